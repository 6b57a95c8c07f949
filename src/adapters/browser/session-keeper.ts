import { SLIDING_SESSION, nextSessionStep, refreshDueAt, sessionTimes } from '../../domain/auth'
import type { SlidingSessionPolicy } from '../../domain/auth'
import { PortError } from '../../ports/errors'
import type { SessionStoragePort, SignedInSession } from '../../ports/session-port'

/** The part of the Web Locks API the keeper uses (`navigator.locks`). */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>
}

/** The lock every tab of the app takes to renew the tokens, so five tabs make one refresh. */
export const REFRESH_LOCK = 'cargo-session-refresh'

/**
 * How long a tab that holds the lock lets the stored tokens settle before it renews: another tab's renewal reaches
 * this tab's local storage a little after that tab lets the lock go (the browser hands the lock over and copies
 * storage between tabs on separate channels). Seen: three renewals 20 ms apart in five tabs on a busy machine.
 */
export const SETTLE_MS = 150

/** The longest delay setTimeout takes (about 24.8 days); a longer wait is taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1

export interface SessionKeeperOptions {
  sessionStorage: SessionStoragePort
  /** Renews both tokens (`/jwt/refresh-token`). */
  refresh: (refreshToken: string) => Promise<SignedInSession>
  /** The spec's rule for a token that has run out (§8): clear the stored session and reload the page. */
  expire: () => void
  /** `navigator.locks` where the browser has it; without it each tab renews on its own (see below). */
  locks?: LockManagerLike
  now?: () => number
  policy?: SlidingSessionPolicy
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

export interface SessionKeeper {
  /** The person did something (an input) or the app made a call, at `at` (now by default). */
  noteActivity(at?: number): void
  /** The stored session changed (signed in or out here or in another tab, renewed): look again. */
  sessionChanged(): void
  /** Stops every timer. */
  stop(): void
}

/**
 * The sliding session (issue 25): while the person is active, renews both tokens before they run out
 * (`nextSessionStep`: at 80 % of their life, if there was an input or call in the last 5 minutes); an idle
 * session is left to run out, and at its expiry the spec's rule applies (`expire`).
 *
 * One refresh for all tabs: each tab's keeper renews under the Web Lock `REFRESH_LOCK` and, once it holds the
 * lock, reads the stored tokens again: when another tab has renewed them meanwhile it does nothing (the new
 * tokens reach it through the `storage` event, `sessionChanged`). Where Web Locks are missing, the re-reading
 * alone keeps tabs that are not due at the same moment from renewing twice; two tabs due at the very same
 * moment may then both renew, which is harmless (both answers are valid tokens and the last one stored wins).
 *
 * The answer of a refresh is stored only if the session is still the one it renewed: a sign-out (here or in
 * another tab) while the refresh was on the wire is not undone by it.
 */
export function createSessionKeeper(options: SessionKeeperOptions): SessionKeeper {
  const { sessionStorage, refresh, expire, locks } = options
  const now = options.now ?? (() => Date.now())
  const policy = options.policy ?? SLIDING_SESSION
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms))
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))

  let lastActivityAt: number | undefined
  /** A refresh that failed for a passing reason, for the tokens it tried to renew. */
  let failure: { at: number; accessToken: string } | undefined
  /** A refresh token the server refused: not tried again (the session runs out by the spec's rule). */
  let refusedRefreshToken: string | undefined
  let timer: unknown
  let refreshing = false
  let stopped = false
  /** From when an input may make a refresh due (checked on each input without reading storage). */
  let dueAt = Number.POSITIVE_INFINITY

  const exclusive = (task: () => Promise<void>): Promise<unknown> =>
    locks ? locks.request(REFRESH_LOCK, task) : task()

  function schedule(at: number) {
    timer = setTimer(evaluate, Math.min(Math.max(at - now(), 0), MAX_TIMER_MS))
  }

  function evaluate() {
    if (timer !== undefined) clearTimer(timer)
    timer = undefined
    dueAt = Number.POSITIVE_INFINITY
    if (stopped || refreshing) return
    const { accessToken, refreshToken } = sessionStorage.load()
    if (!accessToken) return // signed out: nothing to keep
    const times = sessionTimes(accessToken, refreshToken)
    const at = now()
    // A token without a readable expiry is broken storage: the sign-in check (restoring the session, or the
    // other tabs' watch) clears it with a message, and a call would treat it as run out (`isTokenExpired`).
    if (!times) return
    const renewable = Boolean(refreshToken) && refreshToken !== refusedRefreshToken
    const step = nextSessionStep(
      {
        times,
        now: at,
        // Nothing can be renewed without a usable refresh token: the session is left to run out.
        lastActivityAt: renewable ? lastActivityAt : undefined,
        lastFailureAt: failure?.accessToken === accessToken ? failure.at : undefined,
      },
      policy,
    )
    if (step.kind === 'expire') return expire()
    if (step.kind === 'wait') {
      dueAt = renewable ? refreshDueAt(times, policy) : Number.POSITIVE_INFINITY
      return schedule(step.until)
    }
    void renew(accessToken, refreshToken)
  }

  /**
   * Renews the pair of tokens this tab judged due. Once it holds the lock it reads the pair again and renews only
   * if both tokens are still the ones it judged: another tab may have renewed meanwhile, and a tab reads the two
   * keys of another tab's renewal one after the other (each reaches it as its own `storage` change), so the pair
   * it judged may have been half old, half new, with the old token making a fresh session look due (seen: two
   * renewals 5 ms apart in five tabs). It reads the pair once more after `SETTLE_MS`, for a renewal that reached
   * the lock before it reached this tab's storage.
   */
  async function renew(accessToken: string, refreshToken: string | undefined) {
    refreshing = true
    try {
      await exclusive(async () => {
        // Another tab renewed (or signed out) while this one waited for the lock, or the pair was read mid-change:
        // looked at once the lock is held, and again after the settling time (that renewal may still be on its way).
        const unchanged = () => {
          const current = sessionStorage.load()
          return current.accessToken === accessToken && current.refreshToken === refreshToken
        }
        if (!refreshToken || !unchanged()) return
        await new Promise<void>((settled) => setTimer(settled, SETTLE_MS))
        if (stopped || !unchanged()) return
        try {
          const renewed = await refresh(refreshToken)
          if (sessionStorage.load().accessToken === accessToken) sessionStorage.save(renewed)
          failure = undefined
        } catch (error) {
          if (error instanceof PortError && error.code === 'unauthenticated')
            refusedRefreshToken = refreshToken
          else failure = { at: now(), accessToken }
        }
      })
    } catch {
      failure = { at: now(), accessToken }
    } finally {
      refreshing = false
      evaluate()
    }
  }

  evaluate()
  return {
    noteActivity(at = now()) {
      lastActivityAt = lastActivityAt === undefined ? at : Math.max(lastActivityAt, at)
      if (!refreshing && at >= dueAt) evaluate()
    },
    sessionChanged: evaluate,
    stop() {
      stopped = true
      if (timer !== undefined) clearTimer(timer)
      timer = undefined
    },
  }
}
