import { createClient, type Transport } from '@connectrpc/connect'
import type { ChangeKind as Kind } from '../../../domain/changes'
import { ChangeKind, ChangeService, type WatchChangesResponse } from '../../../gen/cargo/services/changes_pb'
import type { ChangeStreamMessage, OpenChangeStream } from '../../../ports/change-feed-port'
import { dateFromProto } from '../codecs'
import { connectErrorToPortError } from '../errors'

const KINDS: Partial<Record<ChangeKind, Kind>> = {
  [ChangeKind.CREATED]: 'created',
  [ChangeKind.UPDATED]: 'updated',
  [ChangeKind.DELETED]: 'deleted',
}

/** A message of the stream in domain terms; one this client does not know (a newer kind) is left out. */
function changeMessageFromProto(message: WatchChangesResponse): ChangeStreamMessage | null {
  const { event } = message
  switch (event.case) {
    case 'started':
      return { kind: 'started', cursor: event.value.cursor, reloadRequired: event.value.reloadRequired }
    case 'heartbeat':
      return { kind: 'heartbeat', cursor: event.value.cursor }
    case 'change': {
      const change = event.value
      const kind = KINDS[change.kind]
      if (!kind) return null
      return {
        kind: 'change',
        change: {
          cursor: change.cursor,
          collection: change.collection,
          name: change.name,
          kind,
          actor: change.actorDisplayName,
          at: dateFromProto(change.changeTime) ?? new Date(Number.NaN),
          etag: change.etag,
        },
      }
    }
    default:
      return null
  }
}

/**
 * ChangeService.WatchChanges over the app's transport (gRPC-web in the browser). Outside the call pipeline on
 * purpose: an open stream is not the person's activity, so it neither records a call time nor refreshes tokens
 * (the shared feed reads the stored token at each connection).
 */
export function createChangeStream(transport: Transport): OpenChangeStream {
  const client = createClient(ChangeService, transport)
  return async function* openChangeStream(request, { signal, headers }) {
    try {
      const messages = client.watchChanges(
        { collections: [...request.collections], resumeAfter: request.resumeAfter },
        { signal, headers },
      )
      for await (const message of messages) {
        const mapped = changeMessageFromProto(message)
        if (mapped) yield mapped
      }
    } catch (error) {
      throw connectErrorToPortError(error)
    }
  }
}
