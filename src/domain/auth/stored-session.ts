import { tokenTimes } from './sliding-session.ts'
import { parseStoredUserData, type UserData } from './user-data.ts'

/** The session's local storage values as they are (`userData`, `accessToken`, `refreshToken`). */
export interface RawStoredSession {
  userData: string | null
  accessToken: string | null
  refreshToken: string | null
}

/** What is wrong with a stored session that cannot be used. */
export type StoredSessionProblem =
  /** `userData` that cannot be read or has no role or username. */
  | 'user-data'
  /** No access token beside the user data, or one that cannot be decoded or has no `exp`. */
  | 'token'

export type StoredSessionCheck =
  | { kind: 'none' }
  | { kind: 'signed-in'; userData: UserData; accessToken: string; refreshToken?: string }
  | { kind: 'broken'; problem: StoredSessionProblem }

/**
 * Whether the stored session can be used (issue 25 item 5). Nothing stored is `none`. A session needs user data
 * with a role and a username (the role's home and the customer's own page come from them) and an access token
 * whose `exp` can be read; anything else is `broken`, to be cleared and answered with the sign-in page and a
 * message (never a blank page, never a redirect loop). Whether the token has run out is not judged here: that
 * is the spec's rule (§8), applied by the session keeper and the call pipeline.
 */
export function checkStoredSession(raw: RawStoredSession): StoredSessionCheck {
  if (!raw.userData && !raw.accessToken && !raw.refreshToken) return { kind: 'none' }
  const userData = parseStoredUserData(raw.userData)
  if (!userData || !userData.username.trim()) return { kind: 'broken', problem: 'user-data' }
  if (!raw.accessToken || !tokenTimes(raw.accessToken)) return { kind: 'broken', problem: 'token' }
  return raw.refreshToken
    ? { kind: 'signed-in', userData, accessToken: raw.accessToken, refreshToken: raw.refreshToken }
    : { kind: 'signed-in', userData, accessToken: raw.accessToken }
}
