import type { BlogComment, BlogPost, BlogPostDetail, BlogPostEdit, BlogSidebar } from '../../domain/apps/blog'
import type { BlogPort } from '../../ports/blog-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

const byId = (id?: number) => (id === undefined ? '' : `?id=${encodeURIComponent(id)}`)
const list = <T>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : [])

/** BlogPort over the in-browser mock's `/blog/list/data*` endpoints (template-apps §7). */
export function createBlogAdapter(options: PipelineFetchOptions): BlogPort {
  const request = pipelineFetch(options)
  return {
    listPosts: async () => list<BlogPost>(await request<unknown>('GET', '/blog/list/data')),
    async getSidebar() {
      const answer = await request<Partial<BlogSidebar> | undefined>('GET', '/blog/list/data/sidebar')
      return { recentPosts: list(answer?.recentPosts), categories: list(answer?.categories) }
    },
    async getPost(id) {
      const answer = await request<{ blog: Omit<BlogPostDetail, 'commentList'>; comments?: BlogComment[] }>(
        'GET',
        `/blog/list/data/detail${byId(id)}`,
      )
      return { ...answer.blog, tags: list(answer.blog.tags), commentList: list(answer.comments) }
    },
    getPostForEdit: (id) => request<BlogPostEdit>('GET', `/blog/list/data/edit${byId(id)}`),
  }
}
