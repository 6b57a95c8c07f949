import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockApi, type MockApi } from '../../mock-server/server'
import { createConnectAdapters } from '../../src/adapters/connect'
import { createCallPipeline } from '../../src/adapters/pipeline/call-pipeline'
import { memorySessionStorage, testUser } from '../../src/adapters/testing/session-fakes'
import { DEFAULT_DEV_JWT_SECRET, TOKEN_LIFETIME_SECONDS } from '../../src/domain/auth'

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

  it('lists, reads and refuses like the Connect JSON contract says', async () => {
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
})
