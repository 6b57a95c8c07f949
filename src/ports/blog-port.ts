import type { BlogPost, BlogPostDetail, BlogPostEdit, BlogSidebar } from '../domain/apps/blog'

/**
 * The blog (template-apps §7): `GET /blog/list/data`, `/sidebar`, `/detail?id=`, `/edit?id=`. The mock has no
 * call to save a post or add a comment; the screens keep those on the page (decision 0170).
 * Without an id, detail and edit answer the first post.
 */
export interface BlogPort {
  listPosts(): Promise<BlogPost[]>
  getSidebar(): Promise<BlogSidebar>
  getPost(id?: number): Promise<BlogPostDetail>
  getPostForEdit(id?: number): Promise<BlogPostEdit>
}
