import { describe, expect, it } from 'vitest'
import { mockEachTest } from '../../../testing/in-browser-mock'
import { blogApp } from '.'
import type { BlogComment, BlogPost } from './data'

mockEachTest(blogApp)

async function call<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(path)
  return { status: response.status, body: (await response.json()) as T }
}

interface Detail {
  blog: {
    title: string
    content: string
    tags: string[]
    comments: number
    bookmarked: number
    avatar: string
  }
  comments: BlogComment[]
}
interface Edit {
  blogTitle: string
  blogCategories: { value: string; label: string }[]
  slug: string
  status: string
  excerpt: string
  featuredImage: string
}

describe('blog mock', () => {
  it('lists posts with every field and local pictures', async () => {
    const { status, body } = await call<BlogPost[]>('/blog/list/data')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(6)
    for (const post of body) {
      expect(Object.keys(post).sort()).toEqual(
        ['id', 'title', 'img', 'avatar', 'userFullName', 'blogPosted', 'tags', 'excerpt', 'comment'].sort(),
      )
      expect(post.img).toMatch(/^data:image\/svg\+xml[;,]/)
      expect(post.avatar).toMatch(/^data:image\/svg\+xml[;,]/)
      expect(typeof post.comment).toBe('number')
      expect(Number.isNaN(Date.parse(post.blogPosted))).toBe(false)
    }
  })

  it('answers the sidebar', async () => {
    const { body } = await call<{
      recentPosts: { id: number; title: string; img: string; createdTime: string }[]
      categories: { category: string; icon: string }[]
    }>('/blog/list/data/sidebar')
    expect(body.recentPosts.length).toBeGreaterThan(0)
    expect(Object.keys(body.recentPosts[0] ?? {}).sort()).toEqual(['createdTime', 'id', 'img', 'title'])
    expect(body.categories.length).toBeGreaterThan(0)
    expect(body.categories[0]).toEqual({ category: expect.any(String), icon: expect.any(String) })
  })

  it('answers the detail of the first post by default, or of the given id', async () => {
    const posts = (await call<BlogPost[]>('/blog/list/data')).body
    const { status, body } = await call<Detail>('/blog/list/data/detail')
    expect(status).toBe(200)
    expect(body.blog).toMatchObject({
      title: posts[0]?.title,
      tags: posts[0]?.tags,
      comments: posts[0]?.comment,
    })
    expect(body.blog.content).toMatch(/^<p>.+<\/p>$/)
    expect(body.blog.bookmarked).toBeGreaterThan(0)
    expect(body.comments.length).toBeGreaterThan(0)
    expect(Object.keys(body.comments[0] ?? {}).sort()).toEqual([
      'avatar',
      'commentText',
      'commentedAt',
      'userFullName',
    ])
    expect((await call<Detail>('/blog/list/data/detail?id=3')).body.blog.title).toBe(posts[2]?.title)
    expect((await call('/blog/list/data/detail?id=99')).status).toBe(404)
    expect((await call('/blog/list/data/detail?id=x')).status).toBe(400)
  })

  it('answers the edit form data', async () => {
    const posts = (await call<BlogPost[]>('/blog/list/data')).body
    const { status, body } = await call<Edit>('/blog/list/data/edit')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      blogTitle: posts[0]?.title,
      status: 'Published',
      excerpt: posts[0]?.excerpt,
    })
    expect(body.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(body.blogCategories.map((c) => c.label)).toEqual(posts[0]?.tags)
    expect(body.featuredImage).toMatch(/^data:image\/svg\+xml[;,]/)
    expect((await call('/blog/list/data/edit?id=99')).status).toBe(404)
  })
})
