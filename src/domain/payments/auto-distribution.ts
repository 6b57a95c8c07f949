import type { Money } from '../money'
import { remainingOnInvoiceLines, type PayableInvoice } from './invoice-line-remaining'
import { remainingOnPaymentLines, type PayableOrder } from './line-remaining'
import type { Payment, PaymentOrder } from './payment'

/** Where a distribution line may go: an order, optionally one of its lines and an invoice billing it. */
export interface DistributionTarget {
  orderName: string
  itemName: string
  invoiceName: string
}

/** A proposed distribution line. */
export interface ProposedLine extends DistributionTarget {
  amount: Money
}

/** What the remaining rules need to know: the orders, invoices and payments around an edited payment. */
export interface DistributionContext {
  orders: ReadonlyMap<string, PayableOrder>
  invoices: ReadonlyMap<string, PayableInvoice>
  /** Payments on these orders and invoices (the saved one among them or not). */
  payments: readonly Pick<Payment, 'name' | 'status' | 'isApproved' | 'isApprovedRefund' | 'orders'>[]
  /** The payment being edited, when it is saved already. */
  saved?: Pick<Payment, 'name' | 'status' | 'isApproved' | 'orders'>
}

const PROBE = '\u0000probe'

/**
 * How much `target` may still take after the lines `before` of the same payment: the smaller of what remains
 * on its order (and order line) and, when it names an invoice, on that invoice (and invoice line); zero when
 * the order is unknown. The rules are the ones the server checks (`remainingOnPaymentLines`,
 * `remainingOnInvoiceLines`); a saved payment that is reverted or cancelled gives nothing back.
 */
export function roomOnTarget(
  before: readonly ProposedLine[],
  target: DistributionTarget,
  context: DistributionContext,
): Money | undefined {
  const lines: Pick<PaymentOrder, 'localId' | 'orderName' | 'invoiceName' | 'itemName' | 'amount'>[] = [
    ...before.map((line, index) => ({ ...line, localId: String(index) })),
    { ...target, localId: PROBE, amount: { value: 0, currencyName: '', exponent: 0 } },
  ]
  const onOrder = remainingOnPaymentLines(lines, context.orders, context.payments, context.saved).get(PROBE)
  if (!onOrder) return undefined
  const onInvoice = target.invoiceName
    ? remainingOnInvoiceLines(lines, context.invoices, context.payments, context.saved?.name).get(PROBE)
    : undefined
  return onInvoice && onInvoice.value < onOrder.value ? onInvoice : onOrder
}

/**
 * Spreads `amount` over `targets` in the order given (the caller puts open invoices first, oldest due date
 * first, then order lines without an invoice): each takes what room it has after the lines before it, until
 * the amount is used up. Targets with no room are left out. What is not placed stays undistributed.
 */
export function distributeOverTargets(
  amount: Money,
  targets: readonly DistributionTarget[],
  context: DistributionContext,
): ProposedLine[] {
  let left = Math.max(0, Math.trunc(amount.value))
  const chosen: ProposedLine[] = []
  for (const target of targets) {
    if (left <= 0) break
    const room = roomOnTarget(chosen, target, context)
    if (!room || room.currencyName !== amount.currencyName) continue
    const share = Math.min(left, Math.max(0, room.value))
    if (share <= 0) continue
    chosen.push({ ...target, amount: { ...amount, value: share } })
    left -= share
  }
  return chosen
}

/** Open invoices by due date, oldest first (no due date last; equal dates keep their order). */
export function byDueDate<I extends { dueDate: Date | null }>(invoices: readonly I[]): I[] {
  return invoices
    .map((invoice, index) => ({ invoice, index }))
    .sort((a, b) => {
      const x = a.invoice.dueDate?.getTime() ?? Infinity
      const y = b.invoice.dueDate?.getTime() ?? Infinity
      return x === y ? a.index - b.index : x - y
    })
    .map(({ invoice }) => invoice)
}
