import type { RawStoredSession, UserData } from '../domain/auth'

export interface Credentials {
  email: string
  password: string
}

export interface Registration extends Credentials {
  username: string
}

/** A signed-in session as the auth endpoints return it and local storage keeps it. */
export interface SignedInSession {
  userData: UserData
  accessToken: string
  refreshToken: string
}

/**
 * Sign-in, registration and token refresh (the `/jwt/*` endpoints).
 * Rejections are `PortError`s: wrong credentials and registration conflicts are `invalid_argument` /
 * `already_exists` with the server's message per field; a bad refresh token is `unauthenticated`.
 */
export interface SessionPort {
  login(credentials: Credentials): Promise<SignedInSession>
  register(registration: Registration): Promise<SignedInSession>
  refresh(refreshToken: string): Promise<SignedInSession>
  logout(): Promise<void>
}

/** Where the session lives between page loads (local storage keys `userData`, `accessToken`, `refreshToken`). */
export interface SessionStoragePort {
  /** The stored session; user data that cannot be read (or has no role) is left out. */
  load(): Partial<SignedInSession>
  /** The stored values as they are, for checking a session before it is used (`checkStoredSession`). */
  inspect(): RawStoredSession
  save(session: SignedInSession): void
  /**
   * Removes the stored session. `ended`: the server ended it under the person (the refresh was refused), not a
   * sign-out: the other tabs offer to sign in again over their page instead of leaving it (`endedFor`).
   */
  clear(reason?: 'ended'): void
  /** Whose session the server ended, when the last clear was `ended` and nobody has signed in since. */
  endedFor(): string | undefined
  /** Records when the last API call was made. */
  recordLastCall(at: Date): void
}
