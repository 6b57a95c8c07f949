/** Why a new password is refused, or null when it passes (checked in the browser: the mock has no password call). */
export type PasswordProblem = 'tooShort' | 'noUpper' | 'noLower' | 'noDigitOrSymbol' | null

export const MIN_PASSWORD_LENGTH = 8

/** At least 8 characters, an upper-case and a lower-case letter, and a digit or symbol. */
export function passwordProblem(password: string): PasswordProblem {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort'
  if (!/\p{Lu}/u.test(password)) return 'noUpper'
  if (!/\p{Ll}/u.test(password)) return 'noLower'
  if (!/[\d\p{P}\p{S}]/u.test(password)) return 'noDigitOrSymbol'
  return null
}
