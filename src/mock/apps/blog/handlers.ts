import type { Request, Server } from 'miragejs'
import type { BlogPost, BlogState } from './data'
import { badRequest, notFound, queryOne, toIntId } from '../support'

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function blogRoutes(server: Server, state: BlogState): void {
  /** The post named by `id`, the first post when there is none; undefined (404) or null (400) otherwise. */
  const postFor = (request: Request): BlogPost | undefined | null => {
    const raw = queryOne(request, 'id')
    if (raw === undefined || raw === '') return state.posts[0]
    const id = toIntId(raw)
    if (id === undefined) return null
    return state.posts.find((p) => p.id === id)
  }

  server.get('/blog/list/data', () => state.posts)

  server.get('/blog/list/data/sidebar', () => ({
    recentPosts: state.posts
      .slice(0, 4)
      .map(({ id, title, img, blogPosted }) => ({ id, title, img, createdTime: blogPosted })),
    categories: state.categories,
  }))

  server.get('/blog/list/data/detail', (_schema, request) => {
    const post = postFor(request)
    if (post === null) return badRequest('id must be a positive integer')
    if (!post) return notFound('Unknown post')
    const paragraphs = state.bodies.get(post.id) ?? []
    return {
      blog: {
        id: post.id,
        img: post.img,
        title: post.title,
        avatar: post.avatar,
        userFullName: post.userFullName,
        createdTime: post.blogPosted,
        tags: post.tags,
        content: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
        comments: post.comment,
        bookmarked: state.bookmarked.get(post.id) ?? 0,
      },
      comments: state.comments,
    }
  })

  server.get('/blog/list/data/edit', (_schema, request) => {
    const post = postFor(request)
    if (post === null) return badRequest('id must be a positive integer')
    if (!post) return notFound('Unknown post')
    return {
      id: post.id,
      avatar: post.avatar,
      userFullName: post.userFullName,
      createdTime: post.blogPosted,
      blogTitle: post.title,
      blogCategories: post.tags.map((tag) => ({ value: slugify(tag), label: tag })),
      slug: slugify(post.title),
      status: 'Published',
      excerpt: post.excerpt,
      featuredImage: post.img,
    }
  })
}
