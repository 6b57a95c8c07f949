import { proxy } from 'valtio'
import type { BlogComment, BlogLocalChanges, BlogPostChange } from '../../../../domain/apps/blog'

/**
 * What this page saved and commented on the blog. The mock has no call to save a post or add a comment, so
 * both live here until the page is reloaded (as the mock's own data does).
 */
export const blogLocal = proxy<{
  edits: Record<number, BlogPostChange>
  comments: Record<number, BlogComment[]>
}>({
  edits: {},
  comments: {},
})

export const saveBlogEdit = (id: number, change: BlogPostChange) => {
  blogLocal.edits[id] = { ...change, categories: [...change.categories] }
}

export const addBlogComment = (id: number, comment: BlogComment) => {
  blogLocal.comments[id] = [...(blogLocal.comments[id] ?? []), comment]
}

/** A plain copy of the changes for the domain rules. */
export const blogChanges = (): BlogLocalChanges => ({
  edits: { ...blogLocal.edits },
  comments: { ...blogLocal.comments },
})

/** Forgets every change (tests). */
export const resetBlogLocal = () => {
  blogLocal.edits = {}
  blogLocal.comments = {}
}
