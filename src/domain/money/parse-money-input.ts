import { decimalDigits, USD_EXPONENT } from './money.ts'
import { normaliseDigits } from './money-text.ts'

/**
 * Money text entry (spec §5) to whole minor units.
 *
 * 0. Arabic-Indic and Eastern Arabic (Persian) digits are the digits 0–9, the Arabic decimal separator a point
 *    (`normaliseDigits`): they are digits, and step 2 keeps digits.
 * 1. A comma counts as a decimal point.
 * 2. Any character other than digits, dot and minus is dropped (currency signs, spaces, letters).
 * 3. The amount is negative only when a minus is the first character left after step 2;
 *    a minus anywhere else is ignored ("12-3" reads 123, "$-5" reads -5).
 * 4. Only the first decimal point counts; later points are dropped ("1.2.3" reads 1.23).
 * 5. Decimals are cut (never rounded) to the currency's digits (2 for exponent -2, none for 0).
 *    With a positive exponent the whole part is cut to multiples of 10^exponent.
 * 6. Empty text, "-", "." or "-." give 0. The result never is -0.
 * 7. The result is clamped to ±Number.MAX_SAFE_INTEGER so it is always a safe integer.
 *
 * Never throws.
 */
export function parseMoneyInput(text: string, exponent: number = USD_EXPONENT): number {
  const kept = normaliseDigits(String(text ?? ''))
    .replace(/,/g, '.')
    .replace(/[^0-9.-]/g, '')
  const negative = kept.startsWith('-')
  const unsigned = kept.replace(/-/g, '')
  const point = unsigned.indexOf('.')
  const wholeDigits = point < 0 ? unsigned : unsigned.slice(0, point)
  const fractionDigits = point < 0 ? '' : unsigned.slice(point + 1).replace(/\./g, '')

  const digits = decimalDigits(exponent)
  let minorDigits = wholeDigits + fractionDigits.slice(0, digits).padEnd(digits, '0')
  if (exponent > 0) minorDigits = minorDigits.slice(0, Math.max(0, minorDigits.length - exponent))

  const magnitude = Math.min(Number(minorDigits.replace(/^0+/, '') || '0'), Number.MAX_SAFE_INTEGER)
  if (magnitude === 0) return 0
  return negative ? -magnitude : magnitude
}
