import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderService, type Order } from '../../src/gen/cargo/services/orders_pb'
import { CustomerService } from '../../src/gen/cargo/services/customers_pb'
import { BadRequestSchema, ErrorInfoSchema } from '../../src/gen/google/rpc/error_details_pb'
import { codeName } from '../http/errors'
import { VehicleService } from '../../src/gen/cargo/services/vehicles_pb'
import { adminToken, codeOf, customerToken, errorOf, startHarness, type Harness } from '../test-support'

vi.setConfig({ testTimeout: 30_000 })

let h: Harness
let orders: ReturnType<Harness['client']> & ReturnType<typeof clientOf>
const clientOf = (token: string) => h.client(OrderService, token)
const usd = (cents: number) => ({ value: BigInt(cents), currencyName: 'currencies/usd', exponent: -2 })
const money = (m: { value: bigint } | undefined) => Number(m?.value ?? 0)

beforeAll(async () => {
  h = await startHarness()
  orders = clientOf(await adminToken())
})
afterAll(() => h.close())

describe('ListOrders', () => {
  it('defaults to page 1 of 10 rows by id', async () => {
    const res = await orders.listOrders({})
    expect(res.orders.map((o) => Number(o.id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(res.totalRows).toBe(2000)
    expect(res.totalPages).toBe(200)
  })

  it('pages', async () => {
    const res = await orders.listOrders({ page: 3, perPage: 25 })
    expect(Number(res.orders[0]?.id)).toBe(51)
    expect(res.totalPages).toBe(80)
    expect((await orders.listOrders({ page: 999, perPage: 25 })).orders).toEqual([])
  })

  it('sorts by every column, money by value', async () => {
    for (const column of [
      'id',
      'displayName',
      'customerName',
      'status',
      'amount',
      'paidAmount',
      'toBePaidAmount',
      'pendingAmount',
      'debtedAmount',
    ]) {
      const asc = await orders.listOrders({ sortColumn: column, sort: 'asc', perPage: 50 })
      const desc = await orders.listOrders({ sortColumn: column, sort: 'desc', perPage: 50 })
      const key = (o: Order) => {
        const value = (o as unknown as Record<string, unknown>)[column]
        return typeof value === 'object' && value !== null && 'value' in value
          ? Number((value as { value: bigint }).value)
          : value
      }
      const a = asc.orders.map(key)
      const d = desc.orders.map(key)
      if (typeof a[0] === 'number' || typeof a[0] === 'bigint') {
        expect(a.map(Number)).toEqual([...a.map(Number)].sort((x, y) => x - y))
        expect(d.map(Number)).toEqual([...d.map(Number)].sort((x, y) => y - x))
      }
      expect(asc.totalRows).toBe(2000)
    }
    const byAmount = await orders.listOrders({ sortColumn: 'amount', sort: 'desc', perPage: 3 })
    const top = byAmount.orders.map((o) => money(o.amount))
    expect(top[0]).toBeGreaterThanOrEqual(top[1] as number)
  })

  it('rejects an unknown sort column or direction, naming the field', async () => {
    const column = await errorOf(orders.listOrders({ sortColumn: 'colour' }))
    expect(column.rawMessage).toMatch(/^sort_column: unknown column "colour"/)
    expect(await codeOf(orders.listOrders({ sort: 'sideways' }))).toBe('invalid_argument')
    expect((await errorOf(orders.listOrders({ page: -1 }))).rawMessage).toMatch(/^page:/)
    expect((await errorOf(orders.listOrders({ perPage: -5 }))).rawMessage).toBe(
      'per_page: must be between 1 and 1000',
    )
  })

  it('filters by customer', async () => {
    const res = await orders.listOrders({ customerName: 'customers/C1001', perPage: 100 })
    expect(res.totalRows).toBeGreaterThanOrEqual(12)
    expect(res.orders.every((o) => o.customerName === 'customers/C1001')).toBe(true)
  })

  it('filters by status, archive flag and unpaid', async () => {
    const active = await orders.listOrders({ status: 'active', perPage: 200 })
    expect(active.totalRows).toBeGreaterThan(0)
    expect(active.orders.every((o) => o.status === 'active')).toBe(true)
    const archived = await orders.listOrders({ isArchive: true, perPage: 200 })
    const live = await orders.listOrders({ isArchive: false, perPage: 1 })
    expect(archived.totalRows).toBeGreaterThan(0)
    expect(archived.orders.every((o) => o.isArchive)).toBe(true)
    expect(archived.totalRows + live.totalRows).toBe(2000)
    expect(live.orders.every((o) => !o.isArchive)).toBe(true)
    const unpaid = await orders.listOrders({ unpaidOnly: true, perPage: 200 })
    expect(unpaid.totalRows).toBeGreaterThan(0)
    expect(unpaid.totalRows).toBeLessThan(2000)
    expect(unpaid.orders.every((o) => money(o.toBePaidAmount) > 0)).toBe(true)
  })

  it('filters by terminal', async () => {
    const res = await orders.listOrders({ terminalName: 'terminals/1', perPage: 200 })
    expect(res.totalRows).toBeGreaterThan(0)
    expect(
      res.orders.every((o) => o.items.some((i) => i.vehicle?.dispatch?.terminal === 'Savannah, GA')),
    ).toBe(true)
    expect((await orders.listOrders({ terminalName: 'terminals/999' })).totalRows).toBe(0)
    expect((await errorOf(orders.listOrders({ terminalName: 'Savannah' }))).rawMessage).toMatch(
      /^terminal_name:/,
    )
  })

  it('searches display name, customer, id, VIN and description, case-insensitively', async () => {
    const first = (await orders.getOrder({ name: 'orders/7' })).order as Order
    const vin = first.items[0]?.vehicle?.details?.vin as string
    const byVin = await orders.listOrders({ search: vin.toLowerCase() })
    expect(byVin.orders.map((o) => o.name)).toContain('orders/7')
    const model = first.items[0]?.vehicle?.details?.description
      .split(' ')
      .slice(1)
      .join(' ')
      .toUpperCase() as string
    const byModel = await orders.listOrders({ search: model, customerName: first.customerName, perPage: 200 })
    expect(byModel.orders.map((o) => o.name)).toContain('orders/7')
    expect((await orders.listOrders({ search: 'order #1234' })).orders.map((o) => o.name)).toContain(
      'orders/1234',
    )
    expect(
      (await orders.listOrders({ search: 'C1001', perPage: 100 })).orders.every(
        (o) => o.customerName === 'customers/C1001',
      ),
    ).toBe(true)
  })

  it("finds a customer's orders by the customer's display name, as it is now", async () => {
    const customers = h.client(CustomerService, await adminToken())
    const customer = (await customers.getCustomer({ name: 'customers/C1001' })).customer!
    const all = (await orders.listOrders({ customerName: customer.name })).totalRows
    const words = customer.displayName.toUpperCase()
    const found = await orders.listOrders({ search: words, customerName: customer.name })
    expect(all).toBeGreaterThan(0)
    expect(found.totalRows).toBe(all)
    // Renamed: found by the new name at once, no longer by the old one.
    await customers.updateCustomer({
      name: customer.name,
      customer: { ...customer, displayName: 'Zyxwv Renamed Trading' },
    })
    try {
      expect((await orders.listOrders({ search: 'zyxwv renamed' })).totalRows).toBe(all)
      expect((await orders.listOrders({ search: words, customerName: customer.name })).totalRows).toBe(0)
    } finally {
      await h.api.reset()
    }
  })

  it('combines filters, search and sort, with totals for the filtered set', async () => {
    const res = await orders.listOrders({
      search: 'toyota',
      unpaidOnly: true,
      isArchive: false,
      sortColumn: 'toBePaidAmount',
      sort: 'desc',
      perPage: 5,
    })
    const all = await orders.listOrders({
      search: 'toyota',
      unpaidOnly: true,
      isArchive: false,
      perPage: 200,
    })
    expect(res.totalRows).toBe(all.totalRows)
    expect(res.totalPages).toBe(Math.ceil(all.totalRows / 5))
    const values = res.orders.map((o) => money(o.toBePaidAmount))
    expect(values).toEqual([...values].sort((a, b) => b - a))
  })

  it('fills each item with its vehicle', async () => {
    const res = await orders.listOrders({ perPage: 1 })
    const item = res.orders[0]?.items[0]
    expect(item?.vehicle?.name).toBe(item?.itemName)
    expect(item?.vehicle?.order?.name).toBe('orders/1')
  })
})

describe('order totals', () => {
  it('derives amount from items, services and discounts, and the rest from payments', async () => {
    const res = await orders.listOrders({ perPage: 200 })
    for (const order of res.orders) {
      const lines = [...order.items, ...order.services].reduce((sum, l) => sum + money(l.amount), 0)
      const discounts = order.discounts.reduce((sum, d) => sum + money(d.amount), 0)
      expect(money(order.amount)).toBe(lines - discounts)
      expect(money(order.toBePaidAmount)).toBe(
        Math.max(0, money(order.amount) - money(order.paidAmount) - money(order.pendingAmount)),
      )
      expect(money(order.debtedAmount)).toBe(Math.max(0, money(order.amount) - money(order.paidAmount)))
    }
  })
})

describe('order changes', () => {
  beforeEach(() => h.api.reset())

  const freeVehicle = async () => {
    const { VehicleService } = await import('../../src/gen/cargo/services/vehicles_pb')
    const vehicles = h.client(VehicleService, await adminToken())
    const res = await vehicles.listVehicles({ nonorderedOnly: true, perPage: 50 })
    return res.vehicles.find((v) => !v.cancelled)?.name as string
  }

  it('creates an order with computed totals', async () => {
    const vehicle = await freeVehicle()
    const res = await orders.createOrder({
      order: {
        customerName: 'customers/C1002',
        status: 'new',
        items: [{ itemName: vehicle, amount: usd(1_000_000) }],
        services: [{ serviceTypeName: 'orderServiceTypes/shipping', amount: usd(150_000) }],
        discounts: [{ discountTypeName: 'orderDiscountTypes/loyalty', amount: usd(10_000) }],
        amount: usd(1),
      },
    })
    const order = res.order as Order
    expect(order.name).toBe('orders/2001')
    expect(money(order.amount)).toBe(1_140_000)
    expect(money(order.toBePaidAmount)).toBe(1_140_000)
    expect(order.items[0]?.name).toBe('orders/2001/items/1')
    expect(order.services[0]?.isTypeApprovable).toBe(false)
    expect((await orders.getOrder({ name: 'orders/2001' })).order?.customerName).toBe('customers/C1002')
  })

  it('returns the first result for a repeated X-RequestId and creates nothing', async () => {
    const vehicle = await freeVehicle()
    const token = await adminToken()
    const body = {
      order: { customerName: 'customers/C1003', items: [{ itemName: vehicle, amount: usd(5000) }] },
    }
    const first = await h.client(OrderService, token, { requestId: 'req-1' }).createOrder(body)
    const again = await h.client(OrderService, token, { requestId: 'req-1' }).createOrder(body)
    expect(again.order?.name).toBe(first.order?.name)
    expect((await orders.listOrders({})).totalRows).toBe(2001)
    const other = await codeOf(
      h
        .client(OrderService, token, { requestId: 'req-1' })
        .createOrder({ order: { customerName: 'customers/C1004' } }),
    )
    expect(other).toBe('already_exists')
    expect((await orders.listOrders({})).totalRows).toBe(2001)
  })

  it('creates one order for 100 concurrent retries of one X-RequestId, and gives all 100 the same answer', async () => {
    const vehicle = await freeVehicle()
    const token = await adminToken()
    const before = (await orders.listOrders({})).totalRows
    const body = {
      order: { customerName: 'customers/C1003', items: [{ itemName: vehicle, amount: usd(4200) }] },
    }
    const client = h.client(OrderService, token, { requestId: 'storm-1', protocol: 'grpc-web' })
    const answers = await Promise.all(Array.from({ length: 100 }, () => client.createOrder(body)))
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect((await orders.listOrders({})).totalRows).toBe(before + 1)
    const refused = await Promise.all(
      Array.from({ length: 10 }, () =>
        codeOf(client.createOrder({ order: { ...body.order, comment: 'another body' } })),
      ),
    )
    expect(refused).toEqual(Array.from({ length: 10 }, () => 'already_exists'))
    expect((await orders.listOrders({})).totalRows).toBe(before + 1)
  })

  it('rejects bad input without changing anything', async () => {
    const before = (await orders.listOrders({})).totalRows
    expect(await codeOf(orders.createOrder({}))).toBe('invalid_argument')
    expect(await codeOf(orders.createOrder({ order: { customerName: 'customers/C9999999' } }))).toBe(
      'not_found',
    )
    const taken = (await orders.getOrder({ name: 'orders/1' })).order?.items[0]?.itemName as string
    expect(
      await codeOf(
        orders.createOrder({ order: { customerName: 'customers/C1002', items: [{ itemName: taken }] } }),
      ),
    ).toBe('failed_precondition')
    // The refusal names its line: the second item's vehicle is another order's.
    const free = (
      await h.client(VehicleService, await adminToken()).listVehicles({ nonorderedOnly: true, perPage: 50 })
    ).vehicles.find((v) => !v.cancelled)
    const secondLine = await errorOf(
      orders.createOrder({
        order: {
          customerName: 'customers/C1002',
          items: [{ itemName: free?.name ?? '' }, { itemName: taken }],
        },
      }),
    )
    expect(secondLine.findDetails(BadRequestSchema)[0]?.fieldViolations).toEqual([
      expect.objectContaining({
        field: 'order.items.1.item_name',
        description: `${taken} is already in orders/1`,
      }),
    ])
    const negative = await errorOf(
      orders.createOrder({
        order: {
          customerName: 'customers/C1002',
          services: [{ serviceTypeName: 'orderServiceTypes/shipping', amount: usd(-5) }],
        },
      }),
    )
    expect(negative.rawMessage).toMatch(/^order\.services\.0\.amount\.value:/)
    expect((await orders.listOrders({})).totalRows).toBe(before)
  })

  it('updates lines, keeps ids, ignores the archive flag and computed amounts', async () => {
    const order = (await orders.getOrder({ name: 'orders/4' })).order as Order
    const res = await orders.updateOrder({
      name: 'orders/4',
      order: {
        customerName: order.customerName,
        status: order.status,
        items: order.items.map((i) => ({ id: i.id, itemName: i.itemName, amount: usd(money(i.amount)) })),
        discounts: order.discounts.map((d) => ({
          id: d.id,
          discountTypeName: d.discountTypeName,
          amount: usd(money(d.amount)),
        })),
        comment: 'changed',
        isArchive: !order.isArchive,
        amount: usd(1),
        services: [
          ...order.services.map((s) => ({
            id: s.id,
            serviceTypeName: s.serviceTypeName,
            amount: usd(money(s.amount)),
          })),
          { serviceTypeName: 'orderServiceTypes/storage', amount: usd(2500) },
        ],
      },
    })
    const updated = res.order as Order
    expect(updated.comment).toBe('changed')
    expect(updated.isArchive).toBe(order.isArchive)
    expect(updated.services.at(-1)?.isTypeApprovable).toBe(true)
    expect(updated.services.at(-1)?.id).toBe(BigInt(Math.max(...order.services.map((s) => Number(s.id))) + 1))
    expect(money(updated.amount)).toBe(money(order.amount) + 2500)
  })

  it('refuses to lower a line below what invoices bill or live payments put on it', async () => {
    const { PaymentService } = await import('../../src/gen/cargo/services/payments_pb')
    const { InvoiceService } = await import('../../src/gen/cargo/services/invoices_pb')
    const token = await adminToken()
    const [first, second] = (
      await h.client(VehicleService, token).listVehicles({ nonorderedOnly: true, perPage: 50 })
    ).vehicles
      .filter((v) => !v.cancelled)
      .map((v) => v.name)
    const created = (
      await orders.createOrder({
        order: {
          customerName: 'customers/C1002',
          items: [
            { itemName: first as string, amount: usd(100_00) },
            { itemName: second as string, amount: usd(100_00) },
          ],
          discounts: [{ discountTypeName: 'orderDiscountTypes/loyalty', amount: usd(30_00) }],
        },
      })
    ).order as Order
    const [paidItem, billedItem] = created.items.map((i) => i.name) as [string, string]
    const discount = created.discounts[0]?.name as string
    const payment = (
      await h.client(PaymentService, token).createPayment({
        payment: {
          customerName: 'customers/C1002',
          paymentTypeName: 'paymentTypes/wire',
          amount: usd(1_00),
          orders: [{ orderName: created.name, itemName: paidItem, amount: usd(1_00) }],
        },
      })
    ).payment
    await h.client(InvoiceService, token).createInvoice({
      invoice: {
        customerName: 'customers/C1002',
        items: [
          { orderName: created.name, itemName: billedItem, price: usd(60_00) },
          { orderName: created.name, itemName: discount, price: usd(-20_00) },
        ],
      },
    })
    const update = (paid: number, billed: number, off: number) =>
      orders.updateOrder({
        name: created.name,
        order: {
          customerName: 'customers/C1002',
          items: created.items.map((i, index) => ({
            id: i.id,
            itemName: i.itemName,
            amount: usd(index === 0 ? paid : billed),
          })),
          discounts: [
            {
              id: created.discounts[0]?.id,
              discountTypeName: 'orderDiscountTypes/loyalty',
              amount: usd(off),
            },
          ],
        },
      })
    expect((await errorOf(update(0, 100_00, 30_00))).rawMessage).toBe(
      'order.items.0.amount: is below what invoices bill or payments put on it ($1.00)',
    )
    expect((await errorOf(update(100_00, 59_99, 30_00))).rawMessage).toMatch(
      /^order\.items\.1\.amount: .*\(\$60\.00\)/,
    )
    expect((await errorOf(update(100_00, 100_00, 19_99))).rawMessage).toMatch(
      /^order\.discounts\.0\.amount: .*\(\$20\.00\)/,
    )
    expect(money((await orders.getOrder({ name: created.name })).order?.amount)).toBe(170_00)
    // Down to exactly what is used is accepted; a reverted payment no longer holds its line up.
    await update(1_00, 60_00, 20_00)
    await h.client(PaymentService, token).updatePayment({
      name: payment!.name,
      payment: { ...payment!, status: 'reverted' },
    })
    await update(0, 60_00, 20_00)
    expect(money((await orders.getOrder({ name: created.name })).order?.amount)).toBe(40_00)
  })

  it('refuses to lower the order below what live payments put on it, lines on the whole order included', async () => {
    const { PaymentService } = await import('../../src/gen/cargo/services/payments_pb')
    const token = await adminToken()
    const vehicle = (
      await h.client(VehicleService, token).listVehicles({ nonorderedOnly: true, perPage: 50 })
    ).vehicles.find((v) => !v.cancelled)?.name as string
    const created = (
      await orders.createOrder({
        order: { customerName: 'customers/C1002', items: [{ itemName: vehicle, amount: usd(100_00) }] },
      })
    ).order as Order
    const item = created.items[0]!
    // The model's shrunk case: $1.00 on the whole order and $62.37 on the item, then the item down to $63.00.
    await h.client(PaymentService, token).createPayment({
      payment: {
        customerName: 'customers/C1002',
        paymentTypeName: 'paymentTypes/wire',
        amount: usd(63_37),
        orders: [
          { orderName: created.name, amount: usd(1_00) },
          { orderName: created.name, itemName: item.name, amount: usd(62_37) },
        ],
      },
    })
    const update = (cents: number) =>
      orders.updateOrder({
        name: created.name,
        order: {
          customerName: 'customers/C1002',
          items: [{ id: item.id, itemName: item.itemName, amount: usd(cents) }],
        },
      })
    expect((await errorOf(update(63_00))).rawMessage).toBe(
      'order.amount: is below what payments put on the order ($63.37)',
    )
    expect(money((await orders.getOrder({ name: created.name })).order?.amount)).toBe(100_00)
    await update(63_37)
    expect(money((await orders.getOrder({ name: created.name })).order?.toBePaidAmount)).toBe(0)
  })

  it('moves to and from the archive', async () => {
    await orders.moveToArchive({ name: 'orders/3', isArchive: true })
    expect((await orders.getOrder({ name: 'orders/3' })).order?.isArchive).toBe(true)
    await orders.moveToArchive({ name: 'orders/3', isArchive: false })
    expect((await orders.getOrder({ name: 'orders/3' })).order?.isArchive).toBe(false)
    expect(await codeOf(orders.moveToArchive({ name: 'orders/999999', isArchive: true }))).toBe('not_found')
  })

  it('deletes an order without payments or invoices, and refuses otherwise', async () => {
    const vehicle = await freeVehicle()
    const created = await orders.createOrder({
      order: { customerName: 'customers/C1005', items: [{ itemName: vehicle, amount: usd(100) }] },
    })
    await orders.deleteOrder({ name: created.order?.name as string })
    expect(await codeOf(orders.getOrder({ name: created.order?.name as string }))).toBe('not_found')
    const refused = await errorOf(orders.deleteOrder({ name: 'orders/1' }))
    expect(codeName(refused.code)).toBe('failed_precondition')
    // Why, for the client to word: the record that uses it, as a reason and its parameters (no field at fault).
    const [why] = refused.findDetails(ErrorInfoSchema)
    expect(why?.reason).toMatch(/^USED_BY_(PAYMENT|INVOICE)$/)
    expect(why?.metadata['record']).toMatch(/^(payments|invoices)\/\d+$/)
    expect(refused.rawMessage).toMatch(/^orders\/1 is used by (payment|invoice) (payments|invoices)\/\d+/)
    expect(await codeOf(orders.deleteOrder({ name: 'order-1' }))).toBe('invalid_argument')
  })
})

describe('customer access', () => {
  it('filters lists to the customer and refuses other customers', async () => {
    const mine = clientOf(await customerToken())
    const res = await mine.listOrders({ perPage: 100 })
    expect(res.totalRows).toBeGreaterThan(0)
    expect(res.orders.every((o) => o.customerName === 'customers/C1001')).toBe(true)
    expect(await codeOf(mine.listOrders({ customerName: 'customers/C1002' }))).toBe('permission_denied')
    expect((await mine.listOrders({ customerName: 'customers/C1001' })).totalRows).toBe(res.totalRows)
    const other = (await orders.listOrders({ customerName: 'customers/C1002' })).orders[0]?.name as string
    expect(await codeOf(mine.getOrder({ name: other }))).toBe('permission_denied')
    expect(await codeOf(mine.moveToArchive({ name: other, isArchive: true }))).toBe('permission_denied')
    expect((await mine.getOrder({ name: 'orders/1' })).order?.customerName).toBe('customers/C1001')
  })
})

describe('service and discount types', () => {
  it('lists, gets, creates, updates and deletes service types', async () => {
    const list = await orders.listOrderServiceTypes({})
    expect(list.orderServiceTypes.map((t) => t.name)).toContain('orderServiceTypes/shipping')
    const indexes = list.orderServiceTypes.map((t) => t.orderIndex)
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b))
    expect(
      (await orders.getOrderServiceType({ name: 'orderServiceTypes/storage' })).orderServiceType
        ?.isApprovable,
    ).toBe(true)
    const created = await orders.createOrderServiceType({
      orderServiceType: { code: 'washing', displayName: 'Washing', isActive: true, orderIndex: 5 },
    })
    expect(created.orderServiceType?.name).toBe('orderServiceTypes/washing')
    expect(
      await codeOf(
        orders.createOrderServiceType({ orderServiceType: { code: 'washing', displayName: 'Again' } }),
      ),
    ).toBe('already_exists')
    expect(
      await codeOf(
        orders.createOrderServiceType({ orderServiceType: { code: 'Bad Code', displayName: 'x' } }),
      ),
    ).toBe('invalid_argument')
    const updated = await orders.updateOrderServiceType({
      name: 'orderServiceTypes/washing',
      orderServiceType: { displayName: 'Car wash', isApprovable: true },
    })
    expect(updated.orderServiceType?.displayName).toBe('Car wash')
    await orders.deleteOrderServiceType({ name: 'orderServiceTypes/washing' })
    expect(await codeOf(orders.getOrderServiceType({ name: 'orderServiceTypes/washing' }))).toBe('not_found')
    expect(await codeOf(orders.deleteOrderServiceType({ name: 'orderServiceTypes/shipping' }))).toBe(
      'failed_precondition',
    )
  })

  it('lists, gets, creates, updates and deletes discount types', async () => {
    expect((await orders.listOrderDiscountTypes({})).orderDiscountTypes.length).toBeGreaterThanOrEqual(5)
    expect(
      (await orders.getOrderDiscountType({ name: 'orderDiscountTypes/loyalty' })).orderDiscountType
        ?.displayName,
    ).toBe('Loyalty discount')
    await orders.createOrderDiscountType({
      orderDiscountType: { code: 'winter', displayName: 'Winter sale', isActive: true },
    })
    await orders.updateOrderDiscountType({
      name: 'orderDiscountTypes/winter',
      orderDiscountType: { displayName: 'Winter', isActive: false },
    })
    expect(
      (await orders.getOrderDiscountType({ name: 'orderDiscountTypes/winter' })).orderDiscountType?.isActive,
    ).toBe(false)
    await orders.deleteOrderDiscountType({ name: 'orderDiscountTypes/winter' })
    expect(await codeOf(orders.getOrderDiscountType({ name: 'orderDiscountTypes/winter' }))).toBe('not_found')
  })

  it('lets only admin change reference types', async () => {
    const mine = clientOf(await customerToken())
    expect((await mine.listOrderServiceTypes({})).orderServiceTypes.length).toBeGreaterThan(0)
    expect(
      await codeOf(
        mine.createOrderDiscountType({ orderDiscountType: { code: 'mine', displayName: 'Mine' } }),
      ),
    ).toBe('permission_denied')
  })
})
