import type { Money } from './money'

/** Thrown when two amounts of different currencies (or exponents) are combined. */
export class CurrencyMismatchError extends Error {
  constructor(left: Money, right: Money) {
    super(
      `Cannot combine ${left.currencyName} (exponent ${left.exponent}) with ${right.currencyName} (exponent ${right.exponent})`,
    )
    this.name = 'CurrencyMismatchError'
  }
}

export function sameCurrency(left: Money, right: Money): boolean {
  return left.currencyName === right.currencyName && left.exponent === right.exponent
}

function assertSameCurrency(left: Money, right: Money): void {
  if (!sameCurrency(left, right)) throw new CurrencyMismatchError(left, right)
}

/** Avoids -0, which would print as "-$0.00". */
function normalZero(value: number): number {
  return value === 0 ? 0 : value
}

export function addMoney(left: Money, right: Money): Money {
  assertSameCurrency(left, right)
  return { ...left, value: normalZero(left.value + right.value) }
}

export function subtractMoney(left: Money, right: Money): Money {
  assertSameCurrency(left, right)
  return { ...left, value: normalZero(left.value - right.value) }
}

/** Sum of amounts; `zero` gives the currency of the result (and is the result for an empty list). */
export function sumMoney(amounts: readonly Money[], zero: Money): Money {
  return amounts.reduce((total, amount) => addMoney(total, amount), { ...zero, value: 0 })
}

export function negateMoney(amount: Money): Money {
  return { ...amount, value: normalZero(-amount.value) }
}

export function isZeroMoney(amount: Money): boolean {
  return amount.value === 0
}

/** -1, 0 or 1, for sorting; throws on mixed currencies. */
export function compareMoney(left: Money, right: Money): -1 | 0 | 1 {
  assertSameCurrency(left, right)
  return left.value < right.value ? -1 : left.value > right.value ? 1 : 0
}

/** The larger of the two amounts (same currency). */
export function maxMoney(left: Money, right: Money): Money {
  return compareMoney(left, right) >= 0 ? left : right
}

/** The amount, or zero when it is negative. */
export function clampAtZero(amount: Money): Money {
  return amount.value < 0 ? { ...amount, value: 0 } : amount
}
