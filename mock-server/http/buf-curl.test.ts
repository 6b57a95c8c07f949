import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminToken, startHarness, type Harness } from '../test-support'

vi.setConfig({ testTimeout: 60_000 })

const run = promisify(execFile)
const root = fileURLToPath(new URL('../..', import.meta.url))

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

/** `npx buf curl` against the server, as the README shows it. */
async function bufCurl(protocol: string, token: string, extra: string[] = []) {
  const args = [
    'buf',
    'curl',
    '--protocol',
    protocol,
    ...extra,
    '--schema',
    'proto',
    '--header',
    `Authorization: Bearer ${token}`,
    '--data',
    '{"perPage":2}',
    `${h.baseUrl}/cargo.services.OrderService/ListOrders`,
  ]
  const { stdout } = await run('npx', args, { cwd: root, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } })
  return JSON.parse(stdout) as { orders: { name: string }[]; totalRows: number; totalPages: number }
}

describe('buf curl', () => {
  it('calls ListOrders over the Connect protocol', async () => {
    const res = await bufCurl('connect', await adminToken())
    expect(res.orders.map((o) => o.name)).toEqual(['orders/1', 'orders/2'])
    expect(res.totalRows).toBe(2000)
    expect(res.totalPages).toBe(1000)
  })

  it('calls ListOrders over gRPC-web and over gRPC (HTTP/2 on the same port)', async () => {
    const token = await adminToken()
    expect((await bufCurl('grpcweb', token)).orders).toHaveLength(2)
    expect((await bufCurl('grpc', token, ['--http2-prior-knowledge'])).orders).toHaveLength(2)
  })
})
