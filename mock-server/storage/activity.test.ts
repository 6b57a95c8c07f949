import { timestampDate, timestampFromDate, type Timestamp } from '@bufbuild/protobuf/wkt'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApprovalService } from '../../src/gen/cargo/services/approvals_pb'
import { CustomerService } from '../../src/gen/cargo/services/customers_pb'
import { InvoiceService, type Invoice } from '../../src/gen/cargo/services/invoices_pb'
import { OrderService, type Order } from '../../src/gen/cargo/services/orders_pb'
import { PaymentService } from '../../src/gen/cargo/services/payments_pb'
import { SEED_TODAY } from '../seed/rng'
import { adminToken, customerToken, startHarness, type Harness } from '../test-support'

vi.setConfig({ testTimeout: 30_000 })

/** Activity (issue 16): who created and last changed a record and when, set by the server only. */

let h: Harness
let admin: string
let customer: string
const usd = (cents: number) => ({ value: BigInt(cents), currencyName: 'currencies/usd', exponent: -2 })
const time = (t: Timestamp | undefined) => (t ? timestampDate(t).getTime() : Number.NaN)

interface Activity {
  createTime?: Timestamp
  createdBy: string
  updateTime?: Timestamp
  updatedBy: string
}

/** What a client tries to set: the server must ignore it. */
const FORGED = {
  createTime: timestampFromDate(new Date('2001-01-01T00:00:00Z')),
  createdBy: 'mallory',
  updateTime: timestampFromDate(new Date('2001-01-02T00:00:00Z')),
  updatedBy: 'mallory',
}

/** Runs `write` and checks the record's last change is `by`, between the call's start and end. */
async function expectWrittenBy<T extends Activity>(by: string, write: () => Promise<T>, before?: Activity) {
  const start = Date.now()
  const record = await write()
  const end = Date.now()
  expect(record.updatedBy).toBe(by)
  expect(time(record.updateTime)).toBeGreaterThanOrEqual(start - 1000)
  expect(time(record.updateTime)).toBeLessThanOrEqual(end + 1000)
  if (before) {
    // The creation never changes after.
    expect(record.createdBy).toBe(before.createdBy)
    expect(time(record.createTime)).toBe(time(before.createTime))
  } else {
    expect(record.createdBy).toBe(by)
    expect(time(record.createTime)).toBe(time(record.updateTime))
  }
  return record
}

beforeAll(async () => {
  h = await startHarness()
  admin = await adminToken()
  customer = await customerToken('c1001')
})
afterAll(() => h.close())
beforeEach(() => h.api.reset())

describe('seeded activity', () => {
  const plausible = (records: Activity[], kind: string) => {
    expect(records.length, kind).toBeGreaterThan(5)
    for (const r of records) {
      expect(r.createdBy).not.toBe('')
      expect(r.updatedBy).not.toBe('')
      expect(time(r.updateTime)).toBeGreaterThanOrEqual(time(r.createTime))
      expect(time(r.updateTime)).toBeLessThanOrEqual(SEED_TODAY.getTime())
    }
    // Some records were changed after their creation, some not.
    expect(
      records.some((r) => time(r.updateTime) > time(r.createTime)),
      kind,
    ).toBe(true)
    expect(
      records.some((r) => time(r.updateTime) === time(r.createTime)),
      kind,
    ).toBe(true)
  }

  it('gives every order, invoice, payment and customer a plausible creation and last change', async () => {
    const orders = (await h.client(OrderService, admin).listOrders({ perPage: 50 })).orders
    const invoices = (await h.client(InvoiceService, admin).listInvoices({ perPage: 50 })).invoices
    const payments = (
      await h.client(PaymentService, admin).listPayments({ perPage: 50, sortColumn: 'id', sort: 'asc' })
    ).payments
    const customers = (await h.client(CustomerService, admin).listCustomers({ perPage: 50 })).customers
    for (const [kind, list] of Object.entries({ orders, invoices, payments, customers }))
      plausible(list, kind)
    // An invoice is created on its date; a payment after it was received.
    for (const invoice of invoices) expect(time(invoice.createTime)).toBe(time(invoice.date))
    for (const payment of payments)
      expect(time(payment.createTime)).toBeGreaterThanOrEqual(time(payment.date))
  })

  it('is the same after a reset (from the seed, not the clock)', async () => {
    const get = async () =>
      (await h.client(OrderService, admin).getOrder({ name: 'orders/1' })).order as Order
    const first = await get()
    await h.api.reset()
    const again = await get()
    expect([again.createdBy, time(again.createTime), again.updatedBy, time(again.updateTime)]).toEqual([
      first.createdBy,
      time(first.createTime),
      first.updatedBy,
      time(first.updateTime),
    ])
  })

  it('shows the demo customer as last changed by itself', async () => {
    const c1001 = (await h.client(CustomerService, customer).getCustomer({ name: 'customers/C1001' }))
      .customer
    expect(c1001?.createdBy).toBe('admin')
    expect(c1001?.updatedBy).toBe('c1001')
  })
})

describe('orders', () => {
  it('create sets both from the caller; updates, archive and approvals set the last change only', async () => {
    const orders = h.client(OrderService, admin)
    const created = await expectWrittenBy('admin', async () => {
      const res = await orders.createOrder({
        order: { customerName: 'customers/C1001', comment: 'new', ...FORGED },
      })
      return res.order as Order
    })
    const mine = h.client(OrderService, customer)
    const edited = await expectWrittenBy(
      'c1001',
      async () =>
        (await mine.updateOrder({ name: created.name, order: { ...created, comment: 'edited', ...FORGED } }))
          .order as Order,
      created,
    )
    await expectWrittenBy(
      'admin',
      async () => {
        await orders.moveToArchive({ name: created.name, isArchive: true })
        return (await orders.getOrder({ name: created.name })).order as Order
      },
      edited,
    )
  })

  it('approving a service of an order is a change of the order', async () => {
    const orders = h.client(OrderService, admin)
    const page = await orders.listOrders({ perPage: 300 })
    const service = page.orders
      .flatMap((o) => o.services)
      .find((s) => s.isTypeApprovable && !s.isApproved) as Order['services'][number]
    const orderName = service.name.split('/services/')[0] as string
    const before = (await orders.getOrder({ name: orderName })).order as Order
    await expectWrittenBy(
      'admin',
      async () => {
        await h.client(ApprovalService, admin).createApproval({ approval: { entityName: service.name } })
        return (await orders.getOrder({ name: orderName })).order as Order
      },
      before,
    )
  })
})

describe('invoices, payments and customers', () => {
  it('an invoice: created and changed by the caller, forged activity ignored', async () => {
    const invoices = h.client(InvoiceService, admin)
    const order = (await h.client(OrderService, admin).getOrder({ name: 'orders/4' })).order as Order
    const item = order.items[0]!
    const line = { orderName: order.name, itemName: item.name, price: usd(100) }
    const created = await expectWrittenBy(
      'admin',
      async () =>
        (
          await invoices.createInvoice({
            invoice: { customerName: order.customerName, items: [line], ...FORGED },
          })
        ).invoice as Invoice,
    )
    await expectWrittenBy(
      'admin',
      async () =>
        (
          await invoices.updateInvoice({
            name: created.name,
            invoice: { ...created, comment: 'x', ...FORGED },
          })
        ).invoice as Invoice,
      created,
    )
  })

  it('a payment recorded by a customer names the customer', async () => {
    const payments = h.client(PaymentService, customer)
    const created = await expectWrittenBy('c1001', async () => {
      const res = await payments.createPayment({
        payment: {
          customerName: 'customers/C1001',
          paymentTypeName: 'paymentTypes/wire',
          amount: usd(100),
          ...FORGED,
        },
      })
      return res.payment!
    })
    await expectWrittenBy(
      'admin',
      async () =>
        (
          await h
            .client(PaymentService, admin)
            .updatePayment({ name: created.name, payment: { ...created, comment: 'checked', ...FORGED } })
        ).payment!,
      created,
    )
  })

  it('a customer: created by staff, then changed by the customer itself', async () => {
    const staff = h.client(CustomerService, admin)
    const created = await expectWrittenBy('admin', async () => {
      const res = await staff.createCustomer({ customer: { firstName: 'Nino', lastName: 'K', ...FORGED } })
      return res.customer!
    })
    const own = (await h.client(CustomerService, customer).getCustomer({ name: 'customers/C1001' })).customer!
    await expectWrittenBy(
      'c1001',
      async () =>
        (
          await h
            .client(CustomerService, customer)
            .updateCustomer({ name: own.name, customer: { ...own, phone: '+374 10 000000', ...FORGED } })
        ).customer!,
      own,
    )
    expect(created.name).not.toBe(own.name)
  })
})
