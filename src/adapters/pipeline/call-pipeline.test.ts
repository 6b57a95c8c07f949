import { create } from '@bufbuild/protobuf'
import { Code, ConnectError, createRouterTransport } from '@connectrpc/connect'
import { describe, expect, it, vi } from 'vitest'
import { OrderService, OrderSchema } from '../../gen/cargo/services/orders_pb'
import { NO_ACTIVITY } from '../../domain/activity'
import { usd } from '../../domain/money'
import type { Order } from '../../domain/orders'
import { PortError } from '../../ports/errors'
import type { SignedInSession } from '../../ports/session-port'
import { BadRequestSchema } from '../../gen/google/rpc/error_details_pb'
import { createConnectAdapters } from '../connect'
import { liveToken, memorySessionStorage, testUser, unsignedToken } from '../../testing/session-fakes'
import { createCallPipeline, REQUEST_ID_HEADER } from './call-pipeline'

const NOW = new Date('2026-01-02T03:04:05Z')

interface Seen {
  method: string
  authorization: string | null
  requestId: string | null
}

/**
 * The real Connect adapters over an in-memory Connect server (the fake transport). The server accepts only
 * `Bearer <accepted()>` and records what each call carried.
 */
function harness(options: {
  token?: string
  refresh?: () => Promise<SignedInSession>
  accepted?: () => string
  online?: () => boolean
}) {
  const storage = memorySessionStorage(
    options.token ? { accessToken: options.token, refreshToken: 'refresh-1', userData: testUser } : {},
  )
  const seen: Seen[] = []
  const accepted = options.accepted ?? (() => options.token ?? '')
  const guard = (method: string, header: Headers) => {
    seen.push({
      method,
      authorization: header.get('Authorization'),
      requestId: header.get(REQUEST_ID_HEADER),
    })
    if (header.get('Authorization') !== `Bearer ${accepted()}`)
      throw new ConnectError('no', Code.Unauthenticated)
  }
  const transport = createRouterTransport(({ service }) =>
    service(OrderService, {
      listOrders: (_request, context) => {
        guard('ListOrders', context.requestHeader)
        return { orders: [create(OrderSchema, { name: 'orders/1', id: 1n })], totalRows: 1, totalPages: 1 }
      },
      createOrder: (request, context) => {
        guard('CreateOrder', context.requestHeader)
        return {
          order: create(OrderSchema, { customerName: request.order?.customerName, name: 'orders/9', id: 9n }),
        }
      },
      deleteOrder: (request, context) => {
        guard('DeleteOrder', context.requestHeader)
        if (request.name === 'orders/404') throw new ConnectError('No such order', Code.NotFound)
        throw new ConnectError('Bad name', Code.InvalidArgument, undefined, [
          {
            desc: BadRequestSchema,
            value: { fieldViolations: [{ field: 'name', description: 'is locked' }] },
          },
        ])
      },
    }),
  )
  const refresh = vi.fn(
    options.refresh ?? (() => Promise.reject(new PortError('unauthenticated', 'refused'))),
  )
  const onSignedOut = vi.fn()
  const reload = vi.fn()
  const log = vi.fn()
  const pipeline = createCallPipeline({
    sessionStorage: storage.port,
    session: { refresh },
    onSignedOut,
    reload,
    log,
    now: () => NOW,
    isOnline: options.online,
  })
  const adapters = createConnectAdapters({
    baseUrl: 'http://test',
    sessionStorage: storage.port,
    pipeline,
    transport,
  })
  return { adapters, storage, seen, refresh, onSignedOut, reload, log }
}

const query = { page: 1, perPage: 10, sort: 'desc' as const, sortColumn: 'id', search: '' }

const newOrder: Order = {
  ...NO_ACTIVITY,
  name: '',
  id: 0,
  displayName: 'New',
  customerName: 'customers/C1001',
  status: 'new',
  comment: '',
  isArchive: false,
  items: [],
  services: [],
  discounts: [],
  amount: usd(0),
  paidAmount: usd(0),
  revertedAmount: usd(0),
  approvedRevertedAmount: usd(0),
  pendingAmount: usd(0),
  debtedAmount: usd(0),
  toBePaidAmount: usd(0),
}

describe('call pipeline', () => {
  it('cancels a read its caller aborted, without logging it as a failure or retrying it', async () => {
    const token = liveToken('a', NOW.getTime())
    const { adapters, log, refresh } = harness({ token })
    const abort = new AbortController()
    abort.abort()
    await expect(adapters.orders.listOrders(query, { signal: abort.signal })).rejects.toBeInstanceOf(
      PortError,
    )
    expect(log).not.toHaveBeenCalled()
    expect(refresh).not.toHaveBeenCalled()
    // Not aborted: the same call answers.
    await expect(adapters.orders.listOrders(query, {})).resolves.toMatchObject({ totalRows: 1 })
  })

  it('offline, refuses every write before sending it, and still tries reads', async () => {
    let online = false
    const token = liveToken('a', NOW.getTime())
    const { adapters, seen, log } = harness({ token, online: () => online })
    await expect(adapters.orders.createOrder(newOrder, { requestId: 'r-1' })).rejects.toMatchObject({
      code: 'offline',
    })
    await expect(adapters.orders.deleteOrder('orders/1')).rejects.toMatchObject({ code: 'offline' })
    await expect(adapters.orders.moveToArchive('orders/1', true)).rejects.toMatchObject({ code: 'offline' })
    expect(seen).toEqual([])
    // The create call's own request id is the one to quote.
    expect(log).toHaveBeenCalledWith(
      'OrderService/CreateOrder failed: offline (request r-1)',
      expect.objectContaining({ code: 'offline', requestId: 'r-1' }),
    )
    await adapters.orders.listOrders(query)
    expect(seen.map((s) => s.method)).toEqual(['ListOrders'])
    online = true
    await adapters.orders.createOrder(newOrder, { requestId: 'r-1' })
    expect(seen.map((s) => s.method)).toEqual(['ListOrders', 'CreateOrder'])
  })

  it('sends the bearer token when one exists and records the time of the call', async () => {
    const token = liveToken('a', NOW.getTime())
    const { adapters, seen, storage } = harness({ token })
    await adapters.orders.listOrders(query)
    expect(seen).toEqual([{ method: 'ListOrders', authorization: `Bearer ${token}`, requestId: null }])
    expect(storage.lastCalls).toEqual([NOW])
  })

  it('sends the request before it records the time of the call, in the same task (issue 31)', async () => {
    const storage = memorySessionStorage({ accessToken: liveToken('a', NOW.getTime()) })
    const pipeline = createCallPipeline({
      sessionStorage: storage.port,
      session: { refresh: vi.fn() },
      onSignedOut: vi.fn(),
      reload: vi.fn(),
      now: () => NOW,
    })
    const recordedWhenSent: number[] = []
    const answer = pipeline.run({
      label: 'OrderService/ListOrders',
      send: async () => {
        recordedWhenSent.push(storage.lastCalls.length)
        return 'rows'
      },
      toPortError: () => new PortError('internal', 'unexpected'),
    })
    // Both before the caller's next line: nothing waited on a promise on the way to the request.
    expect(recordedWhenSent).toEqual([0])
    expect(storage.lastCalls).toEqual([NOW])
    await expect(answer).resolves.toBe('rows')
  })

  it('sends no Authorization header without a token', async () => {
    const { adapters, seen, storage } = harness({})
    await expect(adapters.orders.listOrders(query)).rejects.toMatchObject({ code: 'unauthenticated' })
    expect(seen[0]?.authorization).toBeNull()
    expect(storage.lastCalls.length).toBeGreaterThan(0)
  })

  it('refreshes exactly once for N concurrent 401s, and every call succeeds with the new token', async () => {
    const stale = liveToken('stale', NOW.getTime())
    const fresh = liveToken('fresh', NOW.getTime())
    let serverToken = 'rotated-on-the-server'
    let release!: () => void
    const refreshed = new Promise<void>((resolve) => (release = resolve))
    const { adapters, refresh, seen, storage } = harness({
      token: stale,
      accepted: () => serverToken,
      refresh: async () => {
        await refreshed
        return { accessToken: fresh, refreshToken: 'refresh-2', userData: testUser }
      },
    })
    const calls = Array.from({ length: 6 }, () => adapters.orders.listOrders(query))
    serverToken = fresh
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled())
    release()
    const pages = await Promise.all(calls)
    expect(pages.every((page) => page.items[0]?.name === 'orders/1')).toBe(true)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(refresh).toHaveBeenCalledWith('refresh-1')
    expect(storage.current().accessToken).toBe(fresh)
    expect(seen.filter((call) => call.authorization === `Bearer ${fresh}`)).toHaveLength(6)
  })

  it('signs out once when the refresh fails: the session is cleared and every call rejects', async () => {
    const { adapters, refresh, onSignedOut, storage, log } = harness({
      token: liveToken('stale', NOW.getTime()),
      accepted: () => 'something else',
    })
    const results = await Promise.allSettled([
      adapters.orders.listOrders(query),
      adapters.orders.listOrders(query),
    ])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(PortError)
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'unauthenticated' })
    }
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(onSignedOut).toHaveBeenCalledTimes(1)
    expect(storage.current()).toEqual({})
    // Cleared as a session the server ended, not a sign-out: the other tabs offer to sign in again.
    expect(storage.port.endedFor()).toBe(testUser.username)
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('does not log a call refused after the user signed out, and refreshes nothing', async () => {
    const { adapters, refresh, onSignedOut, storage, log } = harness({
      token: liveToken('live', NOW.getTime()),
    })
    storage.port.clear()
    await expect(adapters.orders.listOrders(query)).rejects.toMatchObject({ code: 'unauthenticated' })
    expect(refresh).not.toHaveBeenCalled()
    expect(onSignedOut).toHaveBeenCalledTimes(1)
    expect(log).not.toHaveBeenCalled()
  })

  it('does not log a call that was on the wire when the user signed out', async () => {
    const live = liveToken('live', NOW.getTime())
    let serverToken = live
    const { adapters, refresh, storage, log } = harness({ token: live, accepted: () => serverToken })
    const onTheWire = adapters.orders.listOrders(query) // sent with the live token, answered later
    // Sign-out ends the session on the server and clears it here before the answer comes.
    serverToken = 'nobody'
    storage.port.clear()
    await expect(onTheWire).rejects.toMatchObject({ code: 'unauthenticated' })
    expect(refresh).not.toHaveBeenCalled()
    expect(log).not.toHaveBeenCalled()
  })

  it('clears the session and reloads, without calling, when the access token has expired', async () => {
    const expired = unsignedToken({ exp: Math.floor(NOW.getTime() / 1000) - 1 })
    const { adapters, seen, storage, reload, refresh } = harness({ token: expired })
    await expect(adapters.orders.listOrders(query)).rejects.toMatchObject({ code: 'unauthenticated' })
    expect(seen).toEqual([])
    expect(storage.current()).toEqual({})
    expect(reload).toHaveBeenCalledTimes(1)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('keeps the X-RequestId of a create call when the call is retried after a refresh', async () => {
    const fresh = liveToken('fresh', NOW.getTime())
    const { adapters, seen } = harness({
      token: liveToken('stale', NOW.getTime()),
      accepted: () => fresh,
      refresh: async () => ({ accessToken: fresh, refreshToken: 'r2', userData: testUser }),
    })
    const created = await adapters.orders.createOrder(newOrder, { requestId: 'action-1' })
    expect(created.name).toBe('orders/9')
    expect(seen.map((call) => [call.method, call.requestId])).toEqual([
      ['CreateOrder', 'action-1'],
      ['CreateOrder', 'action-1'],
    ])
  })

  it('sends no X-RequestId when the caller gives none', async () => {
    const token = liveToken('a', NOW.getTime())
    const { adapters, seen } = harness({ token })
    await adapters.orders.createOrder(newOrder)
    expect(seen[0]?.requestId).toBeNull()
  })

  it('logs a failed call and rejects with a PortError carrying the BadRequest field violations', async () => {
    const token = liveToken('a', NOW.getTime())
    const { adapters, log, refresh } = harness({ token })
    const error = await adapters.orders.deleteOrder('orders/1').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(PortError)
    expect(error).toMatchObject({
      code: 'invalid_argument',
      fieldViolations: [{ field: 'name', description: 'is locked' }],
    })
    expect((error as PortError).messageFor('name')).toBe('is locked')
    await expect(adapters.orders.deleteOrder('orders/404')).rejects.toMatchObject({ code: 'not_found' })
    expect(log).toHaveBeenCalledTimes(2)
    expect(log.mock.calls[0]?.[0]).toContain('OrderService/DeleteOrder')
    expect(refresh).not.toHaveBeenCalled()
  })
})
