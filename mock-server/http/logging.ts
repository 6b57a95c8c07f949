import { randomUUID } from 'node:crypto'
import { ConnectError, type Interceptor } from '@connectrpc/connect'
import type { FastifyBaseLogger } from 'fastify'
import { codeName } from './errors'

function protocolOf(contentType: string): string {
  if (contentType.startsWith('application/grpc-web')) return 'grpc-web'
  if (contentType.startsWith('application/grpc')) return 'grpc'
  return 'connect'
}

/** The header of a call's request id (spec §9): the client's own when it sent one, else one given here. */
export const REQUEST_ID_HEADER = 'X-RequestId'

/**
 * One log line per call: rpc method, protocol, status code name, duration in ms and the call's request id.
 * Outermost interceptor. Every answer carries the request id (a header, or the error's metadata, which gRPC-web
 * sends in its trailer): the client's `X-RequestId` when it sent one (create calls, spec §9), otherwise a new
 * UUID, so a failure the app shows can be quoted and found in this log.
 */
export function logInterceptor(log: () => FastifyBaseLogger): Interceptor {
  return (next) => async (req) => {
    const started = performance.now()
    const rpc = `${req.service.typeName}/${req.method.name}`
    const protocol = protocolOf(req.header.get('content-type') ?? '')
    const requestId = req.header.get(REQUEST_ID_HEADER)?.trim() || randomUUID()
    const ms = () => Math.round((performance.now() - started) * 10) / 10
    try {
      const response = await next(req)
      response.header.set(REQUEST_ID_HEADER, requestId)
      log().info({ rpc, protocol, status: 'ok', ms: ms(), requestId }, `${rpc} ok`)
      return response
    } catch (error) {
      // A refusal carries the id; anything else is left for the handler to answer as it does (internal).
      if (error instanceof ConnectError) error.metadata.set(REQUEST_ID_HEADER, requestId)
      const status = codeName(ConnectError.from(error).code)
      log().info({ rpc, protocol, status, ms: ms(), requestId }, `${rpc} ${status}`)
      throw error
    }
  }
}
