/**
 * The development signing secret shared by the in-browser mock (which issues tokens) and the
 * mock API server (which verifies them). Both read `MOCK_JWT_SECRET` first; this is the one default.
 */
export const DEFAULT_DEV_JWT_SECRET = 'cargo-backoffice-development-secret-change-me'

/** Access and refresh tokens live 10 minutes (template-apps §9). */
export const TOKEN_LIFETIME_SECONDS = 10 * 60

/** Claims carried by the development tokens. */
export interface SessionClaims {
  /** The user's id in the in-browser mock. */
  sub: string
  email: string
  role: string
  username: string
  /** Seconds since the epoch. */
  exp: number
}
