/**
 * The unary fast path (decision 0215): a unary Connect or gRPC-web call over HTTP/1.1 is answered on Node's own
 * server, ahead of Fastify. Under the load bench, Fastify's routing and hooks, the CORS hook, the compression
 * middleware and connect-fastify's request and response adapters took more of the server's time per answer than
 * the call itself. Here a call costs one lookup of its path, the body read whole, the same unary front
 * (`unary-calls.ts`: decoding, the interceptors that log, journal, authenticate and inject faults, errors, answers
 * encoded ahead) and one write of the answer.
 *
 * What the Fastify path gives a call is kept: the CORS headers of `@fastify/cors` for an allowed origin, HTTP
 * compression by the same middleware when the caller accepts it (and its `Vary: Accept-Encoding` when not), the
 * request journal's entry (canceled calls too), and the release of the answer's buffer once written
 * (`release-buffers.ts`). Anything else goes to Fastify as before: other methods (a preflight, a Connect GET),
 * streaming and gRPC-web text content types, paths that are not unary RPCs, a request without a Host header.
 * `server.test.ts` checks that both paths answer the same.
 */
import type http from 'node:http'
import type { UniversalHandler } from '@connectrpc/connect/protocol'
import type { CallRecorder } from './admin/call-recorder'
import { compressUnaryAnswer } from './compression'
import { releaseBody } from './release-buffers'
import { TurnQueue } from './turns'
import { wholeAnswerOf, withWholeBody } from './unary-calls'

export interface Cors {
  origins: ReadonlySet<string>
  /** `Access-Control-Expose-Headers`, as @fastify/cors writes it. */
  exposed: string
}

/** The content types answered here: Connect unary (JSON, binary) and gRPC-web binary. */
const FAST_TYPE = /^application\/(json|proto|grpc-web(\+proto)?)(\s*;.*)?$/i

export class FastPath {
  private readonly handlers = new Map<string, UniversalHandler>()
  /** Calls are answered in the order their bodies arrived, a slice per turn of the event loop (turns.ts). */
  private readonly turns = new TurnQueue()

  constructor(
    private readonly recorder: CallRecorder,
    private readonly cors: Cors,
  ) {}

  /** Answers the calls of `handler` (a unary method's) here. */
  add(handler: UniversalHandler): void {
    this.handlers.set(handler.requestPath, handler)
  }

  /**
   * Answers `req` when it is a unary call this path takes, and says whether it did; otherwise the caller hands it
   * to Fastify.
   */
  serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (req.method !== 'POST') return false
    const path = req.url ?? ''
    const handler = this.handlers.get(path)
    const type = req.headers['content-type']
    const host = req.headers.host
    if (!handler || !type || !FAST_TYPE.test(type) || !host) return false
    const call = this.recorder.begin(path, req.headers['x-requestid'])
    const abort = new AbortController()
    let answered: Uint8Array | undefined
    res.once('finish', () => call.end(res.statusCode, answered))
    // A caller that gives up gets no answer: journalled as canceled (Connect's 499), and the call's signal aborts.
    res.once('close', () => {
      if (res.writableFinished) return
      call.end(499, undefined)
      abort.abort()
    })
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.once('error', () => abort.abort())
    req.once('end', () =>
      this.turns.run(() => {
        // Given up while it waited for its turn: journalled as canceled, and not answered.
        if (abort.signal.aborted) return
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
        const request = withWholeBody(
          {
            httpVersion: req.httpVersion,
            method: 'POST',
            url: `http://${host}${path}`,
            header: headersOf(req.headers),
            signal: abort.signal,
            contextValues: call.values,
          },
          body,
        )
        handler(request)
          .then(async (answer) => {
            answered = wholeAnswerOf(answer)
            if (!answered) {
              const parts: Uint8Array[] = []
              if (answer.body) for await (const part of answer.body) parts.push(part)
              answered = parts.length === 1 ? parts[0]! : Buffer.concat(parts)
            }
            if (res.destroyed) return
            res.statusCode = answer.status
            answer.header?.forEach((value, key) => res.setHeader(key, value))
            this.corsHeaders(req, res)
            compressUnaryAnswer(req, res, answered, releaseBody)
          })
          .catch((error: unknown) => {
            console.error(`handler for rpc ${path} failed`, error)
            res.destroy()
          })
      }),
    )
    return true
  }

  /** What @fastify/cors adds to an answer that is not a preflight. */
  private corsHeaders(req: http.IncomingMessage, res: http.ServerResponse): void {
    const origin = req.headers.origin
    res.setHeader('Vary', 'Origin')
    if (origin !== undefined && this.cors.origins.has(origin))
      res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Expose-Headers', this.cors.exposed)
  }
}

/** The request's headers as connect-node gives them to connect-es. */
function headersOf(node: http.IncomingHttpHeaders): Headers {
  const headers = new Headers()
  for (const key in node) {
    const value = node[key]
    if (typeof value === 'string') headers.set(key, value)
    else if (value !== undefined) for (const one of value) headers.append(key, one)
  }
  return headers
}
