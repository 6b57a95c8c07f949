import { describe, expect, it, vi } from 'vitest'
import { createCallPipeline } from '../pipeline/call-pipeline'
import { liveToken, memorySessionStorage, testUser } from '../../testing/session-fakes'
import { createBookmarksAdapter } from './bookmarks-adapter'
import { createSearchAdapter } from './search-adapter'

const page = { id: 3, title: 'Orders', link: '/orders', icon: 'Box', target: 'orders', isBookmarked: true }

describe('HTTP adapters through the call pipeline', () => {
  it('refreshes once on a 401 and retries with the new token, like RPCs', async () => {
    const stale = liveToken('stale')
    const fresh = liveToken('fresh')
    const storage = memorySessionStorage({ accessToken: stale, refreshToken: 'r1', userData: testUser })
    const refresh = vi.fn(async () => ({ accessToken: fresh, refreshToken: 'r2', userData: testUser }))
    const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
      new Headers(init?.headers).get('Authorization') === `Bearer ${fresh}`
        ? new Response(JSON.stringify(page), { status: 200 })
        : new Response('{}', { status: 401 }),
    )
    const pipeline = createCallPipeline({
      sessionStorage: storage.port,
      session: { refresh },
      onSignedOut: vi.fn(),
      reload: vi.fn(),
      log: vi.fn(),
    })
    const bookmarks = createBookmarksAdapter({ pipeline, fetch: () => fetch as typeof globalThis.fetch })
    await expect(bookmarks.toggleBookmark(3)).resolves.toEqual(page)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledTimes(2)
    const [path, init] = fetch.mock.calls[1]!
    expect(path).toBe('/api/bookmarks/update')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"id":3}')
    expect(storage.lastCalls).toHaveLength(2)
  })

  it('reads searchArr and the bookmark lists, and maps HTTP failures to PortErrors', async () => {
    const storage = memorySessionStorage({})
    const log = vi.fn()
    const pipeline = createCallPipeline({
      sessionStorage: storage.port,
      session: { refresh: vi.fn() },
      onSignedOut: vi.fn(),
      reload: vi.fn(),
      log,
    })
    const answers: Record<string, Response> = {
      '/api/main-search/data': new Response(
        JSON.stringify({ searchArr: [{ groupTitle: 'Pages', searchLimit: 4, data: [page] }] }),
      ),
      '/api/bookmarks/data': new Response(JSON.stringify({ suggestions: [page], bookmarks: [page] })),
    }
    const fetch = vi.fn(async (path: string, init?: RequestInit) => {
      expect(new Headers(init?.headers).has('Authorization')).toBe(false)
      return answers[path] ?? new Response('{"error":"boom"}', { status: 500 })
    })
    const options = { pipeline, fetch: () => fetch as typeof globalThis.fetch }
    await expect(createSearchAdapter(options).loadSearchData()).resolves.toEqual([
      { groupTitle: 'Pages', searchLimit: 4, data: [page] },
    ])
    await expect(createBookmarksAdapter(options).loadBookmarks()).resolves.toEqual({
      suggestions: [page],
      bookmarks: [page],
    })
    await expect(createBookmarksAdapter(options).toggleBookmark(1)).rejects.toMatchObject({
      code: 'internal',
      message: 'boom',
    })
    expect(log).toHaveBeenCalledTimes(1)
  })
})
