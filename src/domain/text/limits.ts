/**
 * The longest texts the API keeps, in characters (the mock API refuses longer ones with invalid_argument; the
 * forms stop typing at the same length and show a counter). A comment (orders, invoices, payments, lines) holds
 * up to 2000 characters; a required short text (a name, a title) up to 500.
 */
export const TEXT_LIMITS = {
  comment: 2000,
  shortText: 500,
  personName: 100,
  companyName: 200,
  phone: 50,
  externalId: 100,
} as const

/** How near the limit a counter starts to speak: the last tenth of the room, and at least the last 20. */
export function nearLimit(length: number, max: number): boolean {
  return max - length <= Math.max(20, Math.ceil(max / 10))
}
