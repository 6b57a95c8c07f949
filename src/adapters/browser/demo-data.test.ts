import { describe, expect, it, vi } from 'vitest'
import { demoDataKey } from '../../domain/demo-data'
import { createDemoData } from './demo-data'

class MemoryStorage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  key = (index: number) => [...this.items.keys()][index] ?? null
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, value)
  removeItem = (key: string) => void this.items.delete(key)
  clear = () => this.items.clear()
}

describe('demo data reset', () => {
  it('removes every demo-data entry, of any version, keeps the rest, then reloads', () => {
    const storage = new MemoryStorage()
    storage.setItem(demoDataKey('auth'), '{}')
    storage.setItem(demoDataKey('search'), '{}')
    storage.setItem('demoData:v0:auth', '{}')
    storage.setItem('userData', '{"role":"admin"}')
    storage.setItem('layout', '{}')
    const reload = vi.fn()
    createDemoData({ storage: storage as unknown as Storage, reload }).reset()
    expect(Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort()).toEqual([
      'layout',
      'userData',
    ])
    expect(reload).toHaveBeenCalledOnce()
  })
})
