import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sortBy } from './sort-by'

describe('sortBy', () => {
  it('sorts numbers, strings and dates both ways without touching the input', () => {
    const input = [3, 1, 2]
    expect(sortBy(input, (n) => n)).toEqual([1, 2, 3])
    expect(sortBy(input, (n) => n, 'desc')).toEqual([3, 2, 1])
    expect(input).toEqual([3, 1, 2])
    expect(sortBy(['C10', 'c2', 'B'], (s) => s)).toEqual(['B', 'c2', 'C10'])
    const d = (day: number) => new Date(Date.UTC(2026, 0, day))
    expect(sortBy([d(3), d(1)], (x) => x)).toEqual([d(1), d(3)])
  })

  it('keeps equal keys in input order in both directions', () => {
    const rows = [
      { k: 1, id: 'a' },
      { k: 0, id: 'b' },
      { k: 1, id: 'c' },
    ]
    expect(sortBy(rows, (r) => r.k).map((r) => r.id)).toEqual(['b', 'a', 'c'])
    expect(sortBy(rows, (r) => r.k, 'desc').map((r) => r.id)).toEqual(['a', 'c', 'b'])
  })

  it('puts missing keys last', () => {
    expect(sortBy([null, 2, undefined, 1], (x) => x)).toEqual([1, 2, null, undefined])
    expect(sortBy([null, 2, 1], (x) => x, 'desc')).toEqual([2, 1, null])
  })

  it('is stable for any input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 })), (keys) => {
        const rows = keys.map((k, index) => ({ k, index }))
        const sorted = sortBy(rows, (r) => r.k)
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!]
          expect(a.k < b.k || (a.k === b.k && a.index < b.index)).toBe(true)
        }
      }),
    )
  })
})
