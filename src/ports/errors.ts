import type { RecordConflict } from '../domain/versions'

/** What went wrong with a call, in terms the UI can act on (the Connect/gRPC codes the UI cares about). */
export type PortErrorCode =
  | 'invalid_argument'
  | 'unauthenticated'
  | 'permission_denied'
  | 'not_found'
  | 'already_exists'
  | 'failed_precondition'
  /** The record changed after the person read it (a stale etag, decision 0130): `conflict` says who and when. */
  | 'aborted'
  | 'unavailable'
  /** A write refused before sending because the browser is offline (nothing was sent). */
  | 'offline'
  | 'internal'
  | 'unknown'

/**
 * One field a call rejected, with the server's message (for example `{ field: 'email', description: '...' }`)
 * and, where the server sent them, the reason (`TOO_LONG`, domain `validation`) and its parameters as text
 * (`{ max: '2000' }`), which the UI words in the person's language (decision 0110).
 */
export interface FieldViolation {
  field: string
  description: string
  reason?: string
  params?: Readonly<Record<string, string>>
}

/** Why a whole call was refused (no field at fault), as a reason and parameters the UI words (decision 0110). */
export interface RefusalReason {
  reason: string
  params: Readonly<Record<string, string>>
}

/** What a refusal may carry beside its code, message and field violations. */
export interface PortErrorDetails {
  /** The id the server gave the call (or the create call's own X-RequestId), to quote to support. */
  requestId?: string
  /** Why the whole call was refused, for a refusal no field is at fault for (`USED_BY_PAYMENT`, ...). */
  reason?: RefusalReason
  /** An `aborted` write: the record, who changed it last, when, and its etag now (decision 0130). */
  conflict?: RecordConflict
}

/** The one error type every port rejects with, whatever the transport. */
export class PortError extends Error {
  readonly requestId?: string
  readonly reason?: RefusalReason
  readonly conflict?: RecordConflict

  constructor(
    readonly code: PortErrorCode,
    message: string,
    readonly fieldViolations: FieldViolation[] = [],
    details: PortErrorDetails = {},
  ) {
    super(message)
    this.name = 'PortError'
    this.requestId = details.requestId
    this.reason = details.reason
    this.conflict = details.conflict
  }

  /** The same refusal with more details (a request id learnt after it was made). */
  with(details: PortErrorDetails): PortError {
    return new PortError(this.code, this.message, this.fieldViolations, {
      requestId: this.requestId,
      reason: this.reason,
      conflict: this.conflict,
      ...details,
    })
  }

  /** The server's message for one field, if it named that field. */
  messageFor(field: string): string | undefined {
    return this.fieldViolations.find((violation) => violation.field === field)?.description
  }
}

/** A failure as a PortError: itself when it is one, else `unknown` with the failure's message. */
export const asPortError = (failure: unknown): PortError =>
  failure instanceof PortError
    ? failure
    : new PortError('unknown', failure instanceof Error ? failure.message : String(failure))
