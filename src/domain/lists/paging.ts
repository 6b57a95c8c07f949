import type { Page } from './list-query'

/** Pages needed for `totalRows` rows: 0 rows give 0 pages; a non-positive page size counts as 1 page. */
export function countPages(totalRows: number, perPage: number): number {
  if (totalRows <= 0) return 0
  if (perPage <= 0) return 1
  return Math.ceil(totalRows / perPage)
}

/** The 1-based `page` of `items`; a page below 1 reads as 1, a page past the end is empty. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const size = perPage > 0 ? Math.floor(perPage) : items.length || 1
  const start = (Math.max(1, Math.floor(page)) - 1) * size
  return {
    items: items.slice(start, start + size),
    totalRows: items.length,
    totalPages: countPages(items.length, size),
  }
}
