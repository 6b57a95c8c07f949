import { Code, ConnectError } from '@connectrpc/connect'
import type { RecordConflict } from '../../domain/versions'
import { PortError, type FieldViolation, type PortErrorCode, type RefusalReason } from '../../ports/errors'
import { BadRequestSchema, ErrorInfoSchema } from '../../gen/google/rpc/error_details_pb'

/** The header (or gRPC-web trailer) in which the API gives each call's request id. */
const REQUEST_ID_HEADER = 'X-RequestId'

const CODES: Partial<Record<Code, PortErrorCode>> = {
  [Code.InvalidArgument]: 'invalid_argument',
  [Code.OutOfRange]: 'invalid_argument',
  [Code.Unauthenticated]: 'unauthenticated',
  [Code.PermissionDenied]: 'permission_denied',
  [Code.NotFound]: 'not_found',
  [Code.AlreadyExists]: 'already_exists',
  [Code.FailedPrecondition]: 'failed_precondition',
  [Code.Aborted]: 'aborted',
  [Code.Unavailable]: 'unavailable',
  [Code.DeadlineExceeded]: 'unavailable',
  [Code.ResourceExhausted]: 'unavailable',
  [Code.Internal]: 'internal',
  [Code.Unimplemented]: 'internal',
  [Code.DataLoss]: 'internal',
}

/**
 * The field violations of the google.rpc.BadRequest details of an error, if any, each with its reason and the
 * parameters of the google.rpc.ErrorInfo beside it that names the same reason and field (decision 0110).
 */
export function fieldViolationsOf(error: ConnectError): FieldViolation[] {
  try {
    const infos = error.findDetails(ErrorInfoSchema)
    return error.findDetails(BadRequestSchema).flatMap((detail) =>
      detail.fieldViolations.map(({ field, description, reason }): FieldViolation => {
        if (!reason) return { field, description }
        const info = infos.find((one) => one.reason === reason && one.metadata['field'] === field)
        const params = Object.entries(info?.metadata ?? {}).filter(([key]) => key !== 'field')
        return { field, description, reason, params: Object.fromEntries(params) }
      }),
    )
  } catch {
    return []
  }
}

/** Why the whole call was refused: an ErrorInfo that names no field (decision 0110), if there is one. */
function refusalReasonOf(error: ConnectError): RefusalReason | undefined {
  try {
    const info = error.findDetails(ErrorInfoSchema).find((one) => one.metadata['field'] === undefined)
    return info ? { reason: info.reason, params: { ...info.metadata } } : undefined
  } catch {
    return undefined
  }
}

/**
 * The record a write was refused for because it changed after it was read (decision 0130): the ErrorInfo
 * `STALE_RECORD` beside an `aborted` error names it, who wrote it last, when (ISO 8601) and its etag now.
 */
function conflictOf(error: ConnectError): RecordConflict | undefined {
  try {
    const info = error.findDetails(ErrorInfoSchema).find((one) => one.reason === 'STALE_RECORD')
    if (!info) return undefined
    const { record = '', by = '', at = '', etag = '' } = info.metadata
    const time = at ? new Date(at) : null
    return {
      name: record,
      updatedBy: by,
      updateTime: time && !Number.isNaN(time.getTime()) ? time : null,
      etag,
    }
  } catch {
    return undefined
  }
}

/** Any failure of a Connect call as the PortError the ports reject with. */
export function connectErrorToPortError(reason: unknown): PortError {
  if (reason instanceof PortError) return reason
  // fetch rejects with a TypeError when no answer comes at all (server down, connection refused, offline).
  const unanswered = (value: unknown) => value instanceof TypeError
  if (
    unanswered(reason) ||
    (reason instanceof ConnectError && reason.code === Code.Unknown && unanswered(reason.cause))
  )
    return new PortError('unavailable', (reason instanceof Error && reason.message) || 'Network error')
  const error = ConnectError.from(reason)
  if (error.cause instanceof PortError) return error.cause
  return new PortError(
    CODES[error.code] ?? 'unknown',
    error.rawMessage || error.message,
    fieldViolationsOf(error),
    {
      requestId: error.metadata.get(REQUEST_ID_HEADER) ?? undefined,
      reason: refusalReasonOf(error),
      conflict: error.code === Code.Aborted ? conflictOf(error) : undefined,
    },
  )
}
