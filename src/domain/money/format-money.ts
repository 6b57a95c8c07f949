import { intlLocaleTag } from './locale.ts'
import { currencyCode, decimalDigits, isUsd, type Money } from './money.ts'
import { unitCode, type UnitValue } from './unit-value.ts'

interface Separators {
  decimal: string
}

const separatorCache = new Map<string, Separators>()
/**
 * One grouping formatter per locale tag: making an `Intl.NumberFormat` costs far more than formatting with it
 * (a 1,000-row list formats several amounts a row; a new formatter each time was a fifth of its render).
 */
const groupingCache = new Map<string, Intl.NumberFormat>()

function groupingFor(tag: string): Intl.NumberFormat {
  let found = groupingCache.get(tag)
  if (!found) {
    found = new Intl.NumberFormat(tag, { useGrouping: true })
    groupingCache.set(tag, found)
  }
  return found
}

function separatorsFor(tag: string): Separators {
  let found = separatorCache.get(tag)
  if (!found) {
    const parts = new Intl.NumberFormat(tag).formatToParts(1.5)
    found = { decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.' }
    separatorCache.set(tag, found)
  }
  return found
}

/** |value| as a BigInt, cutting any fraction; NaN and infinities read as 0 rather than throwing. */
function wholeMagnitude(value: number): bigint {
  return Number.isFinite(value) ? BigInt(Math.abs(Math.trunc(value))) : 0n
}

/**
 * The unsigned number of a scaled integer, grouped and with the decimal mark of the locale.
 * Works on integers (BigInt for the whole part) so that no floating-point error can show.
 */
export function formatScaledNumber(value: number, exponent: number, locale: string): string {
  const tag = intlLocaleTag(locale)
  const digits = decimalDigits(exponent)
  const magnitude = wholeMagnitude(value)
  const whole = exponent > 0 ? magnitude * 10n ** BigInt(exponent) : magnitude / 10n ** BigInt(digits)
  const fraction = digits > 0 ? (magnitude % 10n ** BigInt(digits)).toString().padStart(digits, '0') : ''
  const grouped = groupingFor(tag).format(whole)
  return fraction ? `${grouped}${separatorsFor(tag).decimal}${fraction}` : grouped
}

/**
 * Money for display (spec §9). USD: `$1,234.50`, negative `-$12.00`. Other currencies: the number plus the
 * upper-case code, `1,234.50 EUR`, `-3.00 EUR`. Grouping and decimal mark follow the locale (`ru`: `$1 234,50`);
 * the sign and currency placement do not.
 */
export function formatMoney(amount: Money, locale: string = 'en'): string {
  const number = formatScaledNumber(amount.value, amount.exponent, locale)
  const sign = amount.value < 0 ? '-' : ''
  return isUsd(amount) ? `${sign}$${number}` : `${sign}${number} ${currencyCode(amount.currencyName)}`
}

/**
 * A quantity for display: the number plus the lower-case unit name, `1,500 kg`, or the unit as the screen words
 * it in the person's language (`unit`: `2 шт.`).
 */
export function formatUnitValue(
  quantity: UnitValue,
  locale: string = 'en',
  unit: (code: string) => string = (code) => code,
): string {
  const sign = quantity.value < 0 ? '-' : ''
  return `${sign}${formatScaledNumber(quantity.value, quantity.exponent, locale)} ${unit(unitCode(quantity.unitName))}`
}

/**
 * The editable text of an amount in an input: no grouping, no currency, a dot as decimal mark
 * (`-1234.50`). `parseMoneyInput` reads it back to the same minor units.
 */
export function formatMoneyInput(minorUnits: number, exponent: number = -2): string {
  const digits = decimalDigits(exponent)
  const magnitude = wholeMagnitude(minorUnits)
  const sign = minorUnits < 0 ? '-' : ''
  if (exponent > 0) return `${sign}${magnitude * 10n ** BigInt(exponent)}`
  if (digits === 0) return `${sign}${magnitude}`
  const scale = 10n ** BigInt(digits)
  return `${sign}${magnitude / scale}.${(magnitude % scale).toString().padStart(digits, '0')}`
}
