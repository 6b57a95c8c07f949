import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockApi, type MockApi } from '../../mock-server/server'
import { createConnectAdapters } from '../../src/adapters/connect'
import { createCallPipeline } from '../../src/adapters/pipeline/call-pipeline'
import { memorySessionStorage, testUser } from '../../src/testing/session-fakes'
import { DEFAULT_DEV_JWT_SECRET, TOKEN_LIFETIME_SECONDS } from '../../src/domain/auth'
import type { ChangeStreamMessage } from '../../src/ports/change-feed-port'

const SECRET = process.env.MOCK_JWT_SECRET ?? DEFAULT_DEV_JWT_SECRET

/**
 * The pacts use Connect JSON; the app uses gRPC-web binary. This smoke check runs the adapters with the
 * app's own transport (createBrowserTransport, binary) against the mock API, so the binary path is exercised too.
 */
describe('Connect adapters over gRPC-web binary against the mock API', () => {
  let api: MockApi
  let baseUrl: string

  beforeAll(async () => {
    api = createMockApi({ testMode: true, jwtSecret: SECRET })
    baseUrl = await api.listen(0, '127.0.0.1')
  })

  afterAll(async () => {
    await api?.close()
  })

  /** The app's Connect adapters over gRPC-web, signed in as admin, with the storage that records their calls. */
  async function adminAdapters() {
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
    return { adapters, storage, headers: new Headers({ Authorization: `Bearer ${token}` }) }
  }

  it('lists, reads and refuses like the Connect JSON contract says', async () => {
    const { adapters, storage } = await adminAdapters()

    const page = await adapters.orders.listOrders({
      page: 1,
      perPage: 5,
      sort: 'asc',
      sortColumn: 'id',
      search: '',
      customerName: 'customers/C1001',
    })
    expect(page.items.length).toBeGreaterThan(0)
    expect(typeof page.items[0]?.amount.value).toBe('number')
    const customer = await adapters.customers.getCustomer('customers/C1001')
    expect(customer.id).toBe('C1001')
    await expect(adapters.orders.getOrder('orders/999999999')).rejects.toMatchObject({ code: 'not_found' })
    expect(storage.lastCalls.length).toBe(3)
  })

  // The change feed's contract (issue 29 item 5, decision 0139): Pact has no server streams, so the stream's
  // first messages are checked here, through the app's own adapter (each message decoded with the schema).
  it('streams the change feed: started with a cursor, then a saved order’s change, resumable after it', async () => {
    const { adapters, headers } = await adminAdapters()
    const abort = new AbortController()
    const stream = adapters.openChangeStream(
      { collections: ['orders'], resumeAfter: '' },
      { signal: abort.signal, headers },
    )
    const messages = stream[Symbol.asyncIterator]()
    const next = async () => (await messages.next()).value as ChangeStreamMessage

    expect(await next()).toMatchObject({ kind: 'started', reloadRequired: false })
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

    const resumed = adapters.openChangeStream(
      { collections: ['orders'], resumeAfter: change.change.cursor },
      { signal: new AbortController().signal, headers },
    )
    const again = resumed[Symbol.asyncIterator]()
    expect((await again.next()).value).toMatchObject({ kind: 'started', reloadRequired: false })
    await again.return?.()
  })
})
