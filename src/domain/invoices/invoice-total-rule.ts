import type { Money } from '../money'

/**
 * An invoice bills money: its amount (Σ its lines, discounts below zero) is zero or above. An invoice of a
 * discount alone, or whose discounts outweigh what it bills, would total below zero and its remaining
 * (amount − paid − pending, spec §5) would be negative, a debt the company owes that no payment can settle. A
 * credit is given as a discount on the order, billed on the invoice that bills the order's items or services.
 * A zero total is accepted (a line fully discounted). Returns 'belowZero' when the invoice is refused.
 */
export function checkInvoiceTotal(amount: Money): 'belowZero' | null {
  return amount.value < 0 ? 'belowZero' : null
}
