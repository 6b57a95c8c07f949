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
