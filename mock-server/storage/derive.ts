import { deriveCustomerTotals } from '../../src/domain/customers'
import {
  deriveInvoicePayments,
  deriveInvoiceStatus,
  invoiceAmount,
  isAutoInvoiceStatus,
  remainingOnInvoice,
} from '../../src/domain/invoices'
import { usd } from '../../src/domain/money'
import { withOrderTotals } from '../../src/domain/orders'
import type { Db } from './db'
import { SEED_TODAY } from '../seed/rng'

/** The mock's "today" for due dates: the seed's, so seeded invoices stay as overdue as they were seeded. */
export const DUE_TODAY = SEED_TODAY

/** Re-derives an order's money figures from its lines and the payments that name it. */
export function recomputeOrder(db: Db, orderName: string): void {
  const order = db.orders.get(orderName)
  if (order) db.orders.put(withOrderTotals(order, db.payments.rowsBy('order', orderName)))
}

/** Re-derives an invoice's amount, paid and pending amounts (and its automatic status). */
export function recomputeInvoice(db: Db, invoiceName: string): void {
  const invoice = db.invoices.get(invoiceName)
  if (!invoice) return
  const zero = invoice.items[0]?.amount ?? invoice.amount ?? usd(0)
  const amount = invoiceAmount(invoice.items, { ...zero, value: 0 })
  const { paidAmount, pendingAmount } = deriveInvoicePayments(
    { name: invoice.name, amount },
    db.payments.rowsBy('invoice', invoiceName),
  )
  const status = deriveInvoiceStatus({ ...invoice, amount, paidAmount, pendingAmount }, DUE_TODAY)
  db.invoices.put({ ...invoice, amount, paidAmount, pendingAmount, status })
}

/**
 * Re-derives a customer's counts and totals (domain `deriveCustomerTotals`), its payment status
 * (`paid` when nothing is to be paid, `overdue` when an open invoice is past due, else `unpaid`) and
 * payment due date (the earliest due date of its open invoices).
 */
export function recomputeCustomer(db: Db, customerName: string): void {
  const customer = db.customers.get(customerName)
  if (!customer) return
  const totals = deriveCustomerTotals(
    customerName,
    db.orders.rowsBy('customer', customerName),
    db.payments.rowsBy('customer', customerName),
  )
  let due: Date | null = null
  for (const invoice of db.invoices.rowsBy('customer', customerName)) {
    if (!invoice.dueDate || !isAutoInvoiceStatus(invoice.status)) continue
    if (remainingOnInvoice(invoice).value <= 0) continue
    if (!due || invoice.dueDate < due) due = invoice.dueDate
  }
  const paymentStatus = totals.balance.value <= 0 ? 'paid' : due && due < DUE_TODAY ? 'overdue' : 'unpaid'
  db.customers.put({
    ...customer,
    ...totals,
    paymentStatus,
    paymentDueDate: totals.balance.value > 0 ? due : null,
  })
}

/** After a change touching these orders, invoices and customers, re-derive all of them (orders first). */
export function recompute(
  db: Db,
  touched: { orders?: Iterable<string>; invoices?: Iterable<string>; customers?: Iterable<string> },
): void {
  const customers = new Set(touched.customers ?? [])
  for (const name of new Set(touched.orders ?? [])) {
    recomputeOrder(db, name)
    const order = db.orders.get(name)
    if (order) customers.add(order.customerName)
  }
  for (const name of new Set(touched.invoices ?? [])) {
    recomputeInvoice(db, name)
    const invoice = db.invoices.get(name)
    if (invoice) customers.add(invoice.customerName)
  }
  for (const name of customers) recomputeCustomer(db, name)
}

/** Everything (after seeding). */
export function recomputeAll(db: Db): void {
  for (const name of db.orders.names()) recomputeOrder(db, name)
  for (const name of db.invoices.names()) recomputeInvoice(db, name)
  for (const name of db.customers.names()) recomputeCustomer(db, name)
}
