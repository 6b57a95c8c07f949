import { Code, ConnectError } from '@connectrpc/connect'
import { BadRequestSchema } from '../src/gen/google/rpc/error_details_pb'

export interface FieldViolation {
  /** The request field, in proto snake_case, dotted into messages (`order.items.0.amount`). */
  field: string
  description: string
}

/** invalid_argument naming the field(s): message `per_page: must be between 1 and 1000`, plus a BadRequest detail. */
export function invalidArgument(
  field: string,
  description: string,
  more: FieldViolation[] = [],
): ConnectError {
  const violations = [{ field, description }, ...more]
  return new ConnectError(
    violations.map((v) => `${v.field}: ${v.description}`).join('; '),
    Code.InvalidArgument,
    undefined,
    [{ desc: BadRequestSchema, value: { fieldViolations: violations } }],
  )
}

/** invalid_argument from a list of violations (at least one). */
export function invalidArguments(violations: readonly FieldViolation[]): ConnectError {
  const [first, ...rest] = violations as [FieldViolation, ...FieldViolation[]]
  return invalidArgument(first.field, first.description, rest)
}

export const notFound = (name: string) => new ConnectError(`${name} not found`, Code.NotFound)
export const permissionDenied = (what: string) =>
  new ConnectError(`permission denied: ${what}`, Code.PermissionDenied)
export const unauthenticated = (why: string) => new ConnectError(why, Code.Unauthenticated)
export const failedPrecondition = (why: string) => new ConnectError(why, Code.FailedPrecondition)
export const alreadyExists = (why: string) => new ConnectError(why, Code.AlreadyExists)

/** `InvalidArgument` -> `invalid_argument` (for the log). */
export function codeName(code: Code): string {
  return Code[code].replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()
}
