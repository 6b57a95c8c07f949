import { authorizationHeader, isTokenExpired } from '../../domain/auth'
import { PortError } from '../../ports/errors'
import type { SessionPort, SessionStoragePort } from '../../ports/session-port'

/** The request-id header of create calls (spec §9). */
export const REQUEST_ID_HEADER = 'X-RequestId'

export interface CallPipelineOptions {
  sessionStorage: SessionStoragePort
  /** Refreshes the tokens through `/jwt/refresh-token`. */
  session: Pick<SessionPort, 'refresh'>
  /** Called once when a refresh fails and the session has been cleared (the UI goes to /login). */
  onSignedOut: () => void
  /** Reloads the page after an expired token cleared the session (spec §8). */
  reload: () => void
  now?: () => Date
  /** Where failed calls are logged (spec §8); console.error by default. */
  log?: (message: string, error: unknown) => void
  /** Whether the browser has a network (`navigator.onLine` by default); writes are refused without one. */
  isOnline?: () => boolean
}

/** One call through the pipeline; the transport-specific parts are `send` and `toPortError`. */
export interface PipelineCall<T> {
  /** What is called, for the log: `OrderService/ListOrders`, `GET /api/bookmarks/data`. */
  label: string
  /** The `X-RequestId` of a create call; kept when the pipeline retries the call. */
  requestId?: string
  /** A call that changes something (create, update, delete, move); refused up front while offline. */
  write?: boolean
  /**
   * Aborts the call (its caller no longer wants the answer): it is not retried, and its rejection is not
   * logged as a failure.
   */
  signal?: AbortSignal
  /** Sends the call with these headers (Authorization, X-RequestId). Called again on a retry. */
  send: (headers: Headers) => Promise<T>
  /** Maps whatever `send` threw to a PortError (`unauthenticated` for a 401 or Connect's unauthenticated). */
  toPortError: (error: unknown) => PortError
}

export interface CallPipeline {
  run<T>(call: PipelineCall<T>): Promise<T>
}

/**
 * The one call pipeline for Connect and plain HTTP calls (spec §7, §8):
 * - an access token whose `exp` has passed clears the stored session and reloads the page, and the call is
 *   not sent;
 * - `Authorization: Bearer <token>` when a token exists, none otherwise; `X-RequestId` when given;
 * - the time of the call is recorded in local storage;
 * - on `unauthenticated` the tokens are refreshed once, however many calls failed at once, and each failed
 *   call is retried once with the new token; if the refresh fails the session is cleared and `onSignedOut`
 *   runs once;
 * - a call refused as `unauthenticated` while no session is stored at all (the user signed out, here or in
 *   another tab, while it was on the wire or before it was sent) is not a failure: nothing is refreshed,
 *   `onSignedOut` runs as for a failed refresh, and the call rejects with `unauthenticated` without a log;
 * - a write made while the browser is offline is not sent: it rejects at once with `offline`, so the screen
 *   keeps what was typed and says why (reads are tried, and fail as `unavailable` when nothing answers);
 * - a call its caller aborted (`signal`) rejects without a log and is not retried;
 * - a failed call is logged and rejected with a PortError, with its request id (the server's, or the create
 *   call's own) in both.
 */
export function createCallPipeline(options: CallPipelineOptions): CallPipeline {
  const { sessionStorage, session, onSignedOut, reload } = options
  const now = options.now ?? (() => new Date())
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error))
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false)
  /** The refresh in flight, shared by every call that fails while it runs. */
  let refreshing: Promise<void> | null = null
  /** The rejections of calls refused because nobody is signed in: not logged. */
  const signedOutRefusals = new WeakSet<PortError>()

  function isSignedOut(): boolean {
    const { accessToken, refreshToken } = sessionStorage.load()
    return !accessToken && !refreshToken
  }

  function refreshOnce(): Promise<void> {
    refreshing ??= (async () => {
      const { refreshToken } = sessionStorage.load()
      try {
        if (!refreshToken) throw new PortError('unauthenticated', 'No refresh token')
        sessionStorage.save(await session.refresh(refreshToken))
      } catch (cause) {
        sessionStorage.clear('ended')
        onSignedOut()
        throw cause instanceof PortError ? cause : new PortError('unauthenticated', 'Session refresh failed')
      }
    })().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function attempt<T>(call: PipelineCall<T>, retried: boolean): Promise<T> {
    // The token as stored (`load` would also parse the profile, which a call does not need).
    const accessToken = sessionStorage.inspect().accessToken ?? undefined
    if (accessToken && isTokenExpired(accessToken, Math.floor(now().getTime() / 1000))) {
      sessionStorage.clear()
      reload()
      throw new PortError('unauthenticated', 'The session has expired')
    }
    const headers = new Headers()
    const authorization = authorizationHeader(accessToken)
    if (authorization) headers.set('Authorization', authorization)
    if (call.requestId) headers.set(REQUEST_ID_HEADER, call.requestId)
    // The request leaves first; the time of the last call (spec §8, a write to local storage) is kept after.
    let answer: Promise<T>
    try {
      answer = call.send(headers)
    } catch (cause) {
      answer = Promise.reject(cause)
    }
    sessionStorage.recordLastCall(now())
    try {
      return await answer
    } catch (cause) {
      const error = call.toPortError(cause)
      if (error.code === 'unauthenticated' && isSignedOut()) {
        onSignedOut()
        signedOutRefusals.add(error)
        throw error
      }
      if (error.code !== 'unauthenticated' || retried || call.signal?.aborted) throw error
      if (refreshing) {
        await refreshing
      } else if (sessionStorage.load().accessToken === accessToken || !accessToken) {
        // This call used the current token: it is the first to learn the token is refused.
        await refreshOnce()
      }
      // else: a refresh finished while this call was on the wire; retry with the token it stored.
      return attempt(call, true)
    }
  }

  return {
    async run<T>(call: PipelineCall<T>): Promise<T> {
      try {
        if (call.write && !isOnline())
          throw new PortError(
            'offline',
            'Offline: the change was not sent. Save again once the connection is back.',
          )
        return await attempt(call, false)
      } catch (cause) {
        const refusal = cause instanceof PortError ? cause : call.toPortError(cause)
        if (signedOutRefusals.has(refusal) || call.signal?.aborted) throw refusal
        // The request id to quote: the server's, or the create call's own when no answer gave one.
        const error =
          refusal.requestId || !call.requestId ? refusal : refusal.with({ requestId: call.requestId })
        log(
          `${call.label} failed: ${error.code}${error.requestId ? ` (request ${error.requestId})` : ''}`,
          error,
        )
        throw error
      }
    },
  }
}
