/**
 * Bank codes of a beneficiary (invoice payee). Both are optional: an empty text passes; the rules apply to
 * what was typed, trimmed (and, for SWIFT, upper-cased).
 */

/** A SWIFT/BIC code as stored: trimmed and upper-case. */
export const normalizeSwift = (text: string): string => text.trim().toUpperCase()

// Bank (4 letters), country (2 letters), location (2 letters or digits), branch (3, optional): 8 or 11 characters.
const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/

/** Whether a SWIFT/BIC code is well formed: 8 or 11 letters and digits, the first six letters. */
export const isValidSwift = (text: string): boolean => SWIFT.test(normalizeSwift(text))

/** A US bank routing (ABA) number as stored: trimmed. */
export const normalizeRoutingNumber = (text: string): string => text.trim()

/** Whether a bank routing number is well formed: exactly 9 digits. */
export const isValidRoutingNumber = (text: string): boolean => /^\d{9}$/.test(normalizeRoutingNumber(text))
