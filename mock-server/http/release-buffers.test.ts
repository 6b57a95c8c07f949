import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { releaseResponseBuffers } from './release-buffers'

/** A server whose one route answers with `body` written straight to the Node response, as Connect does. */
async function serve(body: Uint8Array) {
  const app = Fastify()
  releaseResponseBuffers(app)
  app.post('/rpc', (_request, reply) => {
    reply.hijack()
    reply.raw.writeHead(200, { 'content-type': 'application/proto' })
    reply.raw.write(body)
    reply.raw.end()
  })
  await app.ready()
  return app
}

describe('releaseResponseBuffers', () => {
  it('detaches a response body once the response is finished, after the client got every byte', async () => {
    const body = new TextEncoder().encode('x'.repeat(50_000))
    const app = await serve(body)
    const response = await app.inject({ method: 'POST', url: '/rpc' })
    expect(response.body).toBe('x'.repeat(50_000))
    expect(body.buffer.byteLength).toBe(0)
    await app.close()
  })

  it('leaves alone a body that is a slice of a shared buffer', async () => {
    const shared = new Uint8Array(100).fill(65)
    const body = shared.subarray(10, 20)
    const app = await serve(body)
    const response = await app.inject({ method: 'POST', url: '/rpc' })
    expect(response.body).toBe('A'.repeat(10))
    expect(shared.buffer.byteLength).toBe(100)
    await app.close()
  })
})
