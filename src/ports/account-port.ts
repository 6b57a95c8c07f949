/** Why a message was sent: a password reset, a two-step code, an e-mail verification. */
export type AccountMessagePurpose = 'reset-password' | 'two-steps' | 'verify-email'

/**
 * A message the sign-in service recorded as sent (the in-browser mock has no mail: its outbox). A page shows
 * it in a developer notice; a page never says a message was sent without one.
 */
export interface AccountMessage {
  purpose: AccountMessagePurpose
  to: string
  /** The reset or verification token. */
  token?: string
  /** The two-step code. */
  code?: string
}

/**
 * The account pages' calls (`/jwt/forgot-password`, `/jwt/reset-password`, `/jwt/two-steps/*`,
 * `/jwt/verify-email/*`). Refusals are `PortError`s `invalid_argument` with the service's message per field
 * (`token`, `code`, `password`, `email`).
 */
export interface AccountPort {
  /** The reset message recorded for the account of `email`, or null when there is no such account. */
  requestPasswordReset(email: string): Promise<AccountMessage | null>
  resetPassword(token: string, password: string): Promise<void>
  sendTwoStepsCode(email: string): Promise<AccountMessage>
  verifyTwoStepsCode(email: string, code: string): Promise<void>
  sendEmailVerification(email: string): Promise<AccountMessage>
  /** The verified address. */
  confirmEmail(token: string): Promise<string>
}
