import { describe, expect, it } from 'vitest'
import { createListCache, LIST_CACHE_LIMIT } from './list-cache'

function memoryStorage(limit = Infinity): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    key: (i) => [...values.keys()][i] ?? null,
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => {
      const used = [...values.entries()].reduce(
        (sum, [key, text]) => (key === k ? sum : sum + text.length),
        0,
      )
      if (used + v.length > limit) throw new DOMException('full', 'QuotaExceededError')
      values.set(k, v)
    },
    removeItem: (k) => void values.delete(k),
    clear: () => values.clear(),
  }
}

describe('createListCache', () => {
  it('reads back what was written, dates as dates, with the time it was saved', () => {
    const cache = createListCache(memoryStorage())
    const createdAt = new Date('2026-03-04T05:06:07.089Z')
    cache.write('admin:orders:{}', {
      items: [{ id: 1, createdAt, note: '2026-03-04T05:06:07.089Z' }],
      totalRows: 1,
    })
    const read = cache.read('admin:orders:{}')
    expect(read?.savedAt).toBeInstanceOf(Date)
    expect(read?.value).toEqual({
      items: [{ id: 1, createdAt, note: '2026-03-04T05:06:07.089Z' }],
      totalRows: 1,
    })
    expect((read?.value as { items: { createdAt: unknown; note: unknown }[] }).items[0]?.note).toBe(
      '2026-03-04T05:06:07.089Z',
    )
    expect(cache.read('admin:payments:{}')).toBeUndefined()
  })

  it('reads back nested dates, an invalid date as one, and leaves out what JSON leaves out', () => {
    const cache = createListCache(memoryStorage())
    const at = new Date('2026-01-02T03:04:05.000Z')
    cache.write('k', {
      items: [{ lines: [{ at, amount: { value: 5, exponent: 2 } }], gone: undefined, none: null }],
      bad: new Date(NaN),
      list: [at, 1, 'a', undefined],
    })
    const value = cache.read('k')?.value as Record<string, unknown>
    expect(value).toEqual({
      items: [{ lines: [{ at, amount: { value: 5, exponent: 2 } }], none: null }],
      bad: new Date(NaN),
      list: [at, 1, 'a', null],
    })
    expect(value['bad']).toBeInstanceOf(Date)
    expect('gone' in (value['items'] as object[])[0]!).toBe(false)
  })

  it('keeps the newest answers only, and forgets everything on clear', () => {
    const cache = createListCache(memoryStorage())
    for (let i = 0; i <= LIST_CACHE_LIMIT; i++) cache.write(`k${i}`, i)
    expect(cache.read('k0')).toBeUndefined()
    expect(cache.read('k1')?.value).toBe(1)
    cache.write('k1', 'again')
    cache.write('new', 'x')
    expect(cache.read('k1')?.value).toBe('again')
    expect(cache.read('k2')).toBeUndefined()
    cache.clear()
    expect(cache.read('k1')).toBeUndefined()
    expect(cache.read('new')).toBeUndefined()
  })

  it('a full storage keeps the list working and frees room', () => {
    const storage = memoryStorage(400)
    const cache = createListCache(storage)
    cache.write('a', 'x'.repeat(150))
    cache.write('b', 'y'.repeat(150))
    expect(() => cache.write('c', 'z'.repeat(150))).not.toThrow()
    expect(cache.read('a')).toBeUndefined()
    cache.write('d', 'w'.repeat(150))
    expect(cache.read('d')?.value).toBe('w'.repeat(150))
  })
})
