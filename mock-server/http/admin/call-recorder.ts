import {
  Code,
  ConnectError,
  createContextKey,
  createContextValues,
  type ContextValues,
  type Interceptor,
} from '@connectrpc/connect'
import { codeFromHttpStatus } from '@connectrpc/connect/protocol-connect'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { principalKey } from '../auth'
import { codeName } from '../errors'
import type { RequestJournal } from './request-journal'

/** What is learnt of one call while it runs; written to the journal when its answer is complete. */
interface CallRecord {
  /** The code the interceptors saw (`ok` or the error's); undefined when the call never reached them. */
  code: string | undefined
  /** The code read from the answer itself, for a call refused before the interceptors (an undecodable body). */
  answered: string | undefined
  user: string
  /** When the request arrived (performance.now()). */
  started: number
  /** Set once the call is in the journal. */
  journalled: boolean
}

const callKey = createContextKey<CallRecord | undefined>(undefined, { description: 'journal record' })

/** An answer's part small enough to hold an error (a trailer frame, an error's JSON); larger ones are data. */
const ERROR_SIZE = 4096

/** A gRPC status number as a code name: 0 is ok. */
const grpcCode = (status: number) =>
  status === 0 ? 'ok' : Code[status] === undefined ? 'unknown' : codeName(status as Code)

/** The code a piece of an answer states: a gRPC status (header, trailer, gRPC-web trailer frame) or Connect's error JSON. */
function statedCode(part: unknown): string | undefined {
  if (part === null || part === undefined) return undefined
  if (typeof part === 'object' && !(part instanceof Uint8Array)) {
    const entries = Array.isArray(part) ? [] : Object.entries(part as Record<string, unknown>)
    for (const [key, value] of entries)
      if (key.toLowerCase() === 'grpc-status') return grpcCode(Number(String(value)))
    return undefined
  }
  if (!(part instanceof Uint8Array) && typeof part !== 'string') return undefined
  if (part.length > ERROR_SIZE) return undefined
  const text = typeof part === 'string' ? part : Buffer.from(part).toString('latin1')
  const grpc = /grpc-status:\s*(\d+)/i.exec(text)
  if (grpc) return grpcCode(Number(grpc[1]))
  return /"code"\s*:\s*"([a-z_]+)"/.exec(text)?.[1]
}

type Writable = {
  writeHead(...args: unknown[]): unknown
  addTrailers(...args: unknown[]): unknown
  write(...args: unknown[]): unknown
  end(...args: unknown[]): unknown
}

/** Reads the code off an answer as it is written, while the interceptors have not seen the call. */
function watchAnswer(res: Writable, record: CallRecord): void {
  const watch = (name: keyof Writable, argument: number) => {
    const original = res[name]
    res[name] = function (this: unknown, ...args: unknown[]) {
      if (record.code === undefined && record.answered === undefined)
        record.answered = statedCode(args[argument])
      return original.apply(this, args)
    }
  }
  watch('writeHead', 1)
  watch('addTrailers', 0)
  watch('write', 0)
  watch('end', 0)
}

const newRecord = (): CallRecord => ({
  code: undefined,
  answered: undefined,
  user: '',
  started: performance.now(),
  journalled: false,
})

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * Journals every RPC, over Connect, gRPC-web and gRPC alike: the interceptor learns the call's code and user,
 * Fastify's hooks the HTTP status and the duration when the answer is complete.
 */
export class CallRecorder {
  private readonly calls = new WeakMap<FastifyRequest, CallRecord>()

  constructor(private readonly journal: RequestJournal) {}

  /** Hooks of the scope that holds the RPC routes (and nothing else). */
  watch(scope: FastifyInstance): void {
    scope.addHook('onRequest', (request, reply, done) => {
      const record: CallRecord = {
        code: undefined,
        answered: undefined,
        user: '',
        started: performance.now(),
        journalled: false,
      }
      this.calls.set(request, record)
      watchAnswer(reply.raw as unknown as Writable, record)
      // A caller that gives up gets no answer (no onResponse): journalled as canceled, with Connect's 499.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) this.add(request, record, 'canceled', 499)
      })
      done()
    })
    scope.addHook('onResponse', (request, reply, done) => {
      const record = this.calls.get(request)
      const status = reply.statusCode
      if (record)
        this.add(
          request,
          record,
          record.code ??
            record.answered ??
            (status === 200 ? 'unknown' : codeName(codeFromHttpStatus(status))),
          status,
        )
      done()
    })
    // A caller that gives up gets no answer: journalled as canceled, with Connect's status for it (499).
  }

  private add(request: FastifyRequest, record: CallRecord, code: string, status: number): void {
    this.journalled(
      (request.routeOptions.url ?? request.url.split('?')[0] ?? '').slice(1),
      request.headers['x-requestid'],
      record,
      code,
      status,
    )
  }

  private journalled(
    method: string,
    requestId: string | string[] | undefined,
    record: CallRecord,
    code: string,
    status: number,
  ): void {
    if (record.journalled) return
    record.journalled = true
    this.journal.add({
      method,
      code,
      status,
      durationMs: Math.round((performance.now() - record.started) * 10) / 10,
      requestId: header(requestId),
      user: record.user,
      at: new Date().toISOString(),
    })
  }

  /**
   * A call answered outside Fastify (the unary fast path, fast-path.ts): its context values, which hand the record
   * to the interceptor, and `end`, which journals it once its answer is complete (`body` small enough to state an
   * error is read for the code when the interceptors never saw the call) or the caller gave up (499).
   */
  begin(path: string, requestId: string | string[] | undefined) {
    const record = newRecord()
    const values = createContextValues()
    values.set(callKey, record)
    const end = (status: number, body: Uint8Array | undefined) => {
      if (record.journalled) return
      const code =
        status === 499
          ? 'canceled'
          : (record.code ??
            statedCode(body) ??
            (status === 200 ? 'unknown' : codeName(codeFromHttpStatus(status))))
      this.journalled(path.slice(1), requestId, record, code, status)
    }
    return { values, end }
  }

  /** connect-fastify's `contextValues`: hands the call's record to the interceptor. */
  readonly contextValues = (request: FastifyRequest): ContextValues => {
    const values = createContextValues()
    values.set(callKey, this.calls.get(request))
    return values
  }

  /** Notes the call's code and its verified user; put it outside auth and faults so it sees theirs too. */
  readonly interceptor: Interceptor = (next) => async (req) => {
    const record = req.contextValues.get(callKey)
    if (!record) return next(req)
    try {
      const response = await next(req)
      record.code = 'ok'
      return response
    } catch (error) {
      record.code = codeName(ConnectError.from(error).code)
      throw error
    } finally {
      record.user = req.contextValues.get(principalKey)?.username ?? ''
    }
  }
}
