import type http from 'node:http'
import compression from 'compression'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void

/**
 * The unary answers of Connect and gRPC-web (`application/proto`, `application/json`,
 * `application/grpc-web+proto`, ...), which `compressible`'s table does not all know. Streaming types
 * (`application/connect+…`) are left alone: a compressor would hold their messages back.
 */
const UNARY_RPC_TYPE = /^application\/(proto|json|grpc-web(-text)?(\+(proto|json))?)\s*(;|$)/i

/** Whether an RPC compressed its own body (gRPC's message compression), which a second pass would not shrink. */
const compressedByRpc = (res: http.ServerResponse) => {
  const encoding = res.getHeader('grpc-encoding')
  return typeof encoding === 'string' && encoding !== 'identity'
}

const compress = compression({
  filter: (req, res) => {
    if (compressedByRpc(res)) return false
    const type = res.getHeader('Content-Type')
    return (typeof type === 'string' && UNARY_RPC_TYPE.test(type)) || compression.filter(req, res)
  },
})

/**
 * Compresses the answers for a client that asks (`Accept-Encoding`; browsers always do): a page of 1,000 orders
 * is 1.3 MB of protobuf and about 250 kB gzipped, five times less to wait for on a slow link (docs/decisions.md,
 * "Compressed answers"). For HTTP/1.1; HTTP/2 is gRPC's, which compresses its messages itself when asked.
 */
export function withHttpCompression(handler: Handler): Handler {
  return (req, res) =>
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () =>
      handler(req, res),
    )
}
