import http from 'node:http'
import http2 from 'node:http2'
import net from 'node:net'
import { Duplex } from 'node:stream'
import { withHttpCompression } from './compression'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void

/**
 * The HTTP/2 server reads straight from a socket's handle, so bytes already read cannot be put back with
 * `unshift`: it gets a JS stream around the socket instead, starting with the bytes read.
 */
function replayingStream(socket: net.Socket, first: Buffer): Duplex {
  const stream = new Duplex({
    read: () => void socket.resume(),
    write: (chunk: Buffer, _encoding, done) => void socket.write(chunk, done),
    final: (done) => {
      socket.end()
      done()
    },
    destroy: (error, done) => {
      socket.destroy()
      done(error)
    },
  })
  stream.push(first)
  socket.on('data', (data: Buffer) => {
    if (!stream.push(data)) socket.pause()
  })
  socket.on('end', () => stream.push(null))
  socket.on('close', () => stream.destroy())
  for (const key of ['remoteAddress', 'remotePort', 'remoteFamily', 'localAddress', 'localPort'] as const) {
    Object.defineProperty(stream, key, { get: () => socket[key] })
  }
  return stream
}

/**
 * One port for HTTP/1.1 (browsers: Connect and gRPC-web) and cleartext HTTP/2 with prior knowledge (gRPC):
 * the first bytes of each connection decide which server gets the socket. Given to Fastify as `serverFactory`.
 * HTTP/1.1 answers are compressed for clients that ask (compression.ts); `fast` answers the unary calls it
 * takes before Fastify sees them.
 */
export function dualProtocolServer(
  handler: Handler,
  fast?: { serve(req: http.IncomingMessage, res: http.ServerResponse): boolean },
): net.Server {
  const compressed = withHttpCompression(handler)
  // Unary calls over HTTP/1.1 are answered ahead of Fastify (fast-path.ts); the rest goes to Fastify.
  const h1 = http.createServer(fast ? (req, res) => fast.serve(req, res) || compressed(req, res) : compressed)
  const h2 = http2.createServer(
    {},
    handler as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void,
  )
  const sockets = new Set<net.Socket>()
  const sessions = new Set<http2.Http2Session>()
  h2.on('session', (session) => {
    sessions.add(session)
    session.on('close', () => sessions.delete(session))
  })
  // noDelay as http.createServer sets it on its own sockets: without it, a response written in two parts
  // (gRPC-web's message, then its trailer frame) waits on Nagle and the client's delayed ACK, ~40 ms each.
  const server = net.createServer({ pauseOnConnect: true, noDelay: true }, (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.once('data', (chunk: Buffer) => {
      socket.pause()
      // Cleartext HTTP/2 opens with "PRI * HTTP/2.0"; no HTTP/1.1 method starts with PRI.
      if (chunk.toString('latin1', 0, 3) === 'PRI') {
        h2.emit('connection', replayingStream(socket, chunk))
      } else {
        socket.unshift(chunk)
        h1.emit('connection', socket)
        socket.resume()
      }
    })
    socket.resume()
  })
  // What Fastify calls on close (forceCloseConnections): end every open connection at once.
  const closeAll = () => {
    for (const session of sessions) session.destroy()
    for (const socket of sockets) socket.destroy()
  }
  Object.assign(server, {
    closeAllConnections: closeAll,
    closeIdleConnections: () => h1.closeIdleConnections(),
  })
  return server
}
