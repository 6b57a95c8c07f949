import { describe, expect, it } from 'vitest'
import {
  BOOKMARK_BAR_LIMIT,
  BOOKMARK_SUGGESTION_LIMIT,
  bookmarkForPath,
  bookmarkSuggestions,
  splitBookmarks,
} from './bookmarks'

const pages = Array.from({ length: 14 }, (_, i) => ({ title: `Page ${i + 1}`, link: `/p/${i + 1}` }))

describe('bookmarks (spec §2, §9)', () => {
  it('shows at most 10 shortcuts and puts the rest in the overflow', () => {
    expect(BOOKMARK_BAR_LIMIT).toBe(10)
    const { shortcuts, overflow } = splitBookmarks(pages)
    expect(shortcuts).toHaveLength(10)
    expect(overflow.map((p) => p.title)).toEqual(['Page 11', 'Page 12', 'Page 13', 'Page 14'])
    expect(splitBookmarks(pages.slice(0, 3)).overflow).toEqual([])
  })

  it('suggests at most 6 matches while typing, and every bookmark otherwise', () => {
    expect(BOOKMARK_SUGGESTION_LIMIT).toBe(6)
    expect(bookmarkSuggestions('page', pages, [])).toHaveLength(6)
    expect(bookmarkSuggestions('page 1', pages, []).map((p) => p.title)).toEqual([
      'Page 1',
      'Page 10',
      'Page 11',
      'Page 12',
      'Page 13',
      'Page 14',
    ])
    const bookmarks = pages.slice(0, 8)
    expect(bookmarkSuggestions('', pages, bookmarks)).toEqual(bookmarks)
  })

  it('finds the page of the current path, ignoring the query string', () => {
    expect(bookmarkForPath(pages, '/p/3?page=2')?.title).toBe('Page 3')
    expect(bookmarkForPath(pages, '/nowhere')).toBeUndefined()
  })
})
