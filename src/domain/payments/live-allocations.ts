import type { Money } from '../money'
import type { Payment, PaymentOrder } from './payment'
import { paymentLineStatus } from './payment-line-status'

/** Whether a payment's lines count (paid or pending): a reverted or cancelled payment's lines count nowhere. */
export function isLivePayment(payment: Pick<Payment, 'status' | 'isApproved'>): boolean {
  const status = paymentLineStatus(payment)
  return status === 'paid' || status === 'pending'
}

/**
 * The amounts of the saved payment's lines that `belongs` selects, when they count: they are inside the
 * target's paid and pending figures, so a form editing that payment gives them back (spec §5, "+ allocations").
 * A reverted or cancelled payment's lines are in no figure, so nothing is given back for them.
 */
export function liveAllocations(
  saved: Pick<Payment, 'status' | 'isApproved' | 'orders'> | undefined,
  belongs: (line: PaymentOrder) => boolean,
): Money[] {
  if (!saved || !isLivePayment(saved)) return []
  return saved.orders.filter(belongs).map((line) => line.amount)
}
