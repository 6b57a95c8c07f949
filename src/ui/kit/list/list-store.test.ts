import { describe, expect, it, vi } from 'vitest'
import { usd } from '../../../domain/money'
import type { Order } from '../../../domain/orders'
import { anOrder } from '../../../domain/orders/test-orders'
import { PortError } from '../../../ports/errors'
import { fakePort } from '../../../testing/fake-port'
import type { ListOrdersQuery, OrdersPort } from '../../../ports/orders-port'
import type { CargoloopPort } from '../../../ports/cargoloop-port'
import { createListStore, createReplacedList, SETTLE_MS } from './list-store'

const order = (id: number): Order =>
  anOrder({
    name: `orders/${id}`,
    id,
    displayName: `ORD-${id}`,
    status: 'new',
    amount: usd(100),
    toBePaidAmount: usd(100),
  })

const query: ListOrdersQuery = {
  page: 2,
  perPage: 10,
  sort: 'asc',
  sortColumn: 'id',
  search: 'x',
  isArchive: false,
}

/** The engine over every call a list store may make (list, create, update, delete, archive). */
const ordersStore = (port: OrdersPort, newRequestId?: () => string) =>
  createListStore<'orders', Order, ListOrdersQuery, Order, Order>({
    itemsKey: 'orders',
    list: (q) => port.listOrders(q),
    create: (created, options) => port.createOrder(created, options),
    update: (name, changed) => port.updateOrder(name, changed),
    remove: (name) => port.deleteOrder(name),
    archive: (name, isArchive) => port.moveToArchive(name, isArchive),
    newRequestId,
  })

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('list store (over the orders port)', () => {
  it('marks creating until the call ends, then reloads with the last parameters', async () => {
    const listOrders = vi.fn(async () => ({ items: [order(1)], totalRows: 1, totalPages: 1 }))
    const created = deferred<Order>()
    const createOrder = vi.fn(() => created.promise)
    const store = ordersStore(fakePort<OrdersPort>({ listOrders, createOrder }), () => 'req-1')
    await store.load(query)
    expect(store.state.orders).toEqual([order(1)])
    const saving = store.create(order(0))
    expect(store.state.creating).toBe(true)
    created.resolve(order(2))
    await expect(saving).resolves.toEqual(order(2))
    expect(store.state.creating).toBe(false)
    expect(createOrder).toHaveBeenCalledWith(order(0), { requestId: 'req-1' })
    expect(listOrders).toHaveBeenCalledTimes(2)
    expect(listOrders).toHaveBeenLastCalledWith(query)
  })

  it('marks updating until the call ends; reloads after delete and archive', async () => {
    const listOrders = vi.fn<OrdersPort['listOrders']>(async () => ({
      items: [],
      totalRows: 0,
      totalPages: 0,
    }))
    const updated = deferred<Order>()
    const port = fakePort<OrdersPort>({
      listOrders,
      updateOrder: () => updated.promise,
      deleteOrder: vi.fn(async () => undefined),
      moveToArchive: vi.fn(async () => undefined),
    })
    const store = ordersStore(port)
    await store.load(query)
    const saving = store.update('orders/1', order(1))
    expect(store.state.updating).toBe(true)
    updated.resolve(order(1))
    await saving
    expect(store.state.updating).toBe(false)
    await store.remove('orders/1')
    await store.archive('orders/1', true)
    expect(port.moveToArchive).toHaveBeenCalledWith('orders/1', true)
    expect(listOrders).toHaveBeenCalledTimes(4)
    expect(listOrders.mock.calls.every(([q]) => q === query)).toBe(true)
  })

  it('reuses the request id when a failed create is retried, and makes a new one for the next action', async () => {
    let attempt = 0
    const createOrder = vi.fn<OrdersPort['createOrder']>(async (created) => {
      if (attempt++ === 0) throw new PortError('unavailable', 'down')
      return created
    })
    const ids = ['first', 'second', 'third']
    const store = ordersStore(
      fakePort<OrdersPort>({
        createOrder,
        listOrders: async () => ({ items: [], totalRows: 0, totalPages: 0 }),
      }),
      () => ids.shift()!,
    )
    await expect(store.create(order(0))).resolves.toBeUndefined()
    expect(store.state.error).toMatchObject({ code: 'unavailable' })
    expect(store.state.creating).toBe(false)
    await store.create(order(0))
    await store.create(order(0))
    expect(createOrder.mock.calls.map(([, options]) => options?.requestId)).toEqual([
      'first',
      'first',
      'second',
    ])
  })

  it('retryCreate sends the failed action again with its id', async () => {
    const createOrder = vi
      .fn<OrdersPort['createOrder']>()
      .mockRejectedValueOnce(new PortError('unavailable', 'down'))
      .mockResolvedValueOnce(order(5))
    const store = ordersStore(fakePort<OrdersPort>({ createOrder }), () => 'once')
    await store.create(order(0))
    await expect(store.retryCreate()).resolves.toEqual(order(5))
    expect(createOrder.mock.calls.map(([, options]) => options?.requestId)).toEqual(['once', 'once'])
  })

  it('keeps only the latest answer when loads overlap, and keeps a failure as a PortError', async () => {
    const slow = deferred<{ items: Order[]; totalRows: number; totalPages: number }>()
    const listOrders = vi
      .fn<OrdersPort['listOrders']>()
      .mockReturnValueOnce(slow.promise)
      .mockResolvedValueOnce({ items: [order(2)], totalRows: 1, totalPages: 1 })
      .mockRejectedValueOnce(new PortError('permission_denied', 'no'))
    const store = ordersStore(fakePort<OrdersPort>({ listOrders }))
    const first = store.load(query)
    await store.load({ ...query, page: 3 })
    slow.resolve({ items: [order(1)], totalRows: 9, totalPages: 9 })
    await first
    expect(store.state.orders).toEqual([order(2)])
    expect(store.state.loading).toBe(false)
    await store.load(query)
    expect(store.state.error).toMatchObject({ code: 'permission_denied' })
    expect(store.state.loading).toBe(false)
  })
})

describe('partner lists', () => {
  it('replace the stored list on each response', async () => {
    const listBuyers = vi
      .fn<CargoloopPort['listBuyers']>()
      .mockResolvedValueOnce([{ name: 'buyers/1', displayName: 'One' }])
      .mockResolvedValueOnce([{ name: 'buyers/2', displayName: 'Two' }])
    const port = fakePort<CargoloopPort>({ listBuyers })
    const buyers = createReplacedList(() => port.listBuyers())
    await buyers.load()
    expect(buyers.state.items).toEqual([{ name: 'buyers/1', displayName: 'One' }])
    await buyers.load()
    expect(buyers.state.items).toEqual([{ name: 'buyers/2', displayName: 'Two' }])
  })
})

describe('createListStore with a cache (the last seen lists offline)', () => {
  const kept = new Map<string, { savedAt: Date; value: unknown }>()
  const cache = {
    read: (q: { page: number }) => kept.get(String(q.page)),
    write: (q: { page: number }, answer: unknown) =>
      void kept.set(String(q.page), { savedAt: new Date('2026-05-06T07:08:00Z'), value: answer }),
  }

  it('shows the query’s last answer, marked with its time, when the server cannot be reached', async () => {
    kept.clear()
    let reachable = true
    const store = createListStore<'rows', Order, { page: number }>({
      itemsKey: 'rows',
      cache,
      list: async ({ page }) => {
        if (!reachable) throw new PortError('unavailable', 'down')
        return { items: [order(page)], totalRows: 21, totalPages: 3, totalAmount: 5 }
      },
    })
    await store.load({ page: 1 })
    expect(store.state.savedAt).toBeNull()
    reachable = false
    await store.load({ page: 1 })
    expect(store.state.error).toBeNull()
    expect(store.state.rows.map((o) => o.id)).toEqual([1])
    expect(store.state.totalRows).toBe(21)
    expect(store.state.extra).toEqual({ totalAmount: 5 })
    expect(store.state.savedAt).toEqual(new Date('2026-05-06T07:08:00Z'))
    // A query never seen: the failure, as without a cache.
    await store.load({ page: 2 })
    expect(store.state.error?.code).toBe('unavailable')
    reachable = true
    await store.load({ page: 1 })
    expect(store.state.savedAt).toBeNull()
  })

  it('writes the answer it keeps once the page has stopped scrolling, not while it scrolls', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => setTimeout(() => frame(0), 16))
    try {
      const write = vi.fn()
      const store = createListStore<'rows', Order, { page: number }>({
        itemsKey: 'rows',
        cache: { read: () => undefined, write },
        list: async () => [order(1)],
      })
      await store.load({ page: 1 })
      await vi.advanceTimersByTimeAsync(16)
      // The person scrolls the rows that just came, for a second.
      for (let i = 0; i < 10; i++) {
        window.dispatchEvent(new Event('scroll'))
        await vi.advanceTimersByTimeAsync(100)
      }
      expect(write).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(SETTLE_MS)
      expect(write).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  })

  it('any failure but an unreachable server is shown as it is, kept answer or not', async () => {
    kept.clear()
    let failure: PortError | null = null
    const store = createListStore<'rows', Order, { page: number }>({
      itemsKey: 'rows',
      cache,
      list: async ({ page }) => {
        if (failure) throw failure
        return [order(page)]
      },
    })
    await store.load({ page: 1 })
    failure = new PortError('permission_denied', 'no')
    await store.load({ page: 1 })
    expect(store.state.error?.code).toBe('permission_denied')
    expect(store.state.savedAt).toBeNull()
  })
})
