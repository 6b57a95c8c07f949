/**
 * Options of a create call. `requestId` is the repeat-safe `X-RequestId` (spec §4, §9): the caller makes one
 * UUID per user action and passes the same one again when that action is retried, so the server does not
 * create the record twice.
 */
export interface CreateOptions {
  requestId?: string
}

/**
 * Options of a read call. `signal` aborts it when its answer is no longer wanted (a list's newer query
 * superseded it): the call is cancelled on the wire and rejects without being logged as a failure.
 */
export interface ReadOptions {
  signal?: AbortSignal
}
