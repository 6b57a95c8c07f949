import { decimalDigits, USD_EXPONENT } from './money.ts'

/**
 * Digits of other scripts read as the digits they are: Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic,
 * the Persian and Urdu ones (U+06F0–06F9), with the Arabic decimal separator (U+066B) as a decimal point and
 * the Arabic thousands separator (U+066C) dropped like any other separator. Keyboards of those languages type
 * them; dropping them would change an amount without a word.
 */
export function normaliseDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B]/g, (char) => {
    const code = char.charCodeAt(0)
    if (code === 0x066b) return '.'
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
  })
}

/**
 * The text a money input keeps while a person types or pastes (spec §5, the same rule as
 * `parseMoneyInput`, applied to the text instead of the number): digits of other scripts become 0–9, a comma
 * becomes a decimal point, every character other than digits, dot and a leading minus is dropped, only the
 * first decimal point is kept, and decimals are cut to the currency's digits (none for exponent 0 or above).
 * Empty text stays empty (it reads as zero). `parseMoneyInput(sanitizeMoneyText(t)) === parseMoneyInput(t)`
 * for any text.
 */
export function sanitizeMoneyText(text: string, exponent: number = USD_EXPONENT): string {
  const kept = normaliseDigits(String(text ?? ''))
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

/** What the money rule did to a typed or pasted text, so the field can say it. */
export interface MoneyTextChange {
  /** The text kept (`sanitizeMoneyText`). */
  text: string
  /** Letters left out ("e" of "1e5", "k" of "12k"), each once, in the order typed. */
  droppedLetters: string[]
  /** Digits of another script were read as 0–9. */
  convertedDigits: boolean
  /** Decimals past the currency's digits were cut. */
  cutDecimals: boolean
}

/**
 * `sanitizeMoneyText` with what it changed that a person would not expect: letters it left out (an amount in
 * scientific notation, "1e5", is not read as 100000 but as 15, and the field must say so), digits of another
 * script it converted, decimals it cut. Separators, currency signs and spaces are dropped without a note.
 */
export function explainMoneyText(text: string, exponent: number = USD_EXPONENT): MoneyTextChange {
  const typed = String(text ?? '')
  const kept = sanitizeMoneyText(typed, exponent)
  const droppedLetters = [...new Set(typed.match(/\p{L}/gu) ?? [])]
  const convertedDigits = normaliseDigits(typed) !== typed
  const point = kept.indexOf('.')
  const typedDecimals = normaliseDigits(typed)
    .replace(/,/g, '.')
    .replace(/[^0-9.]/g, '')
  const typedPoint = typedDecimals.indexOf('.')
  const typedFraction = typedPoint < 0 ? '' : typedDecimals.slice(typedPoint + 1).replace(/\./g, '')
  const keptFraction = point < 0 ? '' : kept.slice(point + 1)
  const cutDecimals = typedFraction.length > keptFraction.length
  return { text: kept, droppedLetters, convertedDigits, cutDecimals }
}
