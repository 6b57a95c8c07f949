import { timestampFromDate } from '@bufbuild/protobuf/wkt'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatMoney, usd as domainUsd } from '../../src/domain/money'
import { InvoiceService, type Invoice } from '../../src/gen/cargo/services/invoices_pb'
import { OrderService, type Order } from '../../src/gen/cargo/services/orders_pb'
import { PaymentService, type Payment } from '../../src/gen/cargo/services/payments_pb'
import { adminToken, errorOf, startHarness, type Harness } from '../test-support'

vi.setConfig({ testTimeout: 30_000 })

/**
 * Payments settle invoices (issue 30): a payment line set against an invoice may not go above what remains on
 * it, and the invoice's paid, pending and status follow the payment lines against it.
 */
let h: Harness
let admin: string
const usd = (cents: number) => ({ value: BigInt(cents), currencyName: 'currencies/usd', exponent: -2 })
const money = (m: { value: bigint } | undefined) => Number(m?.value ?? 0)
const invoices = () => h.client(InvoiceService, admin)
const payments = () => h.client(PaymentService, admin)
const orders = () => h.client(OrderService, admin)

beforeAll(async () => {
  h = await startHarness()
  admin = await adminToken()
})
afterAll(() => h.close())
beforeEach(() => h.api.reset())

/** A seeded order with no invoice and no payment, two payable lines of at least $100 and a discount-free total. */
async function cleanOrder(): Promise<Order> {
  const found = h.api.db.orders
    .all()
    .find(
      (o) =>
        h.api.db.invoices.rowsBy('order', o.name).length === 0 &&
        h.api.db.payments.rowsBy('order', o.name).length === 0 &&
        o.discounts.length === 0 &&
        [...o.items, ...o.services].filter((l) => l.amount.value >= 100_00).length >= 2,
    )
  if (!found) throw new Error('the seed has no clean order')
  return (await orders().getOrder({ name: found.name })).order as Order
}

/** An invoice on `order` billing $100 of each of its first two lines ($200), due on `due`. */
async function invoiceOn(order: Order, due: Date): Promise<{ invoice: Invoice; lines: string[] }> {
  const lines = [...order.items, ...order.services]
    .filter((l) => money(l.amount) >= 100_00)
    .slice(0, 2)
    .map((l) => l.name)
  const date = new Date(due.getTime() - 14 * 86_400_000)
  const invoice = (
    await invoices().createInvoice({
      invoice: {
        customerName: order.customerName,
        date: timestampFromDate(date),
        dueDate: timestampFromDate(due),
        items: lines.map((itemName) => ({ orderName: order.name, itemName, price: usd(100_00) })),
      },
    })
  ).invoice as Invoice
  return { invoice, lines }
}

const pay = (
  order: Order,
  lines: { invoiceName?: string; itemName?: string; amount: number }[],
  more: { isApproved?: boolean } = {},
) =>
  payments().createPayment({
    payment: {
      customerName: order.customerName,
      paymentTypeName: 'paymentTypes/wire',
      amount: usd(lines.reduce((sum, l) => sum + l.amount, 0)),
      orders: lines.map((l) => ({ orderName: order.name, ...l, amount: usd(l.amount) })),
      ...more,
    },
  })

const invoiceNow = async (name: string) => (await invoices().getInvoice({ name })).invoice as Invoice

describe('payments against invoices', () => {
  it('refuses a line above what remains on its invoice line, naming the line and the remaining, changing nothing', async () => {
    const order = await cleanOrder()
    const { invoice, lines } = await invoiceOn(order, new Date('2026-12-31T00:00:00Z'))
    await pay(order, [{ invoiceName: invoice.name, itemName: lines[0], amount: 30_00 }])
    const before = (await payments().listPayments({})).totalRows
    const over = await errorOf(pay(order, [{ invoiceName: invoice.name, itemName: lines[0], amount: 70_01 }]))
    expect(over.code).toBe(3) // invalid_argument
    expect(over.rawMessage).toBe(
      `payment.orders.0.amount: exceeds what remains to pay on its invoice (${formatMoney(domainUsd(70_00))})`,
    )
    // The whole invoice: $200 less the $30 paid leaves $170; two lines of one payment share it.
    const whole = await errorOf(
      pay(order, [
        { invoiceName: invoice.name, itemName: lines[1], amount: 100_00 },
        { invoiceName: invoice.name, amount: 70_01 },
      ]),
    )
    expect(whole.rawMessage).toMatch(
      /^payment\.orders\.1\.amount: exceeds what remains to pay on its invoice \(\$70\.00\)/,
    )
    // An invoice that does not bill the order line named is refused too.
    const notBilled = [...order.items, ...order.services].find((l) => !lines.includes(l.name))
    if (notBilled) {
      const wrong = await errorOf(
        pay(order, [{ invoiceName: invoice.name, itemName: notBilled.name, amount: 1 }]),
      )
      expect(wrong.rawMessage).toMatch(/^payment\.orders\.0\.invoice_name: /)
    }
    expect((await payments().listPayments({})).totalRows).toBe(before)
    const after = await invoiceNow(invoice.name)
    expect([money(after.paidAmount), money(after.pendingAmount)]).toEqual([0, 30_00])
    // Exactly the remaining is accepted.
    await pay(order, [{ invoiceName: invoice.name, itemName: lines[0], amount: 70_00 }])
    expect(money((await invoiceNow(invoice.name)).pendingAmount)).toBe(100_00)
  })

  it('derives paid, pending and the status from the lines against the invoice, and approval moves pending to paid', async () => {
    const order = await cleanOrder()
    const { invoice, lines } = await invoiceOn(order, new Date('2026-12-31T00:00:00Z'))
    expect(invoice.status).toBe('issued')
    const first = (await pay(order, [{ invoiceName: invoice.name, itemName: lines[0], amount: 100_00 }]))
      .payment as Payment
    let now = await invoiceNow(invoice.name)
    expect([money(now.paidAmount), money(now.pendingAmount), now.status]).toEqual([0, 100_00, 'issued'])
    const approve = (payment: Payment) =>
      payments().updatePayment({ name: payment.name, payment: { ...payment, isApproved: true } })
    await approve(first)
    now = await invoiceNow(invoice.name)
    expect([money(now.paidAmount), money(now.pendingAmount), now.status]).toEqual([
      100_00,
      0,
      'partially_paid',
    ])
    const second = (await pay(order, [{ invoiceName: invoice.name, itemName: lines[1], amount: 100_00 }]))
      .payment as Payment
    expect((await invoiceNow(invoice.name)).status).toBe('partially_paid')
    await approve(second)
    now = await invoiceNow(invoice.name)
    expect([money(now.paidAmount), money(now.pendingAmount), now.status]).toEqual([200_00, 0, 'paid'])
  })

  it('marks an invoice overdue past its due date while something remains, and paid once paid', async () => {
    const order = await cleanOrder()
    const { invoice, lines } = await invoiceOn(order, new Date('2026-10-01T00:00:00Z'))
    expect(invoice.status).toBe('overdue')
    const payment = (
      await pay(order, [
        { invoiceName: invoice.name, itemName: lines[0], amount: 100_00 },
        { invoiceName: invoice.name, itemName: lines[1], amount: 50_00 },
      ])
    ).payment as Payment
    expect((await invoiceNow(invoice.name)).status).toBe('overdue')
    await payments().updatePayment({
      name: payment.name,
      payment: {
        customerName: order.customerName,
        paymentTypeName: payment.paymentTypeName,
        isApproved: true,
        amount: usd(200_00),
        orders: [
          { orderName: order.name, invoiceName: invoice.name, itemName: lines[0], amount: usd(100_00) },
          { orderName: order.name, invoiceName: invoice.name, itemName: lines[1], amount: usd(100_00) },
        ],
      },
    })
    expect((await invoiceNow(invoice.name)).status).toBe('paid')
  })

  it('stops counting a reverted or cancelled payment, and the invoice goes back', async () => {
    const order = await cleanOrder()
    const { invoice, lines } = await invoiceOn(order, new Date('2026-10-01T00:00:00Z'))
    const payment = (
      await pay(
        order,
        [
          { invoiceName: invoice.name, itemName: lines[0], amount: 100_00 },
          { invoiceName: invoice.name, itemName: lines[1], amount: 100_00 },
        ],
        { isApproved: true },
      )
    ).payment as Payment
    expect((await invoiceNow(invoice.name)).status).toBe('paid')
    let current = payment
    for (const status of ['reverted', 'cancelled']) {
      // Each change is made over the payment as the last one left it (its etag, decision 0130).
      current = (await payments().updatePayment({ name: payment.name, payment: { ...current, status } }))
        .payment as Payment
      const now = await invoiceNow(invoice.name)
      expect([money(now.paidAmount), money(now.pendingAmount), now.status]).toEqual([0, 0, 'overdue'])
      const orderNow = (await orders().getOrder({ name: order.name })).order as Order
      expect(money(orderNow.paidAmount)).toBe(money(order.paidAmount))
    }
    // Its money is free again: another payment may take the whole invoice.
    await pay(order, [{ invoiceName: invoice.name, amount: 200_00 }], { isApproved: true })
    expect((await invoiceNow(invoice.name)).status).toBe('paid')
  })

  it('refuses an invoice change that would bill less than the payments set against it', async () => {
    const order = await cleanOrder()
    const { invoice, lines } = await invoiceOn(order, new Date('2026-12-31T00:00:00Z'))
    await pay(order, [{ invoiceName: invoice.name, itemName: lines[0], amount: 80_00 }])
    const lower = await errorOf(
      invoices().updateInvoice({
        name: invoice.name,
        invoice: {
          customerName: invoice.customerName,
          items: invoice.items.map((item, index) => ({
            id: item.id,
            orderName: item.orderName,
            itemName: item.itemName,
            price: usd(index === 0 ? 79_99 : 100_00),
          })),
        },
      }),
    )
    expect(lower.rawMessage).toMatch(/^invoice\.items\.0\.amount: bills less than the payments set against/)
    expect(money((await invoiceNow(invoice.name)).amount)).toBe(200_00)
  })
})

describe('discount lines on invoices', () => {
  it("accepts a partial discount and refuses an over-discount or a positive one, with the form's message", async () => {
    const found = h.api.db.orders
      .all()
      .find(
        (o) =>
          h.api.db.invoices.rowsBy('order', o.name).length === 0 &&
          h.api.db.payments.rowsBy('order', o.name).length === 0 &&
          o.discounts.length > 0 &&
          (o.items[0]?.amount.value ?? 0) >= 4 * o.discounts[0]!.amount.value,
      )
    if (!found) throw new Error('the seed has no uninvoiced, unpaid order with a discount and a larger item')
    const discount = found.discounts[0]!
    const full = discount.amount.value
    const line = (cents: number) => ({ orderName: found.name, itemName: discount.name, price: usd(cents) })
    // Each invoice also bills part of the order's item, so none totals below zero (decision 0030).
    const item = { orderName: found.name, itemName: found.items[0]!.name, price: usd(2 * full) }
    const create = (cents: number) =>
      invoices().createInvoice({ invoice: { customerName: found.customerName, items: [line(cents), item] } })
    const over = await errorOf(create(-(full + 1)))
    expect(over.code).toBe(3)
    expect(over.rawMessage).toBe(
      `invoice.items.0.amount: exceeds what remains to bill on its order line (${formatMoney(domainUsd(-full))})`,
    )
    expect((await errorOf(create(1))).rawMessage).toMatch(/^invoice\.items\.0\.amount: must have the sign/)
    const partial = (await create(-Math.floor(full / 2))).invoice as Invoice
    expect(money(partial.amount)).toBe(2 * full - Math.floor(full / 2))
    // What is left of the discount may be billed, not a cent more.
    const rest = full - Math.floor(full / 2)
    expect((await errorOf(create(-(rest + 1)))).rawMessage).toMatch(/exceeds what remains to bill/)
    expect(money(((await create(-rest)).invoice as Invoice).amount)).toBe(2 * full - rest)
  })
})

describe('order lines paid outside invoices (decision 0090)', () => {
  it('bills only what is neither invoiced nor paid: money received on a line without an invoice is not billed again', async () => {
    const order = await cleanOrder()
    const line = [...order.items, ...order.services].find((l) => money(l.amount) >= 100_00)!
    const total = money(line.amount)
    // $40.00 received on the line, pending, set against no invoice.
    const received = (await pay(order, [{ itemName: line.name, amount: 40_00 }])).payment as Payment
    const bill = (cents: number) =>
      invoices().createInvoice({
        invoice: {
          customerName: order.customerName,
          items: [{ orderName: order.name, itemName: line.name, price: usd(cents) }],
        },
      })
    const whole = await errorOf(bill(total))
    expect(whole.code).toBe(3)
    expect(whole.rawMessage).toBe(
      `invoice.items.0.amount: exceeds what remains to bill on its order line (${formatMoney(domainUsd(total - 40_00))})`,
    )
    expect(h.api.db.invoices.rowsBy('order', order.name)).toEqual([])
    const invoice = (await bill(total - 40_00)).invoice as Invoice
    expect(money(invoice.amount)).toBe(total - 40_00)
    // Reverted, the $40.00 is owed again and may be billed.
    await payments().updatePayment({ name: received.name, payment: { ...received, status: 'reverted' } })
    expect(money(((await bill(40_00)).invoice as Invoice).amount)).toBe(40_00)
  })

  it('refuses to bill a line of the seeded order 4 that was paid in full without an invoice', async () => {
    const order = (await orders().getOrder({ name: 'orders/4' })).order as Order
    expect(money(order.toBePaidAmount)).toBe(0)
    const refused = await errorOf(
      invoices().createInvoice({
        invoice: {
          customerName: order.customerName,
          items: [{ orderName: order.name, itemName: 'orders/4/services/1', price: usd(1) }],
        },
      }),
    )
    expect(refused.rawMessage).toBe(
      'invoice.items.0.amount: exceeds what remains to bill on its order line ($0.00)',
    )
  })
})
