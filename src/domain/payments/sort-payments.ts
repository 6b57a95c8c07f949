import { sortBy } from '../lists'
import type { Payment } from './payment'

/** Payments by date, newest first (spec §7). Stable for equal dates; payments without a date go last. */
export function sortPaymentsNewestFirst<P extends Pick<Payment, 'date'>>(payments: readonly P[]): P[] {
  return sortBy(payments, (payment) => payment.date, 'desc')
}

/**
 * Payments in the order a list shows them: the spec's newest-first client sort (§7) when the person has not
 * chosen a column (`sortColumn` empty); a chosen column is the server's order, kept as it came.
 */
export function paymentsInShownOrder<P extends Pick<Payment, 'date'>>(
  payments: readonly P[],
  sortColumn: string | undefined,
): P[] {
  return sortColumn?.trim() ? [...payments] : sortPaymentsNewestFirst(payments)
}
