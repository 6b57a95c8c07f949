import { timestampFromDate } from '@bufbuild/protobuf/wkt'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { InvoiceService, type Invoice } from '../../src/gen/cargo/services/invoices_pb'
import { OrderService, type Order } from '../../src/gen/cargo/services/orders_pb'
import { PaymentService, type Payment } from '../../src/gen/cargo/services/payments_pb'
import { CustomerService } from '../../src/gen/cargo/services/customers_pb'
import { adminToken, codeOf, customerToken, errorOf, startHarness, type Harness } from '../test-support'

vi.setConfig({ testTimeout: 30_000 })

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

describe('invoices', () => {
  it('lists with paging, sort, customer and order filters', async () => {
    const all = await invoices().listInvoices({})
    expect(all.totalRows).toBe(1500)
    expect(all.invoices).toHaveLength(10)
    const mine = await invoices().listInvoices({ customerName: 'customers/C1001', perPage: 100 })
    expect(mine.totalRows).toBeGreaterThan(0)
    expect(mine.invoices.every((i) => i.customerName === 'customers/C1001')).toBe(true)
    const ofOrder = await invoices().listInvoices({ orderName: 'orders/1' })
    expect(ofOrder.invoices.map((i) => i.name)).toEqual(['invoices/1'])
    const byAmount = await invoices().listInvoices({ sortColumn: 'amount', sort: 'desc', perPage: 20 })
    const values = byAmount.invoices.map((i) => money(i.amount))
    expect(values).toEqual([...values].sort((a, b) => b - a))
    expect(await codeOf(invoices().listInvoices({ sortColumn: 'nope' }))).toBe('invalid_argument')
  })

  it('searches by number, customer code and customer name, with the other filters', async () => {
    const first = (await invoices().getInvoice({ name: 'invoices/1' })).invoice as Invoice
    const byNumber = await invoices().listInvoices({ search: first.number.toLowerCase() })
    expect(byNumber.invoices.map((i) => i.name)).toContain('invoices/1')
    const mine = (await invoices().listInvoices({ customerName: 'customers/C1001' })).totalRows
    const byCode = await invoices().listInvoices({ search: 'c1001', perPage: 100 })
    expect(byCode.invoices.every((i) => i.customerName === 'customers/C1001')).toBe(true)
    expect(byCode.totalRows).toBe(mine)
    const customer = (await h.client(CustomerService, admin).getCustomer({ name: 'customers/C1001' }))
      .customer!
    const byName = await invoices().listInvoices({
      search: customer.displayName.toUpperCase(),
      customerName: customer.name,
    })
    expect(byName.totalRows).toBe(mine)
    expect((await invoices().listInvoices({ search: 'no invoice holds this text' })).totalRows).toBe(0)
    // Without a search the list is the whole list, as before the field existed.
    expect((await invoices().listInvoices({ search: '' })).totalRows).toBe(1500)
  })

  it('derives amount, paid and pending from items and payment lines', async () => {
    const { invoices: page } = await invoices().listInvoices({ perPage: 100 })
    const { payments: all } = await payments().listPayments({ perPage: 1000, sortColumn: 'id', sort: 'asc' })
    for (const invoice of page.slice(0, 30)) {
      expect(money(invoice.amount)).toBe(invoice.items.reduce((sum, i) => sum + money(i.amount), 0))
      const lines = all
        .filter((p) => p.status !== 'reverted' && p.status !== 'cancelled')
        .flatMap((p) => p.orders.filter((l) => l.invoiceName === invoice.name).map((l) => ({ l, p })))
      if (all.length === 1000 && Number(invoice.id) > 300) continue
      const paid = lines.filter(({ p }) => p.isApproved).reduce((s, { l }) => s + money(l.amount), 0)
      expect(money(invoice.paidAmount)).toBeGreaterThanOrEqual(paid)
    }
  })

  it('gets, creates, updates and deletes an invoice with remaining-amount checks', async () => {
    await h.api.reset()
    // An order with no invoice and no payment: every line can be billed in full (decision 0090).
    const clean = h.api.db.orders
      .all()
      .find(
        (o) =>
          o.items.length > 0 &&
          h.api.db.invoices.rowsBy('order', o.name).length === 0 &&
          h.api.db.payments.rowsBy('order', o.name).length === 0,
      )!
    const order = (await orders().getOrder({ name: clean.name })).order as Order
    expect((await invoices().listInvoices({ orderName: order.name })).totalRows).toBe(0)
    const item = order.items[0]
    const line = {
      orderName: order.name,
      itemName: item?.name as string,
      price: usd(money(item?.amount) - 100),
    }
    const created = (
      await invoices().createInvoice({ invoice: { customerName: order.customerName, items: [line] } })
    ).invoice as Invoice
    expect(created.number).toMatch(/^INV-\d{4}-\d{6}$/)
    expect(money(created.amount)).toBe(money(item?.amount) - 100)
    expect(created.status).toBe('issued')
    const over = await errorOf(
      invoices().createInvoice({
        invoice: { customerName: order.customerName, items: [{ ...line, price: usd(200) }] },
      }),
    )
    expect(over.rawMessage).toMatch(/^invoice\.items\.0\.amount: exceeds what remains/)
    const updated = await invoices().updateInvoice({
      name: created.name,
      invoice: {
        customerName: order.customerName,
        comment: 'fixed',
        items: [{ ...line, id: created.items[0]?.id ?? 0n }],
      },
    })
    expect(updated.invoice?.comment).toBe('fixed')
    expect(updated.invoice?.items[0]?.id).toBe(created.items[0]?.id)
    expect(
      await codeOf(invoices().createInvoice({ invoice: { customerName: 'customers/C1002', items: [line] } })),
    ).toBe('invalid_argument')
    expect(
      await codeOf(
        invoices().createInvoice({
          invoice: { customerName: order.customerName, invoiceTypeName: 'invoiceTypes/nope' },
        }),
      ),
    ).toBe('not_found')
    expect(
      await codeOf(
        invoices().createInvoice({
          invoice: { customerName: order.customerName, invoiceTypeName: 'invoiceTypes/legacy' },
        }),
      ),
    ).toBe('failed_precondition')
    await invoices().deleteInvoice({ name: created.name })
    expect(await codeOf(invoices().getInvoice({ name: created.name }))).toBe('not_found')
  })

  it('keeps invoice types and payees', async () => {
    const types = await invoices().listInvoiceTypes({})
    const standard = types.invoiceTypes.find((t) => t.name === 'invoiceTypes/standard')
    expect(standard?.logoUrl).toMatch(new RegExp(`^${h.baseUrl}/documents/\\d+/`))
    const logo = await fetch(standard?.logoUrl as string)
    expect(logo.headers.get('content-type')).toContain('image/svg+xml')
    await invoices().createInvoiceType({
      invoiceType: { code: 'export', displayName: 'Export invoice', isActive: true },
    })
    await invoices().updateInvoiceType({
      name: 'invoiceTypes/export',
      invoiceType: { displayName: 'Export' },
    })
    expect((await invoices().getInvoiceType({ name: 'invoiceTypes/export' })).invoiceType?.displayName).toBe(
      'Export',
    )
    await invoices().deleteInvoiceType({ name: 'invoiceTypes/export' })
    expect(await codeOf(invoices().deleteInvoiceType({ name: 'invoiceTypes/standard' }))).toBe(
      'failed_precondition',
    )

    expect((await invoices().listInvoicePayees({})).invoicePayees[0]?.countryName).toBe('countries/us')
    const payee = await invoices().createInvoicePayee({
      invoicePayee: {
        displayName: 'New bank',
        swift: 'DEUTDEFF',
        countryName: 'countries/de',
        isActive: true,
      },
    })
    expect(payee.invoicePayee?.name).toBe('invoicePayees/4')
    expect(
      await codeOf(invoices().createInvoicePayee({ invoicePayee: { displayName: 'Bad', swift: '12' } })),
    ).toBe('invalid_argument')
    await invoices().updateInvoicePayee({ name: 'invoicePayees/4', invoicePayee: { displayName: 'Renamed' } })
    expect((await invoices().getInvoicePayee({ name: 'invoicePayees/4' })).invoicePayee?.displayName).toBe(
      'Renamed',
    )
    await invoices().deleteInvoicePayee({ name: 'invoicePayees/4' })
    expect(await codeOf(invoices().getInvoicePayee({ name: 'invoicePayees/4' }))).toBe('not_found')
  })
})

describe('ListPayments', () => {
  it('defaults to newest first with a total amount of the filtered set', async () => {
    const res = await payments().listPayments({ perPage: 50 })
    expect(res.totalRows).toBe(3000)
    const dates = res.payments.map((p) => Number(p.date?.seconds))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const mine = await payments().listPayments({ customerName: 'customers/C1001', perPage: 1000 })
    expect(money(mine.totalAmount)).toBe(mine.payments.reduce((s, p) => s + money(p.amount), 0))
  })

  it('filters by order, status, type, creator, amount and dates', async () => {
    const ofOrder = await payments().listPayments({ orderName: 'orders/1', perPage: 100 })
    expect(ofOrder.totalRows).toBeGreaterThan(0)
    expect(ofOrder.payments.every((p) => p.orders.some((l) => l.orderName === 'orders/1'))).toBe(true)
    const reverted = await payments().listPayments({ status: 'reverted', perPage: 1000 })
    expect(reverted.totalRows).toBeGreaterThan(0)
    expect(reverted.payments.every((p) => p.status === 'reverted')).toBe(true)
    const wire = await payments().listPayments({ paymentTypeName: 'paymentTypes/wire', perPage: 1000 })
    expect(wire.payments.every((p) => p.paymentTypeName === 'paymentTypes/wire')).toBe(true)
    const byAdmin = await payments().listPayments({ createdBy: 'admin', perPage: 1000 })
    expect(byAdmin.payments.every((p) => p.createdBy === 'admin')).toBe(true)
    const sample = ofOrder.payments[0] as Payment
    const byAmount = await payments().listPayments({ amount: sample.amount, perPage: 1000 })
    expect(byAmount.payments.map((p) => p.name)).toContain(sample.name)
    expect(byAmount.payments.every((p) => money(p.amount) === money(sample.amount))).toBe(true)
    const from = new Date('2026-09-01T00:00:00Z')
    const to = new Date('2026-09-30T23:59:59Z')
    const sept = await payments().listPayments({
      dateFrom: timestampFromDate(from),
      dateTo: timestampFromDate(to),
      perPage: 1000,
    })
    expect(sept.totalRows).toBeGreaterThan(0)
    expect(
      sept.payments.every(
        (p) =>
          Number(p.date?.seconds) * 1000 >= from.getTime() && Number(p.date?.seconds) * 1000 <= to.getTime(),
      ),
    ).toBe(true)
    expect(
      await codeOf(
        payments().listPayments({ dateFrom: timestampFromDate(to), dateTo: timestampFromDate(from) }),
      ),
    ).toBe('invalid_argument')
  })

  it('filters approval; approved wins when both are set', async () => {
    const approved = await payments().listPayments({ approvedOnly: true, perPage: 1 })
    const unapproved = await payments().listPayments({ unapprovedOnly: true, perPage: 1000 })
    const both = await payments().listPayments({ approvedOnly: true, unapprovedOnly: true, perPage: 1 })
    expect(approved.totalRows + unapproved.totalRows).toBe(3000)
    expect(unapproved.payments.every((p) => !p.isApproved)).toBe(true)
    expect(both.totalRows).toBe(approved.totalRows)
  })

  it('searches', async () => {
    const res = await payments().listPayments({ search: 'payment #42', perPage: 100 })
    expect(res.payments.map((p) => p.name)).toContain('payments/42')
  })
})

describe('payment changes', () => {
  beforeEach(() => h.api.reset())

  it('creates a payment distributed over order lines and updates the order, invoice and customer', async () => {
    const order = (await orders().getOrder({ name: 'orders/2' })).order as Order
    const customers = h.client(CustomerService, admin)
    const before = (await customers.getCustomer({ name: order.customerName })).customer
    const line = order.items[0]
    const open = money(order.toBePaidAmount)
    expect(open).toBeGreaterThan(100)
    const payment = (
      await payments().createPayment({
        payment: {
          customerName: order.customerName,
          paymentTypeName: 'paymentTypes/wire',
          amount: usd(100),
          isApproved: true,
          orders: [{ orderName: order.name, amount: usd(100) }],
        },
      })
    ).payment as Payment
    expect(payment.createdBy).toBe('admin')
    expect(money(payment.paidAmount)).toBe(100)
    const after = (await orders().getOrder({ name: order.name })).order as Order
    expect(money(after.paidAmount)).toBe(money(order.paidAmount) + 100)
    expect(money(after.toBePaidAmount)).toBe(open - 100)
    const customerAfter = (await customers.getCustomer({ name: order.customerName })).customer
    expect(money(customerAfter?.balance)).toBe(money(before?.balance) - 100)
    expect(line).toBeDefined()
  })

  it('refuses lines above the payment or above what remains, changing nothing', async () => {
    const order = (await orders().getOrder({ name: 'orders/2' })).order as Order
    const base = { customerName: order.customerName, paymentTypeName: 'paymentTypes/cash' }
    const exceed = await errorOf(
      payments().createPayment({
        payment: { ...base, amount: usd(50), orders: [{ orderName: order.name, amount: usd(100) }] },
      }),
    )
    expect(exceed.code).toBe(3)
    expect(exceed.rawMessage).toMatch(/^payment\.amount: /)
    const huge = money(order.amount) * 2
    const remaining = await errorOf(
      payments().createPayment({
        payment: { ...base, amount: usd(huge), orders: [{ orderName: order.name, amount: usd(huge) }] },
      }),
    )
    expect(remaining.rawMessage).toMatch(/^payment\.orders\.0\.amount: exceeds what remains/)
    const service = order.services[0]
    const onService = await errorOf(
      payments().createPayment({
        payment: {
          ...base,
          amount: usd(huge),
          orders: [
            {
              orderName: order.name,
              itemName: service?.name as string,
              amount: usd(money(service?.amount) + 1),
            },
          ],
        },
      }),
    )
    expect(onService.rawMessage).toMatch(/^payment\.orders\.0\.amount/)
    expect(
      await codeOf(
        payments().createPayment({ payment: { ...base, paymentTypeName: 'paymentTypes/crypto' } }),
      ),
    ).toBe('failed_precondition')
    expect(
      await codeOf(
        payments().createPayment({
          payment: { ...base, orders: [{ orderName: 'orders/999999', amount: usd(1) }] },
        }),
      ),
    ).toBe('not_found')
    expect((await payments().listPayments({})).totalRows).toBe(3000)
  })

  it('updates and deletes a payment, recomputing the order', async () => {
    const order = (await orders().getOrder({ name: 'orders/6' })).order as Order
    const created = (
      await payments().createPayment({
        payment: {
          customerName: order.customerName,
          paymentTypeName: 'paymentTypes/card',
          amount: usd(300),
          orders: [{ orderName: order.name, amount: usd(300) }],
        },
      })
    ).payment as Payment
    expect(money((await orders().getOrder({ name: order.name })).order?.pendingAmount)).toBe(
      money(order.pendingAmount) + 300,
    )
    const updated = await payments().updatePayment({
      name: created.name,
      payment: {
        customerName: order.customerName,
        paymentTypeName: 'paymentTypes/card',
        amount: usd(300),
        isApproved: true,
        orders: [{ orderName: order.name, amount: usd(200) }],
      },
    })
    expect(updated.payment?.isApproved).toBe(true)
    expect(money((await orders().getOrder({ name: order.name })).order?.paidAmount)).toBe(
      money(order.paidAmount) + 200,
    )
    await payments().deletePayment({ name: created.name })
    expect(money((await orders().getOrder({ name: order.name })).order?.paidAmount)).toBe(
      money(order.paidAmount),
    )
  })

  it('is idempotent with X-RequestId', async () => {
    const order = (await orders().getOrder({ name: 'orders/6' })).order as Order
    const body = {
      payment: {
        customerName: order.customerName,
        paymentTypeName: 'paymentTypes/cash',
        amount: usd(10),
        orders: [{ orderName: order.name, amount: usd(10) }],
      },
    }
    const client = h.client(PaymentService, admin, { requestId: 'pay-1' })
    const a = await client.createPayment(body)
    const b = await client.createPayment(body)
    expect(b.payment?.name).toBe(a.payment?.name)
    expect((await payments().listPayments({})).totalRows).toBe(3001)
    expect(await codeOf(client.createPayment({ payment: { ...body.payment, comment: 'different' } }))).toBe(
      'already_exists',
    )
  })

  it('keeps payment types and lists employees', async () => {
    expect((await payments().listPaymentTypes({})).paymentTypes.map((t) => t.code)).toContain('wire')
    expect((await payments().getPaymentType({ name: 'paymentTypes/cash' })).paymentType?.displayName).toBe(
      'Cash',
    )
    await payments().createPaymentType({
      paymentType: { code: 'paypal', displayName: 'PayPal', isActive: true },
    })
    await payments().updatePaymentType({
      name: 'paymentTypes/paypal',
      paymentType: { displayName: 'PayPal (business)', isActive: true },
    })
    expect((await payments().getPaymentType({ name: 'paymentTypes/paypal' })).paymentType?.displayName).toBe(
      'PayPal (business)',
    )
    await payments().deletePaymentType({ name: 'paymentTypes/paypal' })
    expect(await codeOf(payments().deletePaymentType({ name: 'paymentTypes/wire' }))).toBe(
      'failed_precondition',
    )
    const employees = await payments().listPaymentEmployees({})
    expect(employees.employees.map((e) => e.login)).toContain('admin')
  })
})

describe('customer access to finance', () => {
  it('sees only its own invoices and payments', async () => {
    const token = await customerToken()
    const mine = h.client(PaymentService, token)
    const res = await mine.listPayments({ perPage: 100 })
    expect(res.totalRows).toBeGreaterThan(0)
    expect(res.payments.every((p) => p.customerName === 'customers/C1001')).toBe(true)
    expect(await codeOf(mine.listPayments({ customerName: 'customers/C1002' }))).toBe('permission_denied')
    const other = (await payments().listPayments({ customerName: 'customers/C1002' })).payments[0]
      ?.name as string
    expect(await codeOf(mine.getPayment({ name: other }))).toBe('permission_denied')
    const myInvoices = await h.client(InvoiceService, token).listInvoices({ perPage: 100 })
    expect(myInvoices.invoices.every((i) => i.customerName === 'customers/C1001')).toBe(true)
    expect(await codeOf(mine.listPaymentEmployees({}))).toBe('permission_denied')
  })
})

describe("a customer's order counts", () => {
  it('agree with the order lists its page shows: current (not archived) and archived', async () => {
    const customers = h.client(CustomerService, admin)
    const { customer } = await customers.getCustomer({ name: 'customers/C1001' })
    const listed = async (isArchive: boolean) =>
      (await orders().listOrders({ customerName: 'customers/C1001', isArchive, perPage: 1 })).totalRows
    const [current, archived] = [await listed(false), await listed(true)]
    // The seed gives C1001 archived orders, so the two rules (all orders, the current list) differ.
    expect(archived).toBeGreaterThan(0)
    expect({ all: customer!.orderCount, archived: customer!.archivedOrderCount }).toEqual({
      all: current + archived,
      archived,
    })
    expect(customer!.activeOrderCount).toBeLessThanOrEqual(current)
  })
})
