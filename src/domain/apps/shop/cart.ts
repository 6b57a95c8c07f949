import { usd, type Money } from '../../money'
import type { CartEntry, CartLine } from './shop'

/** The quantity a person may choose per product in the checkout. */
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 10

/** A quantity as typed, as a whole number within MIN_QUANTITY..MAX_QUANTITY (unreadable text gives MIN). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(value)))
}

/**
 * The cart's quantities: what the server keeps, with the quantities changed in this page (the mock has no
 * call to change one) put over them. A change for a product no longer in the cart is dropped.
 */
export function mergeQuantities(
  entries: readonly CartEntry[],
  changed: Readonly<Record<number, number>>,
): CartEntry[] {
  return entries.map((entry) => ({ productId: entry.productId, qty: changed[entry.productId] ?? entry.qty }))
}

/** How many items the cart holds: every product's quantity added up (the user's eCommerceCartItemsCount). */
export function cartCount(entries: readonly CartEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.qty, 0)
}

/** The line's price before the discount: unit price × quantity. */
export function lineSubtotal(line: Pick<CartLine, 'price' | 'qty'>): Money {
  return { ...line.price, value: line.price.value * line.qty }
}

/** The line's discount: its percentage of the line's price, rounded to the minor unit (half up). */
export function lineDiscount(line: Pick<CartLine, 'price' | 'qty' | 'discountPercentage'>): Money {
  const subtotal = lineSubtotal(line)
  return { ...subtotal, value: Math.round((subtotal.value * line.discountPercentage) / 100) }
}

/** The line's price after its discount. */
export function lineTotal(line: Pick<CartLine, 'price' | 'qty' | 'discountPercentage'>): Money {
  const subtotal = lineSubtotal(line)
  return { ...subtotal, value: subtotal.value - lineDiscount(line).value }
}

export interface PriceSummary {
  /** Items in the cart (quantities added up). */
  items: number
  /** Unit prices × quantities, before discounts. */
  subtotal: Money
  /** The lines' discounts added up. */
  discount: Money
  /** Lines that ship free, of all lines. */
  freeShippingLines: number
  lines: number
  /** What is to be paid: subtotal less discount. */
  total: Money
}

/** The checkout's price summary of the cart's lines (the mock's prices and discounts; all lines are USD). */
export function priceSummary(
  lines: readonly Pick<CartLine, 'price' | 'qty' | 'discountPercentage' | 'hasFreeShipping'>[],
): PriceSummary {
  const sample = lines[0]?.price ?? usd(0)
  const add = (pick: (line: (typeof lines)[number]) => Money): Money => ({
    ...sample,
    value: lines.reduce((sum, line) => sum + pick(line).value, 0),
  })
  const subtotal = add(lineSubtotal)
  const discount = add(lineDiscount)
  return {
    items: lines.reduce((sum, line) => sum + line.qty, 0),
    subtotal,
    discount,
    freeShippingLines: lines.filter((line) => line.hasFreeShipping).length,
    lines: lines.length,
    total: { ...sample, value: subtotal.value - discount.value },
  }
}
