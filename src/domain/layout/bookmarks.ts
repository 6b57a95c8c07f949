import { matchTitles, type Titled } from './search.ts'

/** At most this many bookmark shortcuts show in the bar; the rest go in an overflow dropdown (spec §9). */
export const BOOKMARK_BAR_LIMIT = 10
/** At most this many suggestions while a query is typed in the bookmark search. */
export const BOOKMARK_SUGGESTION_LIMIT = 6

export function splitBookmarks<T>(bookmarks: readonly T[]): { shortcuts: T[]; overflow: T[] } {
  return { shortcuts: bookmarks.slice(0, BOOKMARK_BAR_LIMIT), overflow: bookmarks.slice(BOOKMARK_BAR_LIMIT) }
}

/**
 * The bookmark search's list: with a query, up to 6 matching pages (prefix matches first); without one,
 * every bookmarked page.
 */
export function bookmarkSuggestions<T extends Titled>(
  query: string,
  pages: readonly T[],
  bookmarks: readonly T[],
): T[] {
  return query.trim() ? matchTitles(pages, query).slice(0, BOOKMARK_SUGGESTION_LIMIT) : [...bookmarks]
}

/** The bookmark of the current page, matched on its link (query and hash ignored). */
export function bookmarkForPath<T extends { link: string }>(
  pages: readonly T[],
  path: string,
): T | undefined {
  const bare = path.split(/[?#]/)[0] || '/'
  return pages.find((page) => page.link === bare)
}
