/**
 * Options of a create call. `requestId` is the repeat-safe `X-RequestId` (spec §4, §9): the caller makes one
 * UUID per user action and passes the same one again when that action is retried, so the server does not
 * create the record twice.
 */
export interface CreateOptions {
  requestId?: string
}
