import type { HandlerContext } from '@connectrpc/connect'
import { writtenActivity, type RecordActivity } from '../../src/domain/activity'
import { nextEtag, type Versioned } from '../../src/domain/versions'
import { principalOf } from '../http/auth'

/**
 * The activity of a record the caller writes now (create: no `stored`; any change: the stored record), and its
 * next etag (decision 0130): every write of a record with activity goes through here, so each one bumps the
 * version in the same transaction. The caller is the token's username, staff and customers alike.
 */
export function activityOfWrite(
  ctx: HandlerContext,
  stored?: RecordActivity & Versioned,
): RecordActivity & { etag: string } {
  const now = new Date()
  return { ...writtenActivity(principalOf(ctx).username, now, stored), etag: nextEtag(stored?.etag, now) }
}
