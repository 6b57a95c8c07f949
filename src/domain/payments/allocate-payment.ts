import { sameCurrency, type Money } from '../money'

/**
 * Spreads a payment amount over open targets in the order given (oldest order first): each target takes
 * what remains on it, until the amount is used up. A target takes nothing when its remaining amount is zero
 * or less, or in another currency; nothing is given out when the amount is zero or less. Values are whole
 * minor units, no share exceeds its target's remaining amount, and the shares together never exceed the amount.
 */
export function allocatePayment(amount: Money, remaining: readonly Money[]): Money[] {
  let left = Math.max(0, Math.trunc(amount.value))
  return remaining.map((open) => {
    const room = sameCurrency(open, amount) ? Math.max(0, Math.trunc(open.value)) : 0
    const share = Math.min(room, left)
    left -= share
    return { ...amount, value: share }
  })
}
