import { session } from '../../session/session'
import { queryCache } from '../query-cache'

/**
 * A detail screen's record as a plain definition, usable outside React (decision 0140): the route starts the
 * call as soon as it is decided, and the screen's controller (`useDetailController` with `sharedAs`) adopts it.
 */
export interface RecordRoute<T> {
  /** The kind of record (`order`): part of the cache key. */
  id: string
  /** The record's resource name from the route's params (`orders/42`). */
  nameOf: (params: Record<string, string>) => string
  load: (name: string, options: { signal?: AbortSignal }) => Promise<T>
}

/** The loader cache's key of a record: per signed-in person, kind and name. */
export const recordKey = (id: string, name: string): string =>
  `${session.userData?.username ?? ''}:record:${id}:${name}`

/** Starts loading the route's record, for the screen's controller to adopt. */
export function prefetchRecord<T>(route: RecordRoute<T>, params: Record<string, string>): void {
  const name = route.nameOf(params)
  queryCache.prefetch(recordKey(route.id, name), (signal) => route.load(name, { signal }))
}
