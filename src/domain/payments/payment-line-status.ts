import type { Payment } from './payment'

/** Invoice payment-line statuses (spec §4). */
export type PaymentLineStatus = 'pending' | 'paid' | 'reverted' | 'cancelled'

/** Payment status values the domain gives meaning to; any other status is an ordinary payment. */
export const PAYMENT_STATUS_REVERTED = 'reverted'
export const PAYMENT_STATUS_CANCELLED = 'cancelled'

/**
 * The status of a payment's lines, from the payment: status `reverted` -> reverted, status `cancelled`
 * (or `canceled`) -> cancelled, otherwise approved -> paid and not approved -> pending.
 * Status text is compared without case and surrounding spaces.
 */
export function paymentLineStatus(payment: Pick<Payment, 'status' | 'isApproved'>): PaymentLineStatus {
  const status = payment.status.trim().toLowerCase()
  if (status === PAYMENT_STATUS_REVERTED) return 'reverted'
  if (status === PAYMENT_STATUS_CANCELLED || status === 'canceled') return 'cancelled'
  return payment.isApproved ? 'paid' : 'pending'
}
