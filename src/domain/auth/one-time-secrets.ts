/**
 * One-time secrets the sign-in service issues (a password-reset token, a two-step code, an e-mail verification
 * token): who it is for, what it is for, until when. A newer secret of the same purpose for the same address
 * replaces the older one; a secret is used once (issue 28 item 3, decision 0061).
 */
export type SecretPurpose = 'reset-password' | 'two-steps' | 'verify-email'

export interface IssuedSecret {
  purpose: SecretPurpose
  /** The address it was sent to (lower case). */
  email: string
  secret: string
  /** Milliseconds since the epoch. */
  expiresAt: number
}

/** How long each secret may be used after it is issued. */
export const SECRET_LIFETIME_MS: Record<SecretPurpose, number> = {
  'reset-password': 30 * 60_000,
  'two-steps': 10 * 60_000,
  'verify-email': 24 * 60 * 60_000,
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The secrets after issuing `secret`: earlier ones of the same purpose and address are dropped, as are expired ones. */
export function issueSecret(
  secrets: readonly IssuedSecret[],
  issued: { purpose: SecretPurpose; email: string; secret: string },
  now: number,
): IssuedSecret[] {
  const kept = secrets.filter(
    (s) => s.expiresAt > now && !(s.purpose === issued.purpose && sameAddress(s.email, issued.email)),
  )
  return [
    ...kept,
    {
      purpose: issued.purpose,
      email: issued.email.trim().toLowerCase(),
      secret: issued.secret,
      expiresAt: now + SECRET_LIFETIME_MS[issued.purpose],
    },
  ]
}

/**
 * Uses a secret: the matching, unexpired secret of `purpose` (for `email` when given) and the secrets without it,
 * or `undefined` and the secrets unchanged when none matches.
 */
export function redeemSecret(
  secrets: readonly IssuedSecret[],
  wanted: { purpose: SecretPurpose; secret: string; email?: string },
  now: number,
): { redeemed: IssuedSecret | undefined; secrets: IssuedSecret[] } {
  const redeemed = secrets.find(
    (s) =>
      s.purpose === wanted.purpose &&
      s.secret === wanted.secret.trim() &&
      s.expiresAt > now &&
      (wanted.email === undefined || sameAddress(s.email, wanted.email)),
  )
  return { redeemed, secrets: redeemed ? secrets.filter((s) => s !== redeemed) : [...secrets] }
}
