/** Digits of a card number as typed (spaces and dashes dropped). */
export const cardDigits = (text: string) => text.replace(/[\s-]/g, '')

/** Whether a card number passes the Luhn check (12 to 19 digits). */
export function isValidCardNumber(text: string): boolean {
  const digits = cardDigits(text)
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Whether `MM/YY` names this month or a later one, as of `today`. */
export function isValidExpiry(text: string, today: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim())
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= today.getFullYear() * 12 + today.getMonth() + 1
}

/** The last four digits, for naming a card without showing its number. */
export const cardEnding = (text: string) => cardDigits(text).slice(-4)
