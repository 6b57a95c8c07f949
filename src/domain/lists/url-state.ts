import { DEFAULT_LIST_QUERY, PAGE_SIZES, type ListQuery } from './list-query'

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined
  const value = Number(text)
  return value >= 1 && Number.isSafeInteger(value) ? value : undefined
}

/**
 * A list's state from the URL (`?page=2&perPage=25&sort=asc&sortColumn=date&search=bmw`). A missing or
 * unreadable value takes the default: page must be a whole number from 1, perPage one of PAGE_SIZES,
 * sort asc or desc.
 */
export function parseListQuery(
  searchParams: URLSearchParams | string,
  defaults: ListQuery = DEFAULT_LIST_QUERY,
): ListQuery {
  const params = typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams
  const perPage = positiveInteger(params.get('perPage'))
  const sort = params.get('sort')
  return {
    page: positiveInteger(params.get('page')) ?? defaults.page,
    perPage: perPage !== undefined && PAGE_SIZES.includes(perPage) ? perPage : defaults.perPage,
    sort: sort === 'asc' || sort === 'desc' ? sort : defaults.sort,
    sortColumn: params.get('sortColumn') || defaults.sortColumn,
    search: params.get('search') ?? defaults.search,
  }
}

/** The URL search text of a list's state (no leading `?`), leaving out every value equal to its default. */
export function listQueryToSearch(query: ListQuery, defaults: ListQuery = DEFAULT_LIST_QUERY): string {
  const params = new URLSearchParams()
  const keys: (keyof ListQuery)[] = ['page', 'perPage', 'sort', 'sortColumn', 'search']
  for (const key of keys) {
    if (query[key] !== defaults[key]) params.set(key, String(query[key]))
  }
  return params.toString()
}
