import type { SearchSource, Titled } from '../domain/layout'

/**
 * An item of the navbar's global search data (`GET /api/main-search/data`, template-apps §7). The groups are
 * the in-browser mock's (Pages, Files, Contacts) and their items differ per group, so an item is a title
 * plus whatever else its group carries.
 */
export interface SearchItem extends Titled {
  [field: string]: unknown
}

/** One group of `searchArr`: the domain's search source (groupTitle, searchLimit, data). */
export type SearchGroup = SearchSource<SearchItem>

export interface SearchPort {
  loadSearchData(): Promise<SearchGroup[]>
}
