import { vi } from 'vitest'
import { createCallPipeline } from '../pipeline/call-pipeline'
import { memorySessionStorage } from '../../testing/session-fakes'

/**
 * What an HTTP adapter needs, for its tests: a real call pipeline (no session, nothing logged) over a fake fetch
 * that answers with `answer`; `fetch` records the calls.
 */
export function fakeHttp(answer: (path: string, init?: RequestInit) => Response) {
  const pipeline = createCallPipeline({
    sessionStorage: memorySessionStorage({}).port,
    session: { refresh: vi.fn() },
    onSignedOut: vi.fn(),
    reload: vi.fn(),
    log: vi.fn(),
  })
  const fetch = vi.fn(async (path: string, init?: RequestInit) => answer(path, init))
  return { fetch, options: { pipeline, fetch: () => fetch as unknown as typeof globalThis.fetch } }
}

/** A JSON answer. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
