import type { PersistedKey, PersistedPreferences } from '../domain/layout'

/**
 * Where the saved layout choices live between visits (skin, text direction, menu collapsed). `load` answers
 * what was stored, unchecked: the domain's `restorePreferences` decides what is usable.
 */
export interface PreferencesPort {
  load(): Partial<Record<PersistedKey, unknown>>
  save(preferences: PersistedPreferences): void
}
