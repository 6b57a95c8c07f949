export type SortDirection = 'asc' | 'desc'

/** The state of a paged, sorted, searchable list (the spec's page, perPage, sort, sortColumn, search). */
export interface ListQuery {
  /** 1-based. */
  page: number
  perPage: number
  sort: SortDirection
  sortColumn: string
  search: string
}

/** One page of a list, as the List* calls answer it. */
export interface Page<T> {
  items: T[]
  totalRows: number
  totalPages: number
}

/** Default page size (the spec does not give one). */
export const DEFAULT_PAGE_SIZE = 10
/** Page sizes offered; the longest renders only the rows near the window (the kit's `useRowWindow`). */
export const PAGE_SIZES: readonly number[] = [10, 25, 50, 100, 1000]

export const DEFAULT_LIST_QUERY: ListQuery = {
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
  sort: 'desc',
  sortColumn: 'id',
  search: '',
}
