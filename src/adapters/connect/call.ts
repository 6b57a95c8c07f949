import type { CallOptions } from '@connectrpc/connect'
import type { CallPipeline } from '../pipeline/call-pipeline'
import type { ListQuery } from '../../domain/lists'
import { PortError } from '../../ports/errors'
import { connectErrorToPortError } from './errors'

/**
 * Runs one RPC through the call pipeline; `send` gets the call options carrying the pipeline's headers and the
 * caller's abort signal.
 */
export type RpcCaller = <Res>(
  label: string,
  send: (options: CallOptions) => Promise<Res>,
  requestId?: string,
  signal?: AbortSignal,
) => Promise<Res>

/** Whether an RPC changes something: every method but List* and Get* (`OrderService/ListOrders` reads). */
export const isWriteRpc = (label: string): boolean => !/\/(List|Get)[A-Z]/.test(label)

export function rpcCaller(pipeline: CallPipeline): RpcCaller {
  return (label, send, requestId, signal) =>
    pipeline.run({
      label,
      requestId,
      write: isWriteRpc(label),
      signal,
      send: (headers) => send({ headers, signal }),
      toPortError: connectErrorToPortError,
    })
}

/** The paging, sort and search fields every list request carries, from a list query. */
export function pageRequest(query: ListQuery) {
  return {
    page: query.page,
    perPage: query.perPage,
    sort: query.sort,
    sortColumn: query.sortColumn,
    search: query.search,
  }
}

/** A `{ items, totalRows, totalPages }` page from a list response. */
export function pageOf<P, T>(
  items: readonly P[],
  map: (item: P) => T,
  totals: { totalRows: number; totalPages: number },
) {
  return { items: items.map(map), totalRows: totals.totalRows, totalPages: totals.totalPages }
}

/** The entity of a Get/Create/Update response, which the server must fill. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new PortError('internal', `The response carries no ${what}`)
  return value
}
