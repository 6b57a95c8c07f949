import type { LocalSettingsPort } from '../../ports/local-settings-port'

const PREFIX = 'settings:'

/** Local settings in the browser's local storage, as JSON under `settings:<key>`; a storage failure is ignored. */
export function createLocalSettings(storage: Storage = globalThis.localStorage): LocalSettingsPort {
  return {
    read(key) {
      try {
        const text = storage.getItem(PREFIX + key)
        return text === null ? undefined : (JSON.parse(text) as unknown)
      } catch {
        return undefined
      }
    },
    write(key, value) {
      try {
        if (value === undefined) storage.removeItem(PREFIX + key)
        else storage.setItem(PREFIX + key, JSON.stringify(value))
      } catch {
        // storage full or unavailable: the choice lasts for this page only
      }
    },
  }
}
