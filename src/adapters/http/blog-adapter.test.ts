import { describe, expect, it } from 'vitest'
import { fakeHttp, json } from './test-http'
import { createBlogAdapter } from './blog-adapter'

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return { fetch, blog: createBlogAdapter(options) }
}
const comment = { avatar: 'a', userFullName: 'Grace', commentedAt: 'Jan 1', commentText: 'Nice' }

describe('blog adapter', () => {
  it('reads the list, the sidebar and the first post without an id', async () => {
    const { fetch, blog } = harness((path) =>
      path.endsWith('sidebar')
        ? json({ recentPosts: [{ id: 1, title: 'T', img: '', createdTime: '' }], categories: [] })
        : path.includes('detail')
          ? json({
              blog: { id: 1, title: 'T', tags: ['Fleet'], content: '<p>x</p>', comments: 2 },
              comments: [comment],
            })
          : json([{ id: 1 }]),
    )
    await expect(blog.listPosts()).resolves.toEqual([{ id: 1 }])
    await expect(blog.getSidebar()).resolves.toMatchObject({ categories: [] })
    await expect(blog.getPost()).resolves.toMatchObject({
      id: 1,
      content: '<p>x</p>',
      commentList: [comment],
    })
    await blog.getPost(4)
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/blog/list/data',
      '/blog/list/data/sidebar',
      '/blog/list/data/detail',
      '/blog/list/data/detail?id=4',
    ])
  })

  it('reads a post to edit by id and maps a 404 to not_found', async () => {
    const { fetch, blog } = harness((path) =>
      path.endsWith('id=99') ? json({ message: 'Unknown post' }, 404) : json({ id: 2, blogTitle: 'T' }),
    )
    await expect(blog.getPostForEdit(2)).resolves.toMatchObject({ blogTitle: 'T' })
    await expect(blog.getPostForEdit(99)).rejects.toMatchObject({
      code: 'not_found',
      message: 'Unknown post',
    })
    expect(fetch.mock.calls[0]?.[0]).toBe('/blog/list/data/edit?id=2')
  })
})
