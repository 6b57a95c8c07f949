import type { HandlerContext } from '@connectrpc/connect'
import type { ChangeJournal } from '../storage/changes'
import type { Db } from '../storage/db'
import type { Idempotency } from '../storage/idempotency'

/** What every service file needs. */
export interface ServiceDeps {
  db: Db
  idempotency: Idempotency
  /** Changes made through the API that other caches must hear about. */
  changed(): void
  /** The change feed's journal: every committed call's record writes (ChangeService.WatchChanges). */
  changes: ChangeJournal
}

/** `http://<host>` the caller used, for absolute document and photo URLs. */
export function originOf(ctx: HandlerContext): string {
  try {
    return new URL(ctx.url).origin
  } catch {
    return `http://${ctx.requestHeader.get('host') ?? 'localhost:8080'}`
  }
}
