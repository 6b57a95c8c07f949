/**
 * An amount of money in integer minor units (conventions.md): `value` 12345 with exponent -2 is 123.45.
 * `currencyName` is a resource name like `currencies/usd`.
 */
export interface Money {
  value: number
  currencyName: string
  exponent: number
}

export const USD_CURRENCY_NAME = 'currencies/usd'
export const USD_EXPONENT = -2

export function money(value: number, currencyName: string, exponent: number): Money {
  return { value, currencyName, exponent }
}

/** US dollars, from a count of cents. */
export function usd(minorUnits: number): Money {
  return { value: minorUnits, currencyName: USD_CURRENCY_NAME, exponent: USD_EXPONENT }
}

/** A zero amount in the same currency and exponent as `sample`. */
export function zeroLike(sample: Money): Money {
  return { value: 0, currencyName: sample.currencyName, exponent: sample.exponent }
}

/** `currencies/usd` -> `USD`; a bare code is accepted too (`eur` -> `EUR`). */
export function currencyCode(currencyName: string): string {
  const slash = currencyName.lastIndexOf('/')
  return currencyName.slice(slash + 1).toUpperCase()
}

export function isUsd(amount: Money): boolean {
  return currencyCode(amount.currencyName) === 'USD'
}

/** Number of decimal digits shown for an exponent: -2 -> 2, 0 -> 0, positive -> 0. */
export function decimalDigits(exponent: number): number {
  return exponent < 0 ? -exponent : 0
}
