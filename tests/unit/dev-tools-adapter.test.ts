import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockApi, type MockApi } from '../../mock-server/server'
import { adminToken } from '../../mock-server/test-support'
import { PortError } from '../../src/ports/errors'
import { createDevToolsAdapter } from '../../src/adapters/http/dev-tools-adapter'

let api: MockApi
let baseUrl: string
beforeAll(async () => {
  api = createMockApi({ scale: 0.1 })
  baseUrl = await api.listen(0, '127.0.0.1')
})
afterAll(() => api.close())

const listOrders = async () =>
  fetch(`${baseUrl}/cargo.services.OrderService/ListOrders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: '{"perPage":1}',
  })

describe('the developer tools adapter, against the mock API', () => {
  it('adds, lists and removes faults, reads the journal and resets', async () => {
    const tools = createDevToolsAdapter({ apiBaseUrl: baseUrl })
    const id = await tools.addFault({ method: 'cargo.services.OrderService/ListOrders', code: 'unavailable' })
    expect(await tools.faults()).toMatchObject([{ id, code: 'unavailable', rate: 1, timesLeft: null }])
    expect((await listOrders()).status).toBe(503)
    expect(await tools.recentCalls(5)).toMatchObject([
      { method: 'cargo.services.OrderService/ListOrders', code: 'unavailable', user: 'admin' },
    ])
    await tools.removeFault(id)
    expect(await tools.faults()).toEqual([])
    await tools.addFault({ method: '*', latencyMs: 1 })
    await tools.removeAllFaults()
    expect(await tools.faults()).toEqual([])
    await tools.addFault({ method: '*', latencyMs: 1 })
    await tools.resetData()
    expect(await tools.faults()).toEqual([])
    expect(await tools.recentCalls(5)).toEqual([])
  })

  it("rejects with the mock API's message, naming the field of a refused fault", async () => {
    const tools = createDevToolsAdapter({ apiBaseUrl: baseUrl })
    const refused = await tools.addFault({ method: '*', code: 'broken' }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PortError)
    expect((refused as PortError).code).toBe('invalid_argument')
    expect((refused as PortError).messageFor('code')).toMatch(/unknown Connect error code "broken"/)
    const missing = await tools.removeFault('999').catch((error: unknown) => error)
    expect((missing as PortError).code).toBe('not_found')
  })

  it('says the mock API did not answer when it is not there', async () => {
    const tools = createDevToolsAdapter({ apiBaseUrl: 'http://127.0.0.1:1' })
    await expect(tools.faults()).rejects.toMatchObject({ code: 'unavailable' })
  })
})
