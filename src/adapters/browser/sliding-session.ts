import { STORAGE_KEYS } from '../../domain/auth'
import type { SessionStoragePort, SignedInSession } from '../../ports/session-port'
import { watchActivity } from './activity-events'
import { createSessionKeeper, type LockManagerLike, type SessionKeeper } from './session-keeper'

export interface SlidingSessionOptions {
  /** The stored session (local storage). */
  storage: SessionStoragePort
  /** Renews both tokens (`/jwt/refresh-token`). */
  refresh: (refreshToken: string) => Promise<SignedInSession>
  /** Reloads the page once an expired session has been cleared (spec §8). */
  reload: () => void
  /** The page: inputs, visibility, `storage` events, `navigator.locks` (tests pass their own). */
  win?: Window
}

/**
 * Keeps the session alive in this tab while the person is active (`createSessionKeeper`). Answers the storage
 * port every other part uses: it tells the keeper when the session is saved or cleared in this tab, and counts
 * each API call (`recordLastCall`) as activity. The keeper also hears the person's inputs, the tab becoming
 * visible again, and other tabs' changes to the tokens (`storage` events). Web Locks are used where the
 * browser has them.
 */
export function startSlidingSession({ storage, refresh, reload, win = window }: SlidingSessionOptions): {
  sessionStorage: SessionStoragePort
  keeper: SessionKeeper
  stop: () => void
} {
  // Filled once the keeper exists: its first look may already clear an expired session through this port.
  const ready: { keeper?: SessionKeeper } = {}
  const sessionStorage: SessionStoragePort = {
    load: () => storage.load(),
    inspect: () => storage.inspect(),
    save(session) {
      storage.save(session)
      ready.keeper?.sessionChanged()
    },
    clear(reason) {
      storage.clear(reason)
      ready.keeper?.sessionChanged()
    },
    endedFor: () => storage.endedFor(),
    recordLastCall(at) {
      storage.recordLastCall(at)
      ready.keeper?.noteActivity(at.getTime())
    },
  }
  const locks = (win.navigator as Navigator & { locks?: LockManagerLike }).locks
  const keeper = createSessionKeeper({
    sessionStorage,
    refresh,
    expire: () => {
      sessionStorage.clear()
      reload()
    },
    locks: typeof locks?.request === 'function' ? locks : undefined,
  })
  ready.keeper = keeper
  const stopWatching = watchActivity(
    win,
    win.document,
    () => keeper.noteActivity(),
    () => keeper.sessionChanged(),
  )
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.accessToken ||
      event.key === STORAGE_KEYS.refreshToken
    )
      keeper.sessionChanged()
  }
  win.addEventListener('storage', onStorage)
  return {
    sessionStorage,
    keeper,
    stop() {
      keeper.stop()
      stopWatching()
      win.removeEventListener('storage', onStorage)
    },
  }
}
