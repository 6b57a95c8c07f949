import type { HandlerContext } from '@connectrpc/connect'
import { writtenActivity, type RecordActivity } from '../src/domain/activity'
import { principalOf } from './auth'

/**
 * The activity of a record the caller writes now (create: no `stored`; any change: the stored record). The
 * caller is the token's username, staff and customers alike.
 */
export function activityOfWrite(ctx: HandlerContext, stored?: RecordActivity): RecordActivity {
  return writtenActivity(principalOf(ctx).username, new Date(), stored)
}
