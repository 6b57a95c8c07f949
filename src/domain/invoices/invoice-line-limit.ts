import type { Money } from '../money'

export type InvoiceLineErrorCode =
  /** The line bills more than remains on its order line (for a discount: discounts more than is left). */
  | 'exceedsRemaining'
  /** The line's sign is not its order line's: a discount line must be zero or below, any other line zero or above. */
  | 'wrongSign'

export interface InvoiceLineError {
  code: InvoiceLineErrorCode
  /** What remains to bill on the order line, signed like the order line (negative for a discount). */
  remaining: Money
}

/**
 * The one sign rule for invoice lines. An invoice line bills an order line whose total is signed: items and
 * services above zero, discounts below zero (an invoice shows a discount as a negative line). `remaining` is
 * that total minus what other invoices and other lines of this one bill on it (spec §5, `remainingOnOrderLine`),
 * signed the same way. A line must have the order line's sign and must not go beyond `remaining` in that
 * direction: a discount of −$40 on a −$100 discount line is accepted, −$150 is refused, +$10 is refused.
 * Returns null when the line is acceptable.
 */
export function checkInvoiceLine(lineTotal: Money, remaining: Money, amount: Money): InvoiceLineError | null {
  const sign = lineTotal.value < 0 ? -1 : 1
  if (amount.value * sign < 0) return { code: 'wrongSign', remaining }
  if (amount.value * sign > remaining.value * sign) return { code: 'exceedsRemaining', remaining }
  return null
}
