import { describe, expect, it } from 'vitest'
import { testUser } from '../../testing/session-fakes'
import { createLocalSessionStorage } from './local-session-storage'

/** A Storage over a Map, as local storage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial))
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

describe('createLocalSessionStorage', () => {
  it('keeps the session under the spec keys and gives the stored strings as they are', () => {
    const storage = memoryStorage()
    const port = createLocalSessionStorage(storage)
    port.save({ userData: testUser, accessToken: 'a.b.c', refreshToken: 'r.s.t' })
    expect(port.load()).toEqual({ userData: testUser, accessToken: 'a.b.c', refreshToken: 'r.s.t' })
    expect(port.inspect()).toEqual({
      userData: JSON.stringify(testUser),
      accessToken: 'a.b.c',
      refreshToken: 'r.s.t',
    })
    port.clear()
    expect(port.inspect()).toEqual({ userData: null, accessToken: null, refreshToken: null })
  })

  it('marks a session the server ended with whose it was, before its keys go, until the next sign-in or sign-out', () => {
    const storage = memoryStorage()
    const order: string[] = []
    const removeItem = storage.removeItem
    storage.removeItem = (key) => (order.push(`-${key}`), removeItem(key))
    const setItem = storage.setItem
    storage.setItem = (key, value) => (order.push(`+${key}`), setItem(key, value))
    const port = createLocalSessionStorage(storage)
    port.save({ userData: testUser, accessToken: 'a.b.c', refreshToken: 'r.s.t' })
    // The access token goes in last: other tabs look again at its change.
    expect(order).toEqual(['-sessionEnded', '+userData', '+refreshToken', '+accessToken'])
    order.length = 0
    port.clear('ended')
    expect(order).toEqual(['+sessionEnded', '-userData', '-accessToken', '-refreshToken'])
    expect(port.endedFor()).toBe(testUser.username)
    port.save({ userData: testUser, accessToken: 'a.b.c', refreshToken: 'r.s.t' })
    expect(port.endedFor()).toBeUndefined()
    port.clear('ended')
    port.clear()
    expect(port.endedFor()).toBeUndefined()
  })

  it('keeps fields of the profile the app does not know, and leaves out one it cannot use', () => {
    const withExtras = { ...testUser, extras: { eCommerceCartItemsCount: 0 } }
    expect(
      createLocalSessionStorage(memoryStorage({ userData: JSON.stringify(withExtras) })).load().userData,
    ).toEqual(withExtras)
    for (const broken of ['{"username":"admin"}', 'null', '42', '{not json']) {
      const port = createLocalSessionStorage(memoryStorage({ userData: broken, accessToken: 'a.b.c' }))
      expect(port.load()).toEqual({ userData: undefined, accessToken: 'a.b.c', refreshToken: undefined })
      expect(port.inspect().userData).toBe(broken)
    }
  })
})
