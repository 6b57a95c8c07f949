// The lists' counts and totals read indexes, never the records (decision 0216): at scale 50 a count that read
// the records (about a page each) took 0.5-1.4 s, and every write makes the next list query count again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderService } from '../../src/gen/cargo/services/orders_pb'
import { PaymentService } from '../../src/gen/cargo/services/payments_pb'
import { VehicleService } from '../../src/gen/cargo/services/vehicles_pb'
import { ORDERS_QUERY, PAYMENTS_QUERY, VEHICLES_QUERY } from '../../bench/lib/list-queries'
import { adminToken, startHarness, type Harness } from '../test-support'
import { transaction } from './sql/transactions'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await startHarness()
  admin = await adminToken()
})
afterAll(() => h.close())

/** The statements that count or total the rows of a list, prepared while `call` runs. */
async function countsOf(call: () => Promise<unknown>): Promise<string[]> {
  const store = h.api.db.store
  const prepare = store.prepare.bind(store)
  const prepared: string[] = []
  store.prepare = (sql) => {
    prepared.push(sql)
    return prepare(sql)
  }
  try {
    await call()
  } finally {
    store.prepare = prepare
  }
  return prepared.filter((sql) => /\b(count\(\*\)|sum\()/.test(sql))
}

/**
 * The steps of the query plan that read a table's records: a scan or search of a table that is not a covering
 * index or a child table's key, and sub-selects run once per row.
 */
function recordReads(sql: string): string[] {
  const params = sql.split('?').length - 1
  const plan = h.api.db.store.connection
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...Array<null>(params).fill(null)) as { detail: string }[]
  return plan
    .map((step) => step.detail)
    .filter(
      (step) =>
        /^CORRELATED/.test(step) ||
        (/^(SCAN|SEARCH) \w+\b(?! \()/.test(step) &&
          !/USING COVERING INDEX|USING PRIMARY KEY/.test(step) &&
          !/^SCAN \(subquery/.test(step)),
    )
}

/** The bench's queries (bench/list-orders-load.ts): a search, a sort, the lists' filters. */
const queries = {
  orders: () => h.client(OrderService, admin).listOrders(ORDERS_QUERY),
  payments: () => h.client(PaymentService, admin).listPayments(PAYMENTS_QUERY),
  vehicles: () => h.client(VehicleService, admin).listVehicles(VEHICLES_QUERY),
}

describe('counting a list', () => {
  for (const [list, query] of Object.entries(queries))
    it(`reads only indexes for ${list} searched and filtered`, async () => {
      const counts = await countsOf(query)
      expect(counts.length).toBeGreaterThan(0)
      for (const sql of counts) expect({ sql, reads: recordReads(sql) }).toEqual({ sql, reads: [] })
    })
})

describe('a filtered list sorted by a column of its scan index (one pass for the page and the count)', () => {
  it('counts and pages as a list sorted by another column does, past the last page too', async () => {
    const orders = h.client(OrderService, admin)
    const filter = { search: 'toyota', unpaidOnly: true, isArchive: false, perPage: 50 }
    const byAmount = await orders.listOrders({ ...filter, sortColumn: 'toBePaidAmount', sort: 'desc' })
    const byId = await orders.listOrders({ ...filter, sortColumn: 'id' })
    expect(byAmount.totalRows).toBeGreaterThan(filter.perPage)
    expect(byAmount.totalRows).toBe(byId.totalRows)
    const names = async (sortColumn: string) => {
      const all: string[] = []
      for (let page = 1; page <= byId.totalPages; page++)
        all.push(...(await orders.listOrders({ ...filter, sortColumn, page })).orders.map((o) => o.name))
      return all
    }
    const amountNames = await names('toBePaidAmount')
    expect(amountNames).toHaveLength(byId.totalRows)
    expect(new Set(amountNames)).toEqual(new Set(await names('id')))
    const past = await orders.listOrders({
      ...filter,
      sortColumn: 'toBePaidAmount',
      page: byId.totalPages + 1,
    })
    expect(past.orders).toEqual([])
    expect(past.totalRows).toBe(byId.totalRows)
  })
})

describe("an order's search in its vehicles' texts, a column the database keeps (decision 0226)", () => {
  const search = async (needle: string) =>
    (await h.client(OrderService, admin).listOrders({ search: needle, perPage: 100 })).orders.map(
      (order) => order.name,
    )

  it('holds what the vehicles hold, from the seed on', () => {
    const stale = h.api.db.store.connection
      .prepare(
        `SELECT count(*) FROM orders t WHERE t."f_vehicleSearch" IS NOT (SELECT group_concat(v."f_orderSearch", char(0)) FROM orders_vehicle i JOIN vehicles v ON v.name = i.key WHERE i.name = t.name)`,
      )
      .pluck()
      .get()
    expect(stale).toBe(0)
  })

  it("follows a vehicle's text, an order's vehicles and a vehicle's removal", async () => {
    const { db } = h.api
    try {
      const order = db.orders.get('orders/3')!
      const vehicle = db.vehicles.get(db.orders.get('orders/5')!.items[0]!.itemName)!
      expect(db.orders.namesBy('vehicle', vehicle.name)).not.toContain(order.name)
      // Asked before, the answer is kept: a write to the vehicles must not leave it standing (the orders' table
      // keeps the vehicles' texts, set by triggers, so its cached answers follow the vehicles' writes too).
      expect(await search('quokka')).toEqual([])
      // A vehicle's text changes: the orders that hold it are found by the new text.
      db.vehicles.put({ ...vehicle, editedDescription: 'Quokka roadster' })
      expect(await search('quokka')).toEqual(db.orders.namesBy('vehicle', vehicle.name))
      // The vehicle joins another order, then leaves it.
      db.orders.put({ ...order, items: [...order.items, { ...order.items[0]!, itemName: vehicle.name }] })
      expect(await search('quokka')).toContain(order.name)
      db.orders.put(order)
      expect(await search('quokka')).not.toContain(order.name)
      // Removed, its text is nobody's.
      db.vehicles.remove(vehicle.name)
      expect(await search('quokka')).toEqual([])
    } finally {
      h.api.reset()
    }
  })
})

describe("a list's answers kept between writes", () => {
  it('stay while only other tables are written, and follow a write to the table they read', async () => {
    const { db } = h.api
    const payments = () => h.client(PaymentService, admin).listPayments({ perPage: 10, search: 'wire' })
    try {
      // A first write opens the store for writing (after a reset it reads the seed's file until then).
      const order = db.orders.get('orders/1')!
      db.orders.put({ ...order, comment: 'kept apart' })
      const first = await payments()
      // Asked again with nothing written: nothing is counted again.
      expect(await countsOf(payments)).toEqual([])
      // An order written (the payments' SQL does not read the orders): the payments' answers are kept.
      db.orders.put({ ...order, comment: 'kept apart again' })
      expect(await countsOf(payments)).toEqual([])
      // A payment written: counted again, and the page shows the change.
      const payment = db.payments.get(first.payments[0]!.name)!
      db.payments.put({ ...payment, comment: 'wire seen again' })
      expect((await countsOf(payments)).length).toBeGreaterThan(0)
      expect((await payments()).payments[0]!.comment).toBe('wire seen again')
    } finally {
      h.api.reset()
    }
  })

  it('stay while a write changes no column they read, and follow one that does', async () => {
    const { db } = h.api
    const orders = (search = '') =>
      h.client(OrderService, admin).listOrders({
        perPage: 10,
        sortColumn: 'toBePaidAmount',
        sort: 'desc',
        unpaidOnly: true,
        search,
      })
    try {
      const order = db.orders.get('orders/1')!
      db.orders.put({ ...order, comment: 'first note' })
      const first = await orders()
      const owing = db.orders.get(first.orders[0]!.name)!
      // Its comment is no column of the unpaid list sorted by what is owed: the page and the count are kept,
      // and the row read afresh shows the new comment.
      db.orders.put({ ...owing, comment: 'platypus on board' })
      expect(await countsOf(orders)).toEqual([])
      expect((await orders()).orders[0]!.comment).toBe('platypus on board')
      // A search reads the texts, the comment among them: counted again, and found by it.
      expect((await orders('platypus')).orders.map((o) => o.name)).toEqual([owing.name])
      db.orders.put({ ...owing, comment: 'wombat on board' })
      expect((await countsOf(() => orders('platypus'))).length).toBeGreaterThan(0)
      expect((await orders('platypus')).totalRows).toBe(0)
      // What it owes changes: the sorted page follows.
      db.orders.put({ ...owing, toBePaidAmount: { ...owing.toBePaidAmount!, value: 1 } })
      expect((await countsOf(orders)).length).toBeGreaterThan(0)
      expect((await orders()).orders[0]!.name).not.toBe(owing.name)
    } finally {
      h.api.reset()
    }
  })

  it('follow a child table that a row added or removed changes, when the query reads only it', async () => {
    const { db } = h.api
    const free = async () =>
      (
        await h.client(VehicleService, admin).listVehicles({ perPage: 1000, nonorderedOnly: true })
      ).vehicles.map((vehicle) => vehicle.name)
    try {
      const order = db.orders.get('orders/4')!
      db.orders.put({ ...order, comment: 'opened for writing' })
      const before = await free()
      const vehicle = before[0]!
      // A new order takes a free vehicle: the list of vehicles no order holds loses it.
      const name = `orders/${db.orders.allocateId()}`
      db.orders.put({ ...order, name, items: [{ ...order.items[0]!, itemName: vehicle }] })
      expect(await free()).not.toContain(vehicle)
      // The order removed, the vehicle is free again.
      db.orders.remove(name)
      expect(await free()).toContain(vehicle)
    } finally {
      h.api.reset()
    }
  })

  it('made during a call that is rolled back are not given after it', async () => {
    const { db } = h.api
    const orders = () => h.client(OrderService, admin).listOrders({ perPage: 10, search: 'echidna' })
    try {
      const order = db.orders.get('orders/2')!
      db.orders.put({ ...order, comment: 'opened for writing' })
      expect((await orders()).totalRows).toBe(0)
      await expect(
        transaction(db, async () => {
          db.orders.put({ ...order, comment: 'echidna' })
          // Asked while the call runs: its answer is cached under the versions of the write.
          expect((await orders()).totalRows).toBe(1)
          throw new Error('refused')
        }),
      ).rejects.toThrow('refused')
      expect((await orders()).totalRows).toBe(0)
      expect(db.orders.get(order.name)!.comment).toBe('opened for writing')
    } finally {
      h.api.reset()
    }
  })
})
