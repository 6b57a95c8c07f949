import { compareMoney, sameCurrency, sumMoney, type Money } from '../money'
import type { PaymentOrder } from './payment'

export type DistributionErrorCode =
  /** The lines together are more than the payment amount. */
  | 'linesExceedPayment'
  /** A line is more than what remains on its order or item. */
  | 'lineExceedsRemaining'
  /** A line set against an invoice is more than what remains on that invoice (or that invoice's line). */
  | 'lineExceedsInvoice'
  /** A line is below zero. */
  | 'negativeLine'
  /** A line is in another currency than the payment. */
  | 'currencyMismatch'

export interface DistributionError {
  /** The form field: `amount` for the payment amount, `orders.{index}.amount` for a line. */
  field: string
  code: DistributionErrorCode
  /** The most allowed, for the message. */
  limit?: Money
}

/**
 * Checks a payment's distribution over order lines. Lines are matched to `remainingByLine` by `localId`;
 * a line without a known remaining amount is not checked against it. A line set against an invoice is also
 * checked against `remainingOnInvoice` (by `localId`, see `remainingOnInvoiceLines`); one error per line, the
 * order line's first. A missing payment amount counts as zero. Returns no errors when the distribution is
 * acceptable.
 */
export function validatePaymentDistribution(
  paymentAmount: Money | null | undefined,
  lines: readonly Pick<PaymentOrder, 'localId' | 'amount'>[],
  remainingByLine: Readonly<Record<string, Money | undefined>> | ReadonlyMap<string, Money>,
  remainingOnInvoice: ReadonlyMap<string, Money> = new Map(),
): DistributionError[] {
  const errors: DistributionError[] = []
  const comparable: Money[] = []
  const remainingOf = (id: string): Money | undefined =>
    remainingByLine instanceof Map
      ? remainingByLine.get(id)
      : (remainingByLine as Record<string, Money | undefined>)[id]

  lines.forEach((line, index) => {
    const field = `orders.${index}.amount`
    if (paymentAmount && !sameCurrency(line.amount, paymentAmount)) {
      errors.push({ field, code: 'currencyMismatch' })
      return
    }
    comparable.push(line.amount)
    if (line.amount.value < 0) {
      errors.push({ field, code: 'negativeLine', limit: { ...line.amount, value: 0 } })
      return
    }
    const remaining = remainingOf(line.localId)
    if (remaining && sameCurrency(remaining, line.amount) && compareMoney(line.amount, remaining) > 0) {
      errors.push({ field, code: 'lineExceedsRemaining', limit: remaining })
      return
    }
    const onInvoice = remainingOnInvoice.get(line.localId)
    if (onInvoice && sameCurrency(onInvoice, line.amount) && compareMoney(line.amount, onInvoice) > 0) {
      errors.push({ field, code: 'lineExceedsInvoice', limit: onInvoice })
    }
  })

  const first = comparable[0]
  if (first) {
    const limit = paymentAmount ?? { ...first, value: 0 }
    const total = sumMoney(comparable, limit)
    if (compareMoney(total, limit) > 0) errors.unshift({ field: 'amount', code: 'linesExceedPayment', limit })
  }
  return errors
}
