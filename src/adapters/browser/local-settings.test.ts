import { describe, expect, it } from 'vitest'
import { createLocalSettings } from './local-settings'

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

describe('local settings', () => {
  it('keeps JSON values by key and forgets undefined ones', () => {
    const storage = memoryStorage()
    const settings = createLocalSettings(storage)
    settings.write('columns:orders', ['id', 'amount'])
    expect(storage.getItem('settings:columns:orders')).toBe('["id","amount"]')
    expect(createLocalSettings(storage).read('columns:orders')).toEqual(['id', 'amount'])
    settings.write('columns:orders', undefined)
    expect(settings.read('columns:orders')).toBeUndefined()
  })
  it('reads unreadable JSON as nothing', () => {
    const storage = memoryStorage()
    storage.setItem('settings:x', '{oops')
    expect(createLocalSettings(storage).read('x')).toBeUndefined()
  })
})
