import { ConnectError, type Interceptor } from '@connectrpc/connect'
import type { FastifyBaseLogger } from 'fastify'
import { codeName } from './errors'

function protocolOf(contentType: string): string {
  if (contentType.startsWith('application/grpc-web')) return 'grpc-web'
  if (contentType.startsWith('application/grpc')) return 'grpc'
  return 'connect'
}

/** One log line per call: rpc method, protocol, status code name and duration in ms. Outermost interceptor. */
export function logInterceptor(log: () => FastifyBaseLogger): Interceptor {
  return (next) => async (req) => {
    const started = performance.now()
    const rpc = `${req.service.typeName}/${req.method.name}`
    const protocol = protocolOf(req.header.get('content-type') ?? '')
    try {
      const response = await next(req)
      log().info(
        { rpc, protocol, status: 'ok', ms: Math.round((performance.now() - started) * 10) / 10 },
        `${rpc} ok`,
      )
      return response
    } catch (error) {
      const status = codeName(ConnectError.from(error).code)
      log().info(
        { rpc, protocol, status, ms: Math.round((performance.now() - started) * 10) / 10 },
        `${rpc} ${status}`,
      )
      throw error
    }
  }
}
