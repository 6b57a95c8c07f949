import type { StoredSessionProblem, UserData } from '../domain/auth'

/** What another tab of the app did to the stored session. */
export type SessionChange =
  /** A session is stored now (signed in there, or its tokens renewed): whose it is. */
  | { kind: 'signed-in'; userData: UserData }
  /**
   * No usable session is stored now: signed out there, or it left one that cannot be used (`problem`), or the
   * server ended this person's session there (`endedFor`, the username: the refresh was refused).
   */
  | { kind: 'signed-out'; problem?: StoredSessionProblem; endedFor?: string }

/**
 * Session events. When a token refresh fails the call pipeline clears the session and `signedOut` listeners
 * run; the UI subscribes to send the user to /login (with no listener the composition root falls back to a
 * full navigation to /login). When another tab signs in or out, `changedElsewhere` listeners run, so every
 * tab of the app agrees on who is signed in.
 */
export interface SessionEventsPort {
  /** Subscribes; returns the unsubscribe function. */
  onSignedOut(listener: () => void): () => void
  /** Subscribes to the other tabs' changes; returns the unsubscribe function. */
  onChangedElsewhere(listener: (change: SessionChange) => void): () => void
}
