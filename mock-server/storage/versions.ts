import { Code, ConnectError, type HandlerContext } from '@connectrpc/connect'
import { REASON_DOMAIN, describeReason, reasonParamsToWire } from '../../src/domain/validation'
import { etagCheck, etagOf, nextEtag, type Versioned } from '../../src/domain/versions'
import { ErrorInfoSchema } from '../../src/gen/google/rpc/error_details_pb'
import { principalOf } from '../http/auth'
import { invalidArgument } from '../http/errors'

/** What a stored record knows of its last write (the four records with activity have these under these names). */
export interface StoredVersion extends Versioned {
  name: string
  updatedBy?: string
  updateTime?: Date | null
}

/**
 * aborted: the record was written after the caller read it (decision 0130). One ErrorInfo, reason
 * `STALE_RECORD` of the catalogue, whose metadata names the record, who wrote it last, when (ISO 8601), its etag
 * now and the request field that carried the stale etag.
 */
export function staleRecord(field: string, stored: StoredVersion): ConnectError {
  const params = {
    record: stored.name,
    by: stored.updatedBy ?? '',
    at: stored.updateTime ? stored.updateTime.toISOString() : '',
  }
  return new ConnectError(`${field}: ${describeReason('STALE_RECORD', params)}`, Code.Aborted, undefined, [
    {
      desc: ErrorInfoSchema,
      value: {
        reason: 'STALE_RECORD',
        domain: REASON_DOMAIN,
        metadata: { ...reasonParamsToWire('STALE_RECORD', params), etag: etagOf(stored), field },
      },
    },
  ])
}

/**
 * Checks the etag an update or delete sent (`field`, for example `order.etag` or `etag`) against the stored
 * record: nothing sent passes (older clients and scripts), a malformed one is invalid_argument, a stale one
 * aborted. Called before anything else is checked or written, so a stale call changes nothing.
 */
export function requireCurrent(field: string, sent: string, stored: StoredVersion): void {
  const check = etagCheck(sent, etagOf(stored))
  if (check === 'malformed')
    throw invalidArgument(field, 'MALFORMED', {
      expected: 'an etag the server gave out, for example 2-mi7x3k2a',
    })
  if (check === 'stale') throw staleRecord(field, stored)
}

/**
 * The version part of a write of a record that has no activity of its own (vehicles, reference records): its
 * next etag, who wrote it and when, kept in the stored record for the conflict answer.
 */
export function versionOfWrite(
  ctx: HandlerContext,
  stored?: Versioned,
): { etag: string; updatedBy: string; updateTime: Date } {
  const now = new Date()
  return { etag: nextEtag(stored?.etag, now), updatedBy: principalOf(ctx).username, updateTime: now }
}
