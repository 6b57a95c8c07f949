/** ISO 6346 letter values: A=10 upwards, skipping multiples of 11 (11, 22, 33). */
const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {}
  let next = 10
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (next % 11 === 0) next++
    values[letter] = next++
  }
  return values
})()

/** Owner code (3 letters), category (U, J or Z), 6-digit serial, check digit. */
const CONTAINER_PATTERN = /^[A-Z]{3}[UJZ]\d{6}\d$/

/** Upper-cased, with spaces and hyphens removed ("csqu 305438-3" -> "CSQU3054383"). */
export function normalizeContainerNumber(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '')
}

/**
 * The ISO 6346 check digit of a container number's first ten characters (owner code, category, serial), or
 * null when they are not 4 letters and 6 digits. A remainder of 10 gives 0.
 */
export function containerCheckDigit(text: string): number | null {
  const head = normalizeContainerNumber(text).slice(0, 10)
  if (!/^[A-Z]{4}\d{6}$/.test(head)) return null
  let sum = 0
  for (let i = 0; i < 10; i++) {
    const char = head[i] as string
    const value = i < 4 ? (LETTER_VALUES[char] as number) : Number(char)
    sum += value * 2 ** i
  }
  return (sum % 11) % 10
}

/** A full container number (category U, J or Z) whose eleventh character is the right check digit. */
export function isValidContainerNumber(text: string): boolean {
  const normalized = normalizeContainerNumber(text)
  if (!CONTAINER_PATTERN.test(normalized)) return false
  return containerCheckDigit(normalized) === Number(normalized[10])
}
