import type { PaymentLineStatus } from '../payments'

/** Badge colour of each invoice payment-line status (spec §3). */
export const PAYMENT_LINE_BADGES: Readonly<Record<PaymentLineStatus, string>> = {
  pending: 'light-danger',
  paid: 'light-success',
  reverted: 'light-danger',
  cancelled: 'light-warning',
}

/** The badge of a status text; an unknown status gets `light-secondary`. */
export function paymentLineBadge(status: string): string {
  return PAYMENT_LINE_BADGES[status.trim().toLowerCase() as PaymentLineStatus] ?? 'light-secondary'
}
