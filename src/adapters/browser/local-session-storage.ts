import { parseStoredUserData, type UserData } from '../../domain/auth/index.ts'
import type { SessionStoragePort, SignedInSession } from '../../ports/session-port'

export const STORAGE_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  lastCallAt: 'lastCallAt',
  /** The username whose session the server ended (`clear('ended')`), until someone signs in or out. */
  sessionEnded: 'sessionEnded',
} as const

/** The stored profile with every field it had (`extras` too); undefined when it cannot be read or has no role. */
function readUserData(storage: Storage): UserData | undefined {
  const raw = storage.getItem(STORAGE_KEYS.userData)
  const checked = parseStoredUserData(raw)
  if (!raw || !checked) return undefined
  return { ...(JSON.parse(raw) as object), ...checked }
}

/** The session in local storage under the spec's keys; an empty token removes its key. */
export function createLocalSessionStorage(storage: Storage = window.localStorage): SessionStoragePort {
  const setOrRemove = (key: string, value: string | undefined) =>
    value ? storage.setItem(key, value) : storage.removeItem(key)
  return {
    load() {
      return {
        userData: readUserData(storage),
        accessToken: storage.getItem(STORAGE_KEYS.accessToken) ?? undefined,
        refreshToken: storage.getItem(STORAGE_KEYS.refreshToken) ?? undefined,
      }
    },
    inspect() {
      return {
        userData: storage.getItem(STORAGE_KEYS.userData),
        accessToken: storage.getItem(STORAGE_KEYS.accessToken),
        refreshToken: storage.getItem(STORAGE_KEYS.refreshToken),
      }
    },
    // The access token is written last: other tabs get each key as a change of its own, and every listener
    // (the session keeper, the tabs' sign-in watch) looks again at the access token's change, so by then the
    // profile and refresh token it goes with are already there.
    save(session: SignedInSession) {
      storage.removeItem(STORAGE_KEYS.sessionEnded)
      storage.setItem(STORAGE_KEYS.userData, JSON.stringify(session.userData))
      setOrRemove(STORAGE_KEYS.refreshToken, session.refreshToken)
      setOrRemove(STORAGE_KEYS.accessToken, session.accessToken)
    },
    // The mark is written before the keys go, so a tab that hears the keys go finds it already there.
    clear(reason) {
      const username = reason === 'ended' ? readUserData(storage)?.username : undefined
      if (username) storage.setItem(STORAGE_KEYS.sessionEnded, username)
      else storage.removeItem(STORAGE_KEYS.sessionEnded)
      storage.removeItem(STORAGE_KEYS.userData)
      storage.removeItem(STORAGE_KEYS.accessToken)
      storage.removeItem(STORAGE_KEYS.refreshToken)
    },
    endedFor() {
      return storage.getItem(STORAGE_KEYS.sessionEnded) ?? undefined
    },
    recordLastCall(at: Date) {
      storage.setItem(STORAGE_KEYS.lastCallAt, at.toISOString())
    },
  }
}
