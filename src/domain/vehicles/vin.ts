/** ISO 3779 / North American VIN transliteration (I, O and Q are not allowed). */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
}

/** Position weights; position 9 (the check digit itself) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

/** Trimmed and upper-cased: VINs are compared case-insensitively. */
export function normalizeVin(vin: string): string {
  return vin.trim().toUpperCase()
}

/**
 * The check digit ('0'-'9' or 'X') a 17-character VIN should carry at position 9, or null when the text is
 * not 17 allowed characters.
 */
export function vinCheckDigit(vin: string): string | null {
  const text = normalizeVin(vin)
  if (!VIN_PATTERN.test(text)) return null
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const char = text[i] as string
    const value = char >= '0' && char <= '9' ? Number(char) : (TRANSLITERATION[char] ?? 0)
    sum += value * (WEIGHTS[i] as number)
  }
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

/** A 17-character VIN (case-insensitive, surrounding spaces ignored) whose check digit is right. */
export function isValidVin(vin: string): boolean {
  const expected = vinCheckDigit(vin)
  return expected !== null && normalizeVin(vin)[8] === expected
}
