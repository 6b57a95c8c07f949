import {
  DEFAULT_LIST_QUERY,
  parseListQuery,
  readFilters,
  type FilterField,
  type FilterValues,
  type ListQuery,
  type Page,
} from '../../../domain/lists'
import { session } from '../../session/session'
import { queryCache } from '../query-cache'

/**
 * A list screen's first query as a plain definition, usable outside React (decision 0140): the route starts the
 * call from the URL before the screen's code has arrived, and the screen's controller (given the same
 * definition) adopts it. Its fields are the `useListController` config's of the same names.
 */
export interface ListRoute<Row, Q, Extra extends object = object> {
  /** The list's id (its saved column choice, its cache key). */
  id: string
  defaults: Partial<ListQuery>
  /** The filters' URL parameters (the screen's filter bar shows the same keys). */
  filters: readonly FilterField[]
  toQuery: (query: ListQuery, filters: FilterValues) => Q
  load: (query: Q, options: { signal?: AbortSignal }) => Promise<Page<Row> & Extra>
}

/** The loader cache's key of a list query: per signed-in person, list and query. */
export const listKey = (id: string, query: unknown): string =>
  `${session.userData?.username ?? ''}:list:${id}:${JSON.stringify(query)}`

/** The port query a list's URL search stands for: what its controller will ask for first. */
export function listRouteQuery<Q>(route: ListRoute<unknown, Q>, search: string): Q {
  const query = parseListQuery(search, { ...DEFAULT_LIST_QUERY, ...route.defaults })
  return route.toQuery(query, readFilters(new URLSearchParams(search), route.filters))
}

/** Starts a list's first call for this URL search, for the controller to adopt. */
export function prefetchList<Q>(route: ListRoute<unknown, Q>, search: string): void {
  const query = listRouteQuery(route, search)
  queryCache.prefetch(listKey(route.id, query), (signal) => route.load(query, { signal }))
}
