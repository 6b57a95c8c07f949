import { describe, expect, it } from 'vitest'
import { countPages, paginate } from './paging'

describe('countPages', () => {
  it.each([
    [0, 10, 0],
    [-3, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [100, 25, 4],
    [5, 0, 1],
  ])('%i rows by %i gives %i pages', (rows, perPage, pages) => {
    expect(countPages(rows, perPage)).toBe(pages)
  })
})

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1)
  it('cuts a page', () => {
    expect(paginate(items, 1, 10)).toEqual({ items: items.slice(0, 10), totalRows: 23, totalPages: 3 })
    expect(paginate(items, 3, 10).items).toEqual([21, 22, 23])
  })
  it('gives an empty page past the end and reads page 0 as 1', () => {
    expect(paginate(items, 4, 10).items).toEqual([])
    expect(paginate(items, 0, 10).items[0]).toBe(1)
  })
  it('handles an empty list', () => {
    expect(paginate([], 1, 10)).toEqual({ items: [], totalRows: 0, totalPages: 0 })
  })
})
