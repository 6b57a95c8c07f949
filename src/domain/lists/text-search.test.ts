import { describe, expect, it } from 'vitest'
import { matchesSearch } from './text-search'

describe('matchesSearch', () => {
  it('matches every word somewhere, ignoring case', () => {
    expect(matchesSearch(['BMW X5', 'customers/C1001'], 'bmw c1001')).toBe(true)
    expect(matchesSearch(['BMW X5'], 'bmw audi')).toBe(false)
  })
  it('matches everything for an empty search and nothing in empty rows', () => {
    expect(matchesSearch([], '')).toBe(true)
    expect(matchesSearch(['x'], '   ')).toBe(true)
    expect(matchesSearch(['x'], null)).toBe(true)
    expect(matchesSearch([null, undefined, ''], 'a')).toBe(false)
  })
})
