/**
 * The change feed (issue 29 item 2): ChangeService.WatchChanges hears every committed write, a customer token
 * only its own customer's records, a reconnect resumes after its cursor, and a cursor too old is told to reload.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ChangeKind, ChangeService, type WatchChangesResponse } from '../../src/gen/cargo/services/changes_pb'
import { OrderService, type Order } from '../../src/gen/cargo/services/orders_pb'
import { ChangeJournal } from './changes'
import type { Db } from './db'
import type { RecordWrite } from './sql/store'
import {
  adminToken,
  clientToken,
  codeOf,
  customerToken,
  errorOf,
  startHarness,
  type Harness,
} from '../test-support'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())
beforeEach(() => h.api.reset())

/** A stream read message by message; `close` ends it. */
async function watch(token: string, request: { collections?: string[]; resumeAfter?: string } = {}) {
  const abort = new AbortController()
  const stream = h
    .client(ChangeService, token, { protocol: 'grpc-web' })
    .watchChanges(request, { signal: abort.signal })
  const messages = stream[Symbol.asyncIterator]()
  const next = async (): Promise<WatchChangesResponse['event']> => {
    const { value, done } = await messages.next()
    if (done) throw new Error('the stream ended')
    return value.event
  }
  const started = await next()
  if (started.case !== 'started') throw new Error(`first message: ${started.case}`)
  return {
    started: started.value,
    next,
    /** The next change (heartbeats skipped). */
    async change() {
      for (;;) {
        const event = await next()
        if (event.case === 'change') return event.value
      }
    },
    close: () => abort.abort(),
  }
}

const orders = async () => h.client(OrderService, await adminToken())

async function orderOf(customerName: string): Promise<Order> {
  const page = await (await orders()).listOrders({ customerName, perPage: 1 })
  return page.orders[0]!
}

/** Saves a comment on the order as it is now (its current etag, so the save is not refused as stale). */
async function comment(order: Order, text: string) {
  const client = await orders()
  const current = (await client.getOrder({ name: order.name })).order!
  await client.updateOrder({ name: order.name, order: { ...current, comment: text } })
}

describe('ChangeService.WatchChanges', () => {
  it('starts with the latest cursor, then tells each committed write once, with who made it', async () => {
    const stream = await watch(await adminToken(), { collections: ['orders'] })
    expect(stream.started.reloadRequired).toBe(false)
    expect(stream.started.cursor).not.toBe('')
    const order = await orderOf('customers/C1002')
    // A refused write changes nothing and is not told.
    expect(
      await codeOf(
        (await orders()).updateOrder({ name: order.name, order: { ...order, comment: 'x'.repeat(100_000) } }),
      ),
    ).toBe('invalid_argument')
    await comment(order, 'seen live')
    const change = await stream.change()
    expect(change).toMatchObject({
      collection: 'orders',
      name: order.name,
      kind: ChangeKind.UPDATED,
      actorDisplayName: 'Anna Admin',
    })
    // The record's own version: the etag GetOrder answers and the next update must send (decision 0130).
    expect(change.etag).toBe((await (await orders()).getOrder({ name: order.name })).order?.etag)
    expect(change.changeTime).toBeDefined()
    await comment(order, 'seen again')
    const second = await stream.change()
    expect(second.name).toBe(order.name)
    expect(second.etag).not.toBe(change.etag)
    stream.close()
  })

  it('tells a customer token only its own customer’s records', async () => {
    const stream = await watch(await customerToken('c1001'))
    await comment(await orderOf('customers/C1002'), 'not for C1001')
    const own = await orderOf('customers/C1001')
    await comment(own, 'for C1001')
    expect(await stream.change()).toMatchObject({ name: own.name, kind: ChangeKind.UPDATED })
    stream.close()
  })

  it('resumes after the cursor a reconnect gives, with what happened while away', async () => {
    const first = await watch(await adminToken(), { collections: ['orders'] })
    const cursor = first.started.cursor
    first.close()
    const a = await orderOf('customers/C1001')
    const b = await orderOf('customers/C1002')
    await comment(a, 'while away 1')
    await comment(b, 'while away 2')
    const again = await watch(await adminToken(), { collections: ['orders'], resumeAfter: cursor })
    expect(again.started.reloadRequired).toBe(false)
    expect((await again.change()).name).toBe(a.name)
    const second = await again.change()
    expect(second.name).toBe(b.name)
    again.close()
    // Resuming after the last change gives nothing old.
    const last = await watch(await adminToken(), { collections: ['orders'], resumeAfter: second.cursor })
    await comment(a, 'now')
    expect(await last.change()).toMatchObject({ name: a.name })
    last.close()
  })

  it('tells a caller whose cursor is from before a reset to reload', async () => {
    const first = await watch(await adminToken())
    first.close()
    h.api.reset()
    const again = await watch(await adminToken(), { resumeAfter: first.started.cursor })
    expect(again.started.reloadRequired).toBe(true)
    again.close()
  })

  it('refuses a malformed request naming the field, and a role without business data', async () => {
    const token = await adminToken()
    const bad = await errorOf(watch(token, { resumeAfter: 'yesterday' }))
    expect([bad.code, bad.rawMessage.split(':')[0]]).toEqual([3, 'resume_after'])
    const unknown = await errorOf(watch(token, { collections: ['orders', 'posts'] }))
    expect([unknown.code, unknown.rawMessage.split(':')[0]]).toEqual([3, 'collections.1'])
    expect(await codeOf(watch(await clientToken()))).toBe('permission_denied')
    expect(await codeOf(watch(''))).toBe('unauthenticated')
  })
})

describe('ChangeJournal', () => {
  const write = (name: string, kind: RecordWrite['kind'] = 'updated'): RecordWrite => {
    const row = { name, customerName: 'customers/C1001' }
    return { collection: 'orders', name, kind, row }
  }

  it('keeps the last changes only: a cursor older than those is stale', () => {
    const journal = new ChangeJournal({} as Db, 2)
    const start = journal.cursor
    journal.commit([write('orders/1')], null)
    const afterFirst = journal.cursor
    journal.commit([write('orders/2'), write('orders/2'), write('orders/3', 'created')], null)
    expect(journal.since(start)).toBe('stale')
    expect((journal.since(afterFirst) as { change: { name: string } }[]).map((e) => e.change.name)).toEqual([
      'orders/2',
      'orders/3',
    ])
    expect(journal.since(journal.cursor)).toEqual([])
    expect(() => journal.since(`${journal.cursor}9`)).toThrow(/resume_after/)
  })
})
