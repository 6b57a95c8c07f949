/** Template-apps §3 Blog post as the list answers it (GET /blog/list/data). */
export interface BlogPost {
  id: number
  title: string
  img: string
  avatar: string
  userFullName: string
  blogPosted: string
  tags: string[]
  excerpt: string
  /** The number of comments. */
  comment: number
}

export interface BlogRecentPost {
  id: number
  title: string
  img: string
  createdTime: string
}

/** The list's sidebar (GET /blog/list/data/sidebar). `icon` is a feather-style icon name. */
export interface BlogSidebar {
  recentPosts: BlogRecentPost[]
  categories: { category: string; icon: string }[]
}

export interface BlogComment {
  avatar: string
  userFullName: string
  commentedAt: string
  commentText: string
}

/** One post to read (GET /blog/list/data/detail); `content` is HTML. */
export interface BlogPostDetail {
  id: number
  img: string
  title: string
  avatar: string
  userFullName: string
  createdTime: string
  tags: string[]
  content: string
  /** The number of comments. */
  comments: number
  bookmarked: number
  commentList: BlogComment[]
}

/** One post as the edit page reads it (GET /blog/list/data/edit). */
export interface BlogPostEdit {
  id: number
  avatar: string
  userFullName: string
  createdTime: string
  blogTitle: string
  blogCategories: { value: string; label: string }[]
  slug: string
  status: string
  excerpt: string
  featuredImage: string
}

/** The statuses a post may take; the mock shows only Published (spec §4), the others are this app's choice. */
export const BLOG_STATUSES = ['Published', 'Pending', 'Draft'] as const
export type BlogStatus = (typeof BLOG_STATUSES)[number]
export const isBlogStatus = (value: unknown): value is BlogStatus =>
  BLOG_STATUSES.includes(value as BlogStatus)

/** What the edit page saves. The mock has no save call, so the app keeps it on the page (`BlogLocalChanges`). */
export interface BlogPostChange {
  title: string
  slug: string
  categories: string[]
  status: BlogStatus
  excerpt: string
  featuredImage: string
  /** HTML */
  content: string
}

/** Lower case, runs of anything but letters and digits as one hyphen, no hyphen at either end (the mock's rule). */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A slug is lower-case letters and digits in hyphen-separated runs. */
export const isSlug = (text: string): boolean => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text)

export interface BlogFilter {
  search: string
  /** A category name (matched against the post's tags, ignoring case); absent for every category. */
  category?: string
}

const folded = (text: string) => text.toLocaleLowerCase().trim()

/** Posts whose title or excerpt contains the search (ignoring case) and that carry the category as a tag. */
export function filterPosts(posts: readonly BlogPost[], { search, category }: BlogFilter): BlogPost[] {
  const needle = folded(search)
  const wanted = category ? folded(category) : undefined
  return posts.filter(
    (post) =>
      (needle === '' || folded(post.title).includes(needle) || folded(post.excerpt).includes(needle)) &&
      (wanted === undefined || post.tags.some((tag) => folded(tag) === wanted)),
  )
}

/** How many posts carry each category (ignoring case), for the sidebar. */
export function countByCategory(
  posts: readonly BlogPost[],
  categories: readonly string[],
): Record<string, number> {
  return Object.fromEntries(
    categories.map((category) => [category, filterPosts(posts, { search: '', category }).length]),
  )
}

/** What this page changed or added to posts, by post id (the mock has no write calls for the blog). */
export interface BlogLocalChanges {
  edits: Readonly<Record<number, BlogPostChange>>
  comments: Readonly<Record<number, readonly BlogComment[]>>
}

/** A list post with this page's saved edit and added comments. */
export function postWithChanges(post: BlogPost, changes: BlogLocalChanges): BlogPost {
  const edit = changes.edits[post.id]
  const added = changes.comments[post.id]?.length ?? 0
  return {
    ...post,
    ...(edit && {
      title: edit.title,
      img: edit.featuredImage || post.img,
      tags: edit.categories,
      excerpt: edit.excerpt,
    }),
    comment: post.comment + added,
  }
}

/** A recent post of the sidebar with this page's saved title and image. */
export function recentWithChanges(post: BlogRecentPost, changes: BlogLocalChanges): BlogRecentPost {
  const edit = changes.edits[post.id]
  return edit ? { ...post, title: edit.title, img: edit.featuredImage || post.img } : post
}

/** The post to read with this page's saved edit; added comments come after the server's, and count. */
export function detailWithChanges(detail: BlogPostDetail, changes: BlogLocalChanges): BlogPostDetail {
  const edit = changes.edits[detail.id]
  const added = changes.comments[detail.id] ?? []
  return {
    ...detail,
    ...(edit && {
      title: edit.title,
      img: edit.featuredImage || detail.img,
      tags: edit.categories,
      content: edit.content,
    }),
    comments: detail.comments + added.length,
    commentList: [...detail.commentList, ...added],
  }
}

/** The edit page's values: this page's saved edit when there is one, else the server's post and body. */
export function changeFor(edit: BlogPostEdit, content: string, changes: BlogLocalChanges): BlogPostChange {
  const saved = changes.edits[edit.id]
  if (saved) return saved
  return {
    title: edit.blogTitle,
    slug: edit.slug,
    categories: edit.blogCategories.map((c) => c.label),
    status: isBlogStatus(edit.status) ? edit.status : 'Published',
    excerpt: edit.excerpt,
    featuredImage: edit.featuredImage,
    content,
  }
}

/** The category choices of the edit page: the sidebar's categories, then the post's own tags not among them. */
export function categoryOptions(sidebar: readonly string[], chosen: readonly string[]): string[] {
  const known = new Set(sidebar.map(folded))
  return [...sidebar, ...chosen.filter((tag) => !known.has(folded(tag)))]
}
