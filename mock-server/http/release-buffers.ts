import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import { giveBack, isPooled } from './body-pool'

/** Whether `chunk` is the whole of its ArrayBuffer (not a slice of a shared pool such as Buffer's). */
const ownsItsBuffer = (chunk: unknown): chunk is Uint8Array =>
  chunk instanceof Uint8Array &&
  chunk.byteOffset === 0 &&
  chunk.byteLength === chunk.buffer.byteLength &&
  chunk.buffer instanceof ArrayBuffer

/**
 * Frees each HTTP/1.1 response body's memory as soon as the response is finished (handed to the OS).
 *
 * Connect keeps a reference to every response body until the next full GC (its compiled async-iterator helpers
 * get promoted to the old generation; a scavenge frees nothing of them). Each body's bytes live outside the JS
 * heap, and V8 starts a full GC of the whole heap whenever ~64 MB of such memory has piled up: every few
 * seconds under load, and each one stalls requests. Detaching the body's ArrayBuffer once Node no longer needs
 * it (structuredClone with `transfer` moves its memory to a copy nobody holds) leaves Connect an empty shell.
 */
export function releaseResponseBuffers(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw
    if (!(res instanceof http.ServerResponse)) return done()
    const bodies: Uint8Array[] = []
    const { write, end } = res
    res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (released(chunk)) bodies.push(chunk)
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    } as typeof res.write
    res.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (released(chunk)) bodies.push(chunk)
      return (end as (...args: unknown[]) => http.ServerResponse).call(this, chunk, ...rest)
    } as typeof res.end
    res.once('finish', () => {
      for (const body of bodies) releaseBody(body)
    })
    done()
  })
}

/** Whether releaseBody frees `chunk`'s memory or gives it back to the pool of bodies (body-pool.ts). */
const released = (chunk: unknown): chunk is Uint8Array =>
  ownsItsBuffer(chunk) || (chunk instanceof Uint8Array && isPooled(chunk))

/**
 * Frees the memory of an answer's body once it is written (see releaseResponseBuffers), when it owns it; a body of
 * the pool goes back to it.
 */
export function releaseBody(body: Uint8Array): void {
  if (giveBack(body) || !ownsItsBuffer(body)) return
  try {
    structuredClone(body.buffer, { transfer: [body.buffer] })
  } catch {
    // Already detached, or not transferable: nothing to free.
  }
}
