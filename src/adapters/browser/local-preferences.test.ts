import { describe, expect, it } from 'vitest'
import { createLocalPreferences } from './local-preferences'

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial))
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  }
}

describe('local preferences', () => {
  it('saves skin, direction and menuCollapsed as JSON under their own keys', () => {
    const storage = memoryStorage()
    createLocalPreferences(() => storage).save({ skin: 'dark', direction: 'rtl', menuCollapsed: true })
    expect([storage.getItem('skin'), storage.getItem('direction'), storage.getItem('menuCollapsed')]).toEqual(
      ['"dark"', '"rtl"', 'true'],
    )
  })

  it('loads what is stored and skips what cannot be read', () => {
    const storage = memoryStorage({ skin: '"semi-dark"', menuCollapsed: 'not json' })
    expect(createLocalPreferences(() => storage).load()).toEqual({ skin: 'semi-dark' })
  })

  it('works without storage', () => {
    const preferences = createLocalPreferences(() => undefined)
    expect(preferences.load()).toEqual({})
    expect(() => preferences.save({ skin: 'light', direction: 'ltr', menuCollapsed: false })).not.toThrow()
  })
})
