import { Code, ConnectError } from '@connectrpc/connect'
import {
  REASON_DOMAIN,
  describeReason,
  reasonParamsToWire,
  type Reason,
  type ReasonParamsArg,
} from '../../src/domain/validation'
import { BadRequestSchema, ErrorInfoSchema } from '../../src/gen/google/rpc/error_details_pb'

export interface FieldViolation {
  /** The request field, in proto snake_case, dotted into messages (`order.items.0.amount`). */
  field: string
  /** Why, as a reason of the domain's catalogue (`TOO_LONG`), worded by the client (decision 0110). */
  reason: Reason
  /** The reason's parameters as the wire carries them (`{ max: '2000' }`). */
  params: Record<string, string>
  /** The catalogue's English for other clients (`must be at most 2000 characters`). */
  description: string
}

/** One field violation: the reason, its parameters and its English, from the domain's one catalogue. */
export function violation<R extends Reason>(
  field: string,
  reason: R,
  ...params: ReasonParamsArg<R>
): FieldViolation {
  return {
    field,
    reason,
    params: reasonParamsToWire(reason, ...params),
    description: describeReason(reason, ...params),
  }
}

/**
 * The details of field violations: one BadRequest naming each field with its reason and English, and beside
 * it one ErrorInfo per violation whose metadata holds `field` and the reason's parameters.
 */
function violationDetails(violations: readonly FieldViolation[]) {
  return [
    {
      desc: BadRequestSchema,
      value: {
        fieldViolations: violations.map(({ field, description, reason }) => ({ field, description, reason })),
      },
    },
    ...violations.map(({ field, reason, params }) => ({
      desc: ErrorInfoSchema,
      value: { reason, domain: REASON_DOMAIN, metadata: { ...params, field } },
    })),
  ]
}

/** invalid_argument from a list of violations (at least one): message `per_page: must be between 1 and 1000`. */
export function invalidArguments(violations: readonly FieldViolation[]): ConnectError {
  return new ConnectError(
    violations.map((v) => `${v.field}: ${v.description}`).join('; '),
    Code.InvalidArgument,
    undefined,
    violationDetails(violations),
  )
}

/** invalid_argument naming one field, why (a reason of the catalogue) and the reason's parameters. */
export function invalidArgument<R extends Reason>(
  field: string,
  reason: R,
  ...params: ReasonParamsArg<R>
): ConnectError {
  return invalidArguments([violation(field, reason, ...params)])
}

export const notFound = (name: string) => new ConnectError(`${name} not found`, Code.NotFound)
export const permissionDenied = (what: string) =>
  new ConnectError(`permission denied: ${what}`, Code.PermissionDenied)
export const unauthenticated = (why: string) => new ConnectError(why, Code.Unauthenticated)

/**
 * failed_precondition caused by one field of the request (a line of an order or invoice): message
 * `order.items.2.item_name: vehicles/17 is cancelled`, plus the details invalid_argument carries (the field,
 * the reason and its parameters), so a form shows the refusal at that line in the person's words.
 */
export function failedPreconditionAt<R extends Reason>(
  field: string,
  reason: R,
  ...params: ReasonParamsArg<R>
): ConnectError {
  const one = violation(field, reason, ...params)
  return new ConnectError(
    `${field}: ${one.description}`,
    Code.FailedPrecondition,
    undefined,
    violationDetails([one]),
  )
}
export const alreadyExists = (why: string) => new ConnectError(why, Code.AlreadyExists)

/**
 * failed_precondition for the whole call (no field of the request is at fault: the record is used elsewhere, or
 * its state forbids the change): message `orders/5 is used by payment 12; change or delete that first`, and one
 * ErrorInfo with the reason and its parameters, so the client words it in the person's language (decision 0110).
 */
export function failedPreconditionBecause<R extends Reason>(
  record: string,
  reason: R,
  ...params: ReasonParamsArg<R>
): ConnectError {
  return new ConnectError(
    `${record} ${describeReason(reason, ...params)}`,
    Code.FailedPrecondition,
    undefined,
    [
      {
        desc: ErrorInfoSchema,
        value: { reason, domain: REASON_DOMAIN, metadata: reasonParamsToWire(reason, ...params) },
      },
    ],
  )
}

/** Refuses a change to `record` because `user` (an order, invoice or payment) refers to it. */
export function usedBy(record: string, user: string): ConnectError {
  if (user.startsWith('payments/'))
    return failedPreconditionBecause(record, 'USED_BY_PAYMENT', { record: user })
  if (user.startsWith('invoices/'))
    return failedPreconditionBecause(record, 'USED_BY_INVOICE', { record: user })
  return failedPreconditionBecause(record, 'USED_BY_ORDER', { record: user })
}

/** `InvalidArgument` -> `invalid_argument` (for the log). */
export function codeName(code: Code): string {
  return Code[code].replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()
}
