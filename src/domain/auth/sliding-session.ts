import { TOKEN_LIFETIME_SECONDS } from './dev-jwt.ts'
import { decodeJwtPayload } from './jwt.ts'

/**
 * The sliding session (issue 25, ARCHITECTURE: "the app refreshes both tokens before they run out while the
 * person is active; an idle session still ends by the spec's rule").
 */
export interface SlidingSessionPolicy {
  /** The share of a token's life after which it is renewed, if the person is active: 0.8 = minute 8 of 10. */
  refreshAtFraction: number
  /** A person is active when their last input (or call) is at most this long ago. */
  activityWindowMs: number
  /** After a refresh that failed for a passing reason (no network), the next attempt waits this long. */
  retryAfterMs: number
}

/**
 * Renew at 80 % of the token's life (2 minutes before a 10-minute token runs out, time for a slow answer and
 * a retry); active = an input or call in the last 5 minutes, so someone reading a long record without touching
 * anything for a few minutes stays signed in, and someone gone for coffee is signed out 7 to 15 minutes after
 * their last input.
 */
export const SLIDING_SESSION: SlidingSessionPolicy = {
  refreshAtFraction: 0.8,
  activityWindowMs: 5 * 60_000,
  retryAfterMs: 30_000,
}

/** When a token was issued and when it runs out, in milliseconds since the epoch. */
export interface TokenTimes {
  /** From `iat`; unknown for a token without one. */
  issuedAt?: number
  expiresAt: number
}

/** The times of a JWT from its `iat` and `exp` claims (seconds), or null when it has no readable `exp`. */
export function tokenTimes(token: string | null | undefined): TokenTimes | null {
  const claims = decodeJwtPayload(token)
  const exp = claims?.exp
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null
  const iat = claims?.iat
  return typeof iat === 'number' && Number.isFinite(iat) && iat < exp
    ? { issuedAt: iat * 1000, expiresAt: exp * 1000 }
    : { expiresAt: exp * 1000 }
}

/**
 * The session's end: the earlier of the access token's and the refresh token's expiry (a refresh is only
 * possible while both live). A refresh token that cannot be read does not shorten it (single sign-on
 * sessions have none); null when the access token has no readable `exp`.
 */
export function sessionTimes(
  accessToken: string | undefined,
  refreshToken: string | undefined,
): TokenTimes | null {
  const access = tokenTimes(accessToken)
  if (!access) return null
  const refresh = tokenTimes(refreshToken)
  if (!refresh || refresh.expiresAt >= access.expiresAt) return access
  return { issuedAt: refresh.issuedAt ?? access.issuedAt, expiresAt: refresh.expiresAt }
}

/** When a token of these times is due for renewal. */
export function refreshDueAt(times: TokenTimes, policy: SlidingSessionPolicy = SLIDING_SESSION): number {
  const life = times.issuedAt !== undefined ? times.expiresAt - times.issuedAt : TOKEN_LIFETIME_SECONDS * 1000
  return times.expiresAt - (1 - policy.refreshAtFraction) * life
}

export type SessionStep =
  /** Renew both tokens now. */
  | { kind: 'refresh' }
  /** Nothing to do before `until` (or before the person's next input, which may make a refresh due). */
  | { kind: 'wait'; until: number }
  /** The token has run out: the spec's rule applies (clear the session, reload). */
  | { kind: 'expire' }

export interface SessionClock {
  times: TokenTimes
  now: number
  /** The person's last input or call, if any. */
  lastActivityAt?: number
  /** A refresh that failed for a passing reason at this time: the next attempt waits `retryAfterMs`. */
  lastFailureAt?: number
}

/**
 * What the session does next (pure): an expired token expires; before the refresh is due it waits until it
 * is; once due it refreshes when the person was active within the window, and otherwise waits for the expiry
 * (an input before then makes the refresh due again). After a failed attempt the next one waits the retry
 * time, never past the expiry.
 */
export function nextSessionStep(
  { times, now, lastActivityAt, lastFailureAt }: SessionClock,
  policy: SlidingSessionPolicy = SLIDING_SESSION,
): SessionStep {
  const { expiresAt } = times
  if (now >= expiresAt) return { kind: 'expire' }
  const dueAt = refreshDueAt(times, policy)
  if (now < dueAt) return { kind: 'wait', until: dueAt }
  const active = lastActivityAt !== undefined && now - lastActivityAt <= policy.activityWindowMs
  if (!active) return { kind: 'wait', until: expiresAt }
  if (lastFailureAt !== undefined && now < lastFailureAt + policy.retryAfterMs)
    return { kind: 'wait', until: Math.min(lastFailureAt + policy.retryAfterMs, expiresAt) }
  return { kind: 'refresh' }
}
