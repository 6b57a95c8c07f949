import * as z from 'zod/mini'
import { CONNECT_CODES, type FaultSpec } from './faults'

/** A refused admin request: the field at fault and why (`rate: must be between 0 and 1`). */
export class AdminBadRequest extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`)
  }
}

const METHOD_FORM = /^cargo\.services\.[A-Za-z_]\w*\/[A-Za-z_]\w*$/

/** The schema of `POST /__admin/faults`, knowing which RPCs exist. */
function faultSchema(knownMethods: ReadonlySet<string>) {
  const userName = "must be a user's name as the request journal shows it, such as admin"
  return z
    .strictObject({
      method: z.string({ error: 'must be "*" or cargo.services.<Service>/<Method>' }).check(
        z.refine((method) => method === '*' || METHOD_FORM.test(method), {
          error: 'must be "*" or cargo.services.<Service>/<Method>',
        }),
        z.refine((method) => method === '*' || knownMethods.has(method), {
          error: (issue) => `no such RPC: ${String(issue.input)}`,
        }),
      ),
      code: z.optional(
        z.string({ error: 'must be a Connect error code such as "unavailable"' }).check(
          z.refine((code) => CONNECT_CODES.includes(code), {
            error: (issue) =>
              `unknown Connect error code "${String(issue.input)}" (one of ${CONNECT_CODES.join(', ')})`,
          }),
        ),
      ),
      latencyMs: z.optional(
        z
          .number({ error: 'must be a number of milliseconds' })
          .check(z.gte(0, { error: 'must be 0 or more' })),
      ),
      rate: z.optional(
        z
          .number({ error: 'must be a number between 0 and 1' })
          .check(
            z.gte(0, { error: 'must be between 0 and 1' }),
            z.lte(1, { error: 'must be between 0 and 1' }),
          ),
      ),
      times: z.optional(
        z.int({ error: 'must be a whole number of calls' }).check(z.positive({ error: 'must be 1 or more' })),
      ),
      user: z.optional(z.string({ error: userName }).check(z.trim(), z.minLength(1, { error: userName }))),
    })
    .check(
      z.refine((fault) => fault.code !== undefined || fault.latencyMs !== undefined, {
        path: ['code'],
        error: 'give a code, a latencyMs or both: a fault with neither does nothing',
      }),
    )
}

function firstProblem(error: z.core.$ZodError): AdminBadRequest {
  const issue = error.issues[0]
  if (!issue) return new AdminBadRequest('body', 'is not valid')
  if (issue.code === 'unrecognized_keys') return new AdminBadRequest(issue.keys.join(', '), 'unknown field')
  return new AdminBadRequest(issue.path.map(String).join('.') || 'body', issue.message)
}

/** The request body as JSON (the admin API takes it whatever its content type, as curl -d sends it). */
export function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string' || body.trim() === '')
    throw new AdminBadRequest('body', 'expected a JSON object, got nothing')
  try {
    return JSON.parse(body)
  } catch (error) {
    throw new AdminBadRequest('body', `not JSON (${(error as Error).message})`)
  }
}

/** A fault from a `POST /__admin/faults` body, or AdminBadRequest naming the field. */
export function parseFault(body: unknown, knownMethods: ReadonlySet<string>): FaultSpec {
  const json = jsonBody(body)
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new AdminBadRequest('body', 'expected a JSON object')
  const parsed = faultSchema(knownMethods).safeParse(json)
  if (!parsed.success) throw firstProblem(parsed.error)
  const { rate, ...rest } = parsed.data
  return { ...rest, rate: rate ?? 1 }
}

/** `?limit=N` of `GET /__admin/requests`: a positive whole number; `fallback` when absent. */
export function parseLimit(text: unknown, fallback: number): number {
  if (text === undefined || text === '') return fallback
  const limit = Number(text)
  if (typeof text !== 'string' || !Number.isInteger(limit) || limit < 1)
    throw new AdminBadRequest('limit', 'must be a whole number of 1 or more')
  return limit
}
