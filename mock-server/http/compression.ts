import type http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Compression } from '@connectrpc/connect/protocol'
import { compressionBrotli, compressionGzip } from '@connectrpc/connect-node'
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
 * is 1.3 MB of protobuf and about 250 kB gzipped, five times less to wait for on a slow link (bench/README.md,
 * "Compressed answers"). For HTTP/1.1; HTTP/2 is gRPC's, which compresses its messages itself when asked.
 */
export function withHttpCompression(handler: Handler): Handler {
  return (req, res) =>
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () =>
      handler(req, res),
    )
}

/**
 * Sends a unary RPC's whole answer (the fast path, fast-path.ts) as the Fastify path does: through the same
 * compression middleware when the caller accepts an encoding; otherwise as it is, with the `Vary` the middleware
 * would have added. `written` hears of the body once it has been handed to the socket.
 */
export function compressUnaryAnswer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Uint8Array,
  written: (body: Uint8Array) => void,
): void {
  res.once('finish', () => written(body))
  if (req.headers['accept-encoding'] !== undefined) {
    res.setHeader('Content-Length', body.byteLength)
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () =>
      res.end(body),
    )
    return
  }
  if (!compressedByRpc(res)) {
    const before = res.getHeader('Vary')
    res.setHeader('Vary', before ? `${String(before)}, Accept-Encoding` : 'Accept-Encoding')
  }
  res.setHeader('Content-Length', body.byteLength)
  res.end(body)
}

/** Brotli's quality 4 (the `compression` middleware's too): about as fast as gzip and smaller. */
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }
const brotliCompress = promisify(zlib.brotliCompress)

/**
 * What Connect compresses its own answers with, for a client that accepts them (a Connect unary answer's
 * `Content-Encoding`, gRPC's `grpc-encoding`): gzip, and brotli at quality 4. connect-node's own brotli runs at
 * Node's default quality 11, which took about 6 s for a 3 MB page of 1,000 orders in JSON (quality 4: ~0.1 s).
 * Requests compressed either way are still read by connect-node's own decompressors.
 */
export const RPC_COMPRESSIONS: Compression[] = [
  compressionGzip,
  {
    ...compressionBrotli,
    compress: async (bytes) => new Uint8Array(await brotliCompress(bytes, BROTLI_FAST)),
  },
]
