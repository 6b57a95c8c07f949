import { sortBy } from '../lists'
import type { Payment } from './payment'

/** Payments by date, newest first (spec §7). Stable for equal dates; payments without a date go last. */
export function sortPaymentsNewestFirst<P extends Pick<Payment, 'date'>>(payments: readonly P[]): P[] {
  return sortBy(payments, (payment) => payment.date, 'desc')
}
