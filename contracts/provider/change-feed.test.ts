import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockApi, type MockApi } from '../../mock-server/server'
import { createConnectAdapters } from '../../src/adapters/connect'
import { createCallPipeline } from '../../src/adapters/pipeline/call-pipeline'
import { memorySessionStorage, testUser } from '../../src/adapters/testing/session-fakes'
import { DEFAULT_DEV_JWT_SECRET, TOKEN_LIFETIME_SECONDS } from '../../src/domain/auth'
import type { ChangeStreamMessage } from '../../src/ports/change-feed-port'

const SECRET = process.env.MOCK_JWT_SECRET ?? DEFAULT_DEV_JWT_SECRET

/**
 * The change feed's contract (issue 29 item 5): Pact has no server streams, so the stream's first messages are
 * checked here, through the app's own adapter and transport (gRPC-web binary, createBrowserTransport) against
 * the mock API: a started message with a cursor, then a change of the record written, in domain terms.
 */
describe('ChangeService.WatchChanges over gRPC-web against the mock API', () => {
  let api: MockApi
  let baseUrl: string

  beforeAll(async () => {
    api = createMockApi({ testMode: true, jwtSecret: SECRET })
    baseUrl = await api.listen(0, '127.0.0.1')
  })

  afterAll(async () => {
    await api?.close()
  })

  it('starts with the cursor, then streams the change of a saved order, resumable after it', async () => {
    const token = await new SignJWT({ sub: '1', email: 'admin@demo.com', role: 'admin', username: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS)
      .sign(new TextEncoder().encode(SECRET))
    const storage = memorySessionStorage({ accessToken: token, refreshToken: 'r', userData: testUser })
    const pipeline = createCallPipeline({
      sessionStorage: storage.port,
      session: { refresh: () => Promise.reject(new Error('no refresh here')) },
      onSignedOut: () => undefined,
      reload: () => undefined,
      log: () => undefined,
    })
    const adapters = createConnectAdapters({
      baseUrl,
      sessionStorage: storage.port,
      pipeline,
      fetch: globalThis.fetch,
    })
    const abort = new AbortController()
    const headers = new Headers({ Authorization: `Bearer ${token}` })
    const messages = adapters
      .openChangeStream({ collections: ['orders'], resumeAfter: '' }, { signal: abort.signal, headers })
      [Symbol.asyncIterator]()
    const next = async (): Promise<ChangeStreamMessage> =>
      (await messages.next()).value as ChangeStreamMessage

    const started = await next()
    expect(started).toMatchObject({ kind: 'started', reloadRequired: false })
    const order = await adapters.orders.getOrder('orders/4')
    await adapters.orders.updateOrder('orders/4', { ...order, comment: 'contract' })
    const change = await next()
    expect(change).toMatchObject({
      kind: 'change',
      change: { collection: 'orders', name: 'orders/4', kind: 'updated', actor: 'Anna Admin' },
    })
    if (change.kind !== 'change') throw new Error('no change')
    expect(change.change.at).toBeInstanceOf(Date)
    expect(change.change.etag).toMatch(/\S/)
    abort.abort()

    // Resuming after the change: started, nothing to reload, nothing old again.
    const again = adapters
      .openChangeStream(
        { collections: ['orders'], resumeAfter: change.change.cursor },
        { signal: new AbortController().signal, headers },
      )
      [Symbol.asyncIterator]()
    expect((await again.next()).value).toMatchObject({ kind: 'started', reloadRequired: false })
    await again.return?.()
  })
})
