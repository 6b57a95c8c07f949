import { STORAGE_KEYS, checkStoredSession } from '../../domain/auth'
import type { SessionChange } from '../../ports/session-events-port'
import type { SessionStoragePort } from '../../ports/session-port'

const SESSION_KEYS: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS))

export interface OtherTabsOptions {
  /** The page whose `storage` events tell of other tabs' writes to local storage. */
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>
  storage: Pick<SessionStoragePort, 'inspect' | 'endedFor'>
  onChange: (change: SessionChange) => void
  /** Runs `look` once the current burst of events is over (a sign-in or sign-out writes three keys). */
  defer?: (look: () => void) => void
}

/**
 * Tells this tab what the other tabs of the app do to the session (issue 25 item 4): local storage's `storage`
 * event fires here for every key another tab writes. A sign-out there removes `userData`, `accessToken` and
 * `refreshToken` one after another, so the keys are read once the burst is over and the whole stored session
 * judged (`checkStoredSession`): usable is `signed-in`, anything else `signed-out` (with the problem when
 * something unusable was left). Returns the function that stops listening.
 */
export function watchOtherTabs({
  win,
  storage,
  onChange,
  defer = (look) => void setTimeout(look, 0),
}: OtherTabsOptions): () => void {
  let pending = false
  const look = () => {
    pending = false
    const check = checkStoredSession(storage.inspect())
    // The mark of a session the server ended is written before its keys go, so a look between two of them
    // (half a session left, which would read as broken) is already known as that.
    const endedFor = check.kind === 'signed-in' ? undefined : storage.endedFor()
    if (check.kind === 'signed-in') onChange({ kind: 'signed-in', userData: check.userData })
    else if (endedFor) onChange({ kind: 'signed-out', endedFor })
    else if (check.kind === 'broken') onChange({ kind: 'signed-out', problem: check.problem })
    else onChange({ kind: 'signed-out' })
  }
  const onStorage = (event: StorageEvent) => {
    // `key` is null when the other tab cleared the whole of local storage.
    if (event.key !== null && !SESSION_KEYS.has(event.key)) return
    if (pending) return
    pending = true
    defer(look)
  }
  win.addEventListener('storage', onStorage)
  return () => win.removeEventListener('storage', onStorage)
}
