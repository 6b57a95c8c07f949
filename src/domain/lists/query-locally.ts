import type { ListQuery, Page } from './list-query'
import { paginate } from './paging'
import { sortBy, type SortKey } from './sort-by'
import { matchesSearch } from './text-search'

/** How a whole list fetched at once is searched and sorted in the browser. */
export interface LocalListRules<T> {
  /** The texts a search looks in. */
  searchTexts: (row: T) => readonly (string | null | undefined)[]
  /** The sort key of a row for a column; columns it does not know sort as unsorted. */
  sortKey: (row: T, column: string) => SortKey
}

/**
 * A page of a list that a call answers whole (reference data, the partner's lists): searched, sorted and
 * paged in the browser by the same rules the server uses (`matchesSearch`, `sortBy`, `paginate`).
 */
export function queryLocally<T>(rows: readonly T[], query: ListQuery, rules: LocalListRules<T>): Page<T> {
  const found = rows.filter((row) => matchesSearch(rules.searchTexts(row), query.search))
  const sorted = query.sortColumn
    ? sortBy(found, (row) => rules.sortKey(row, query.sortColumn), query.sort)
    : found
  return paginate(sorted, query.page, query.perPage)
}
