import Database from 'better-sqlite3'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CustomerService } from '../../../src/gen/cargo/services/customers_pb'
import { OrderService } from '../../../src/gen/cargo/services/orders_pb'
import {
  adminToken,
  codeOf,
  customerToken,
  errorOf,
  startHarness,
  type Harness,
  type Protocol,
} from '../../test-support'
import type { RecordedCall } from '../../../src/domain/dev-tools'

/** Small enough to seed in a fraction of a second: 200 orders. */
const SCALE = 0.1
const LIST_ORDERS = 'cargo.services.OrderService/ListOrders'
const LIST_CUSTOMERS = 'cargo.services.CustomerService/ListCustomers'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await startHarness({ scale: SCALE })
  admin = await adminToken()
})
afterAll(() => h.close())
beforeEach(() => h.api.reset())

async function adminCall(method: string, url: string, body?: unknown, base = h.baseUrl) {
  const res = await fetch(`${base}/__admin${url}`, {
    method,
    ...(body === undefined
      ? {}
      : {
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const journal = async (limit?: number) =>
  (await adminCall('GET', `/requests${limit === undefined ? '' : `?limit=${limit}`}`)).body
    .requests as RecordedCall[]

const addFault = async (fault: Record<string, unknown>) => {
  const res = await adminCall('POST', '/faults', fault)
  expect(res.status).toBe(201)
  return res.body.id as string
}

const faults = async () => (await adminCall('GET', '/faults')).body.faults as Record<string, unknown>[]

const orders = (protocol: Protocol = 'connect', requestId?: string, token: string | null = admin) =>
  h.client(OrderService, token, { protocol, ...(requestId ? { requestId } : {}) })

describe('GET /__admin/requests: the request journal', () => {
  it('records an app call with its method, code, status, request id and user', async () => {
    await orders('connect', 'req-journal-1').listOrders({ perPage: 2 })
    const [entry] = await journal()
    expect(entry).toMatchObject({
      method: LIST_ORDERS,
      code: 'ok',
      status: 200,
      requestId: 'req-journal-1',
      user: 'admin',
    })
    expect(entry!.durationMs).toBeGreaterThanOrEqual(0)
    expect(new Date(entry!.at).toISOString()).toBe(entry!.at)
  })

  it('records a refused call with its Connect code and HTTP status, and no user without a valid token', async () => {
    await codeOf(orders('connect', 'no-token', null).listOrders({}))
    await codeOf(orders('connect', 'bad-sort').listOrders({ sort: 'up' }))
    const [bad, anonymous] = await journal(2)
    expect(anonymous).toMatchObject({ code: 'unauthenticated', status: 401, requestId: 'no-token', user: '' })
    expect(bad).toMatchObject({ code: 'invalid_argument', status: 400, requestId: 'bad-sort', user: 'admin' })
  })

  it('records calls over gRPC-web and gRPC too (HTTP 200, the code from the trailer)', async () => {
    await orders('grpc-web', 'web-ok').listOrders({ perPage: 1 })
    await codeOf(orders('grpc', 'grpc-bad').listOrders({ sort: 'up' }))
    const [grpc, web] = await journal(2)
    expect(web).toMatchObject({ method: LIST_ORDERS, code: 'ok', status: 200, requestId: 'web-ok' })
    expect(grpc).toMatchObject({ method: LIST_ORDERS, code: 'invalid_argument', status: 200, user: 'admin' })
  })

  it('records a call refused before it reached the service (an undecodable body), on each protocol', async () => {
    // The answer is read to its end: the call is journalled once its answer is complete.
    const post = async (contentType: string, body: string | Uint8Array<ArrayBuffer>) => {
      const res = await fetch(`${h.baseUrl}/${LIST_ORDERS}`, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          authorization: `Bearer ${admin}`,
          'x-requestid': contentType,
        },
        body,
      })
      await res.arrayBuffer()
    }
    await post('application/json', '{bad')
    await post('application/grpc-web+proto', new Uint8Array([0, 0, 0, 0, 2, 0xff, 0xff]))
    const [web, connect] = await journal(2)
    expect(connect).toMatchObject({ code: 'invalid_argument', status: 400, requestId: 'application/json' })
    expect(web).toMatchObject({
      code: 'invalid_argument',
      status: 200,
      requestId: 'application/grpc-web+proto',
    })
  })

  it('lists the newest first and honours the limit', async () => {
    for (const id of ['first', 'second', 'third']) await orders('connect', id).listOrders({ perPage: 1 })
    expect((await journal(2)).map((entry) => entry.requestId)).toEqual(['third', 'second'])
    expect((await journal()).map((entry) => entry.requestId)).toEqual(['third', 'second', 'first'])
  })

  it('does not journal the admin calls themselves', async () => {
    await orders().listOrders({ perPage: 1 })
    await adminCall('GET', '/faults')
    await journal()
    expect(await journal()).toHaveLength(1)
  })

  it('refuses a limit that is not a positive whole number, naming it', async () => {
    for (const limit of ['0', '-1', '2.5', 'ten']) {
      const res = await adminCall('GET', `/requests?limit=${limit}`)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ field: 'limit', message: expect.stringMatching(/^limit: /) })
    }
  })

  it('keeps only the last calls it has room for', async () => {
    const small = await startHarness({ scale: SCALE, requestJournalSize: 3 })
    try {
      const client = (id: string) => small.client(OrderService, admin, { requestId: id })
      for (const id of ['1', '2', '3', '4', '5']) await client(id).listOrders({ perPage: 1 })
      const res = await adminCall('GET', '/requests?limit=10', undefined, small.baseUrl)
      expect((res.body.requests as RecordedCall[]).map((entry) => entry.requestId)).toEqual(['5', '4', '3'])
    } finally {
      await small.close()
    }
  })
})

describe('/__admin/faults: injected faults', () => {
  for (const protocol of ['connect', 'grpc-web', 'grpc'] as const)
    it(`fails the next call with the fault's code over ${protocol}, and a fault of times 1 is then spent`, async () => {
      const id = await addFault({ method: LIST_ORDERS, code: 'unavailable', times: 1 })
      const error = await errorOf(orders(protocol).listOrders({ perPage: 1 }))
      expect(await codeOf(Promise.reject(error))).toBe('unavailable')
      expect(error.rawMessage).toMatch(new RegExp(`injected fault ${id}\\b`))
      expect((await orders(protocol).listOrders({ perPage: 1 })).orders).toHaveLength(1)
      expect(await faults()).toEqual([])
      expect((await journal(2)).map((entry) => entry.code)).toEqual(['ok', 'unavailable'])
    })

  it('touches only the RPC it names', async () => {
    await addFault({ method: LIST_ORDERS, code: 'internal' })
    expect(await codeOf(h.client(CustomerService, admin).listCustomers({ perPage: 1 }))).toBe('ok')
    expect(await codeOf(orders().listOrders({ perPage: 1 }))).toBe('internal')
  })

  it("fails only the named user's calls when it names one", async () => {
    await addFault({ method: LIST_ORDERS, code: 'internal', times: 1, user: 'c1001' })
    expect(await codeOf(orders().listOrders({ perPage: 1 }))).toBe('ok')
    expect(await codeOf(orders('connect', undefined, await customerToken()).listOrders({ perPage: 1 }))).toBe(
      'internal',
    )
    expect(await faults()).toEqual([])
  })

  it('delays a call by its latency', async () => {
    await addFault({ method: LIST_ORDERS, latencyMs: 400, times: 1 })
    const started = performance.now()
    expect((await orders().listOrders({ perPage: 1 })).orders).toHaveLength(1)
    expect(performance.now() - started).toBeGreaterThanOrEqual(400)
    const [entry] = await journal(1)
    expect(entry).toMatchObject({ method: LIST_ORDERS, code: 'ok' })
    expect(entry!.durationMs).toBeGreaterThanOrEqual(400)
  })

  it('holds up no other call while one waits, and stops waiting when its caller gives up', async () => {
    await addFault({ method: LIST_ORDERS, latencyMs: 60_000 })
    const giveUp = new AbortController()
    let slowSettled = false
    const slow = codeOf(orders().listOrders({ perPage: 1 }, { signal: giveUp.signal })).finally(() => {
      slowSettled = true
    })
    expect(await codeOf(h.client(CustomerService, admin).listCustomers({ perPage: 1 }))).toBe('ok')
    expect(slowSettled).toBe(false)
    giveUp.abort()
    expect(await slow).toBe('canceled')
    await expect.poll(async () => (await journal(1))[0]?.method).toBe(LIST_ORDERS)
    expect((await journal(1))[0]?.code).toBe('canceled')
  })

  it('waits, then fails, when a fault has both a latency and a code', async () => {
    await addFault({ method: LIST_ORDERS, latencyMs: 200, code: 'deadline_exceeded' })
    const started = performance.now()
    expect(await codeOf(orders().listOrders({}))).toBe('deadline_exceeded')
    expect(performance.now() - started).toBeGreaterThanOrEqual(200)
  })

  it('never fires at rate 0', async () => {
    const id = await addFault({ method: LIST_ORDERS, code: 'unavailable', rate: 0, times: 2 })
    for (let i = 0; i < 5; i++) expect(await codeOf(orders().listOrders({ perPage: 1 }))).toBe('ok')
    expect(await faults()).toMatchObject([{ id, rate: 0, times: 2, timesLeft: 2 }])
  })

  it('matches every RPC with method "*"', async () => {
    await addFault({ method: '*', code: 'permission_denied', times: 2 })
    expect(await codeOf(orders().listOrders({}))).toBe('permission_denied')
    expect(await codeOf(h.client(CustomerService, admin).listCustomers({}))).toBe('permission_denied')
    expect(await codeOf(orders().listOrders({}))).toBe('ok')
  })

  it('lists the faults with the times each has left', async () => {
    const a = await addFault({ method: LIST_ORDERS, code: 'unavailable', times: 3 })
    const b = await addFault({ method: '*', latencyMs: 1, rate: 0.5 })
    await codeOf(orders().listOrders({}))
    const listed = await faults()
    expect(listed.find((f) => f.id === a)).toEqual({
      id: a,
      method: LIST_ORDERS,
      code: 'unavailable',
      rate: 1,
      times: 3,
      timesLeft: 2,
    })
    expect(listed.find((f) => f.id === b)).toEqual({
      id: b,
      method: '*',
      latencyMs: 1,
      rate: 0.5,
      timesLeft: null,
    })
  })

  it('removes one fault by id, and answers 404 with a message for an unknown id', async () => {
    const a = await addFault({ method: LIST_ORDERS, code: 'unavailable' })
    const b = await addFault({ method: LIST_CUSTOMERS, code: 'unavailable' })
    expect(await adminCall('DELETE', `/faults/${a}`)).toEqual({ status: 200, body: { removed: 1 } })
    expect((await faults()).map((f) => f.id)).toEqual([b])
    expect(await codeOf(orders().listOrders({ perPage: 1 }))).toBe('ok')
    const unknown = await adminCall('DELETE', `/faults/${a}`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toMatch(new RegExp(`no fault with id ${a}`))
  })

  it('removes them all', async () => {
    await addFault({ method: LIST_ORDERS, code: 'unavailable' })
    await addFault({ method: '*', latencyMs: 5 })
    expect(await adminCall('DELETE', '/faults')).toEqual({ status: 200, body: { removed: 2 } })
    expect(await faults()).toEqual([])
    expect(await codeOf(orders().listOrders({ perPage: 1 }))).toBe('ok')
  })

  const badBodies: [string, unknown, string][] = [
    [
      'a method not of the form cargo.services.X/Y',
      { method: 'OrderService/ListOrders', code: 'internal' },
      'method',
    ],
    [
      'a method that does not exist',
      { method: 'cargo.services.OrderService/ListOrder', code: 'internal' },
      'method',
    ],
    ['no method', { code: 'internal' }, 'method'],
    ['an unknown Connect code', { method: '*', code: 'broken' }, 'code'],
    ['ok as a code', { method: '*', code: 'ok' }, 'code'],
    ['neither a code nor a latency', { method: '*' }, 'code'],
    ['a negative latency', { method: '*', latencyMs: -1 }, 'latencyMs'],
    ['a latency as text', { method: '*', latencyMs: '100' }, 'latencyMs'],
    ['a rate above 1', { method: '*', code: 'internal', rate: 1.5 }, 'rate'],
    ['a negative rate', { method: '*', code: 'internal', rate: -0.1 }, 'rate'],
    ['a fractional times', { method: '*', code: 'internal', times: 1.5 }, 'times'],
    ['zero times', { method: '*', code: 'internal', times: 0 }, 'times'],
    ['an empty user', { method: '*', code: 'internal', user: ' ' }, 'user'],
    ['an unknown field', { method: '*', code: 'internal', latency: 5 }, 'latency'],
    ['a body that is not JSON', '{"method": "*",', 'body'],
    ['a JSON array', '[]', 'body'],
  ]
  for (const [what, body, field] of badBodies)
    it(`refuses ${what} with 400 naming ${field}`, async () => {
      const res = await adminCall('POST', '/faults', body)
      expect(res.status).toBe(400)
      expect(res.body.field).toBe(field)
      expect(res.body.message).toMatch(new RegExp(`^${field}: \\S`))
      expect(await faults()).toEqual([])
    })

  it('takes a body whatever its content type (curl -d sends a form type)', async () => {
    const res = await fetch(`${h.baseUrl}/__admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: JSON.stringify({ method: LIST_ORDERS, code: 'aborted' }),
    })
    expect(res.status).toBe(201)
    expect(await codeOf(orders().listOrders({}))).toBe('aborted')
  })
})

describe('POST /__admin/reset', () => {
  it('puts the data back to the seed and clears the faults and the journal', async () => {
    await orders().moveToArchive({ name: 'orders/3', isArchive: true })
    await addFault({ method: LIST_CUSTOMERS, code: 'unavailable' })
    expect(await adminCall('POST', '/reset')).toEqual({ status: 200, body: { ok: true } })
    expect(await faults()).toEqual([])
    expect(await journal()).toEqual([])
    expect((await orders().getOrder({ name: 'orders/3' })).order?.isArchive).toBe(false)
    expect(await codeOf(h.client(CustomerService, admin).listCustomers({ perPage: 1 }))).toBe('ok')
  })

  it('sets a MOCK_DB file back to the seed, as POST /__reset does', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-admin-'))
    const file = path.join(dir, 'data.sqlite')
    const kept = await startHarness({ scale: SCALE, db: file })
    /** Whether orders/3 is archived, as the file says (read by another connection). */
    const archivedInFile = () => {
      const reader = new Database(file, { readonly: true })
      try {
        return reader
          .prepare("SELECT json_extract(data, '$.isArchive') FROM orders WHERE name = 'orders/3'")
          .pluck()
          .get()
      } finally {
        reader.close()
      }
    }
    try {
      await kept.client(OrderService, admin).moveToArchive({ name: 'orders/3', isArchive: true })
      expect(archivedInFile()).toBe(1)
      expect((await adminCall('POST', '/reset', undefined, kept.baseUrl)).status).toBe(200)
      expect(archivedInFile()).toBe(0)
    } finally {
      await kept.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('is what POST /__reset (test mode) does too', async () => {
    await addFault({ method: LIST_ORDERS, code: 'unavailable' })
    await orders().moveToArchive({ name: 'orders/3', isArchive: true })
    expect((await fetch(`${h.baseUrl}/__reset`, { method: 'POST' })).status).toBe(200)
    expect(await faults()).toEqual([])
    expect((await orders().getOrder({ name: 'orders/3' })).order?.isArchive).toBe(false)
  })
})

describe('who may call the admin API', () => {
  it('refuses a caller that is not on loopback with 403 and a message', async () => {
    for (const url of ['/__admin/requests', '/__admin/faults', '/__admin/reset']) {
      const res = await h.api.app.inject({
        method: url.endsWith('reset') ? 'POST' : 'GET',
        url,
        remoteAddress: '192.168.1.20',
      })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toMatch(/loopback only.*MOCK_ADMIN_REMOTE=1/)
    }
    await orders().moveToArchive({ name: 'orders/3', isArchive: true })
    await h.api.app.inject({ method: 'POST', url: '/__admin/reset', remoteAddress: '10.0.0.1' })
    expect((await orders().getOrder({ name: 'orders/3' })).order?.isArchive).toBe(true)
  })

  it('answers loopback in each of its forms', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])
      expect(
        (await h.api.app.inject({ method: 'GET', url: '/__admin/faults', remoteAddress })).statusCode,
      ).toBe(200)
    expect(
      (await h.api.app.inject({ method: 'GET', url: '/__admin/faults', remoteAddress: '::ffff:10.0.0.1' }))
        .statusCode,
    ).toBe(403)
  })

  it('answers any address when started with adminRemote (MOCK_ADMIN_REMOTE=1, --admin-remote)', async () => {
    const open = await startHarness({ scale: SCALE, adminRemote: true })
    try {
      const res = await open.api.app.inject({
        method: 'GET',
        url: '/__admin/faults',
        remoteAddress: '192.168.1.20',
      })
      expect(res.statusCode).toBe(200)
    } finally {
      await open.close()
    }
  })

  it("lets the app's dev server call it across origins (CORS), DELETE included", async () => {
    const preflight = await fetch(`${h.baseUrl}/__admin/faults/1`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/DELETE/)
    const res = await fetch(`${h.baseUrl}/__admin/requests`, { headers: { origin: 'http://localhost:5173' } })
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const stranger = await fetch(`${h.baseUrl}/__admin/requests`, { headers: { origin: 'http://evil.test' } })
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
  })
})
