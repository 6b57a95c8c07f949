export {
  type ListQuery,
  type Page,
  type SortDirection,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  DEFAULT_LIST_QUERY,
} from './list-query'
export { countPages, paginate } from './paging'
export { sortBy, type SortKey } from './sort-by'
export { parseListQuery, listQueryToSearch } from './url-state'
export { matchesSearch } from './text-search'
export {
  type FilterField,
  type FilterValues,
  parseDay,
  formatDay,
  readFilters,
  writeFilters,
  countSetFilters,
} from './filter-state'
export { type CsvCell, toCsv, parseCsv } from './csv'
export { type LocalListRules, queryLocally } from './query-locally'
export {
  type SavedView,
  MAX_VIEW_NAME_LENGTH,
  viewSearch,
  saveView,
  removeView,
  parseSavedViews,
  savedViewsKey,
} from './saved-views'
