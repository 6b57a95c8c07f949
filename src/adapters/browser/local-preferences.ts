import { PERSISTED_KEYS, type PersistedKey } from '../../domain/layout'
import type { PreferencesPort } from '../../ports/preferences-port'

/** The layout choices in local storage, one JSON value per key: `skin`, `direction`, `menuCollapsed`. */
export function createLocalPreferences(
  storage: () => Storage | undefined = () => globalThis.localStorage,
): PreferencesPort {
  return {
    load() {
      const stored: Partial<Record<PersistedKey, unknown>> = {}
      for (const key of PERSISTED_KEYS) {
        try {
          const text = storage()?.getItem(key)
          if (text != null) stored[key] = JSON.parse(text)
        } catch {
          // unreadable or unavailable: the default applies
        }
      }
      return stored
    },
    save(preferences) {
      for (const key of PERSISTED_KEYS) {
        try {
          storage()?.setItem(key, JSON.stringify(preferences[key]))
        } catch {
          // storage full or unavailable: the choice lasts for this page only
        }
      }
    },
  }
}
