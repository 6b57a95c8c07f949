import { decimalDigits, USD_EXPONENT } from './money'

/**
 * The text a money input keeps while a person types or pastes (spec §5, the same rule as
 * `parseMoneyInput`, applied to the text instead of the number): a comma becomes a decimal point, every
 * character other than digits, dot and a leading minus is dropped, only the first decimal point is kept,
 * and decimals are cut to the currency's digits (none for exponent 0 or above). Empty text stays empty
 * (it reads as zero). `parseMoneyInput(sanitizeMoneyText(t)) === parseMoneyInput(t)` for any text.
 */
export function sanitizeMoneyText(text: string, exponent: number = USD_EXPONENT): string {
  const kept = String(text ?? '')
    .replace(/,/g, '.')
    .replace(/[^0-9.-]/g, '')
  const negative = kept.startsWith('-')
  const unsigned = kept.replace(/-/g, '')
  const point = unsigned.indexOf('.')
  const digits = decimalDigits(exponent)
  const whole = point < 0 ? unsigned : unsigned.slice(0, point)
  const sign = negative ? '-' : ''
  if (point < 0 || digits === 0) return sign + whole
  const fraction = unsigned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, digits)
  return `${sign}${whole}.${fraction}`
}
