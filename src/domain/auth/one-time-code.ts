/** Length of the two-step verification code (the template's two-steps pages). */
export const ONE_TIME_CODE_LENGTH = 6

/** The digits of a pasted or typed text, at most `length` of them: "12 34-56" -> "123456". */
export function codeDigits(text: string, length = ONE_TIME_CODE_LENGTH): string[] {
  return [...text.replace(/\D/g, '')].slice(0, length)
}

/**
 * The cells after text is typed or pasted into cell `index`: the digits fill that cell and the ones after it
 * (auto-advance); other characters are dropped. Returns the new cells and the cell to focus next (the one after
 * the last digit written, or the last cell).
 */
export function enterCode(
  cells: readonly string[],
  index: number,
  text: string,
): { cells: string[]; focus: number } {
  const digits = codeDigits(text, cells.length - index)
  const next = [...cells]
  digits.forEach((digit, offset) => (next[index + offset] = digit))
  if (digits.length === 0) return { cells: next, focus: index }
  return { cells: next, focus: Math.min(index + digits.length, cells.length - 1) }
}

/** Whether every cell holds a digit. */
export const isCodeComplete = (cells: readonly string[]) => cells.every((cell) => /^\d$/.test(cell))

/** Password rules of the reset form: at least 8 characters, and the confirmation equal to it. */
export const MIN_PASSWORD_LENGTH = 8
