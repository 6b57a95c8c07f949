import { addMoney, type Money } from '../money'
import type { Payment, PaymentOrder } from './payment'
import { paymentLineStatus } from './payment-line-status'

/** Money allocated by payment lines to one order or invoice, split by line status. */
export interface AllocationTotals {
  /** Lines of approved, not reverted, not cancelled payments. */
  paid: Money
  /** Lines of unapproved, not reverted, not cancelled payments. */
  pending: Money
  /** Lines of reverted payments. */
  reverted: Money
  /** Lines of reverted payments whose refund is approved (`isApprovedRefund`). */
  approvedReverted: Money
  /** Lines of cancelled payments (they count nowhere else). */
  cancelled: Money
}

/**
 * Sums the lines of `payments` that `belongs` selects, by the status of their payment
 * (`paymentLineStatus`). `zero` gives the currency; a line in another currency throws.
 */
export function sumAllocations(
  payments: readonly Pick<Payment, 'status' | 'isApproved' | 'isApprovedRefund' | 'orders'>[],
  belongs: (line: PaymentOrder) => boolean,
  zero: Money,
): AllocationTotals {
  const start = { ...zero, value: 0 }
  const totals: AllocationTotals = {
    paid: start,
    pending: start,
    reverted: start,
    approvedReverted: start,
    cancelled: start,
  }
  for (const payment of payments) {
    const status = paymentLineStatus(payment)
    for (const line of payment.orders) {
      if (!belongs(line)) continue
      totals[status] = addMoney(totals[status], line.amount)
      if (status === 'reverted' && payment.isApprovedRefund) {
        totals.approvedReverted = addMoney(totals.approvedReverted, line.amount)
      }
    }
  }
  return totals
}
