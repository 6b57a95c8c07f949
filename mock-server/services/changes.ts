import { create } from '@bufbuild/protobuf'
import { timestampFromDate } from '@bufbuild/protobuf/wkt'
import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import { isWatchedCollection, WATCHED_COLLECTIONS, type ChangeKind as Kind } from '../../src/domain/changes'
import {
  ChangeKind,
  ChangeService,
  WatchChangesResponseSchema,
  type WatchChangesRequest,
  type WatchChangesResponse,
} from '../../src/gen/cargo/services/changes_pb'
import { isAdmin, requireReader, type Principal } from '../http/auth'
import type { ChangeJournal, JournalEntry, JournalEvent } from '../storage/changes'
import { invalidArgument } from '../http/errors'

/** How long a stream stays quiet before a heartbeat (default). */
const HEARTBEAT_MS = 20_000

const KINDS: Record<Kind, ChangeKind> = {
  created: ChangeKind.CREATED,
  updated: ChangeKind.UPDATED,
  deleted: ChangeKind.DELETED,
}

function toMessage(entry: JournalEntry): WatchChangesResponse {
  const { change } = entry
  return create(WatchChangesResponseSchema, {
    event: {
      case: 'change',
      value: {
        cursor: change.cursor,
        collection: change.collection,
        name: change.name,
        kind: KINDS[change.kind],
        actorDisplayName: change.actor,
        changeTime: timestampFromDate(change.at),
        etag: change.etag,
      },
    },
  })
}

/** The collections asked for, checked: each one the feed carries, at most once each. */
function collectionsOf(req: WatchChangesRequest): Set<string> {
  const wanted = new Set<string>()
  req.collections.forEach((collection, index) => {
    if (!isWatchedCollection(collection))
      throw invalidArgument(`collections.${index}`, 'MALFORMED', {
        expected: `one of ${WATCHED_COLLECTIONS.join(', ')}`,
      })
    wanted.add(collection)
  })
  return wanted
}

/** Whether `principal` hears of the change: staff of everything, a customer of its own customer's records. */
const mayHear = (principal: Principal, entry: JournalEntry) =>
  isAdmin(principal) || (entry.owner !== '' && entry.owner === principal.customerName)

/**
 * ChangeService.WatchChanges: a started message (the latest cursor; whether the caller must reload), the kept
 * changes after `resume_after`, then each change as it commits, with a heartbeat after HEARTBEAT_MS of quiet.
 * The stream ends when the caller goes away, and when the journal restarts (a reset): the caller reconnects and
 * is told to reload.
 */
export function registerChangeService(
  router: ConnectRouter,
  journal: ChangeJournal,
  heartbeatMs = HEARTBEAT_MS,
): void {
  router.service(ChangeService, {
    async *watchChanges(req: WatchChangesRequest, ctx: HandlerContext) {
      const principal = requireReader(ctx)
      const wanted = collectionsOf(req)
      const heard = (entry: JournalEntry) =>
        (wanted.size === 0 || wanted.has(entry.change.collection)) && mayHear(principal, entry)
      // Listening starts before the kept changes are read, so nothing committed in between is missed.
      const queue: JournalEvent[] = []
      let wake: (() => void) | null = null
      const stop = journal.listen((event) => {
        queue.push(event)
        wake?.()
      })
      const onAbort = () => wake?.()
      ctx.signal.addEventListener('abort', onAbort)
      try {
        const kept = journal.since(req.resumeAfter)
        const stale = kept === 'stale'
        yield create(WatchChangesResponseSchema, {
          event: { case: 'started', value: { cursor: journal.cursor, reloadRequired: stale } },
        })
        let sent = 0
        for (const entry of stale ? [] : kept) {
          sent = entry.seq
          if (heard(entry)) yield toMessage(entry)
        }
        while (!ctx.signal.aborted) {
          if (queue.length === 0) {
            let timer: ReturnType<typeof setTimeout> | undefined
            const beat = await new Promise<boolean>((resolve) => {
              wake = () => resolve(false)
              timer = setTimeout(() => resolve(true), heartbeatMs)
            })
            wake = null
            clearTimeout(timer)
            if (beat && queue.length === 0 && !ctx.signal.aborted)
              yield create(WatchChangesResponseSchema, {
                event: { case: 'heartbeat', value: { cursor: journal.cursor } },
              })
            continue
          }
          const event = queue.shift()!
          if ('restarted' in event) return
          if (event.entry.seq <= sent) continue
          if (heard(event.entry)) yield toMessage(event.entry)
        }
      } finally {
        stop()
        ctx.signal.removeEventListener('abort', onAbort)
      }
    },
  })
}
