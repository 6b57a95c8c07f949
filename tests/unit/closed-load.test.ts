// The capacity test's load generator (bench/lib/closed-load.ts) counts the answers of a closed loop and tells a
// gRPC-web error (a 200 whose trailer says otherwise) from a success, without reading the message.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { closedLoad } from '../../bench/lib/closed-load'
import { grpcWebSucceeded } from '../../bench/lib/grpc-web-status'

const frame = (flags: number, data: Uint8Array) => {
  const head = Buffer.alloc(5)
  head[0] = flags
  head.writeUInt32BE(data.byteLength, 1)
  return Buffer.concat([head, data])
}
/** A message frame (by default bytes that read "grpc-status: 0": matched as text they would pass), then the trailer. */
const answer = (status: number, message: Buffer = Buffer.from('grpc-status: 0\r\n')) =>
  Buffer.concat([frame(0, message), frame(0x80, Buffer.from(`grpc-status: ${status}\r\n`))])

describe('the capacity load generator', () => {
  let server: http.Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  /** A local server answering each request with `respond(its body)`; resolves to its port. */
  const serve = async (respond: (body: Buffer) => Buffer) => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => res.end(respond(Buffer.concat(chunks))))
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return (server.address() as AddressInfo).port
  }

  it('reads the status from the trailer frame, not from the message', () => {
    expect(grpcWebSucceeded(answer(0))).toBe(true)
    expect(grpcWebSucceeded(answer(5))).toBe(false)
    expect(grpcWebSucceeded(frame(0, Buffer.from('grpc-status: 0\r\n')))).toBe(false)
  })

  it('counts every answer of a closed loop, and a failed call as an error', async () => {
    let calls = 0
    const port = await serve(() => answer(++calls % 4 === 0 ? 13 : 0))
    const [result] = await closedLoad({
      url: `http://127.0.0.1:${port}/rpc`,
      method: 'POST',
      connections: 2,
      durationS: 0.3,
      requests: [{ headers: {}, body: Buffer.alloc(5), succeeded: grpcWebSucceeded }],
    })
    expect(result!.requests.total).toBeGreaterThan(10)
    // Every fourth call failed; the calls answered after the end are not counted either way.
    expect(Math.abs(result!.errors - result!.requests.total / 3)).toBeLessThanOrEqual(2)
    expect(result!.requests.average).toBeCloseTo(result!.requests.total / 0.3)
  })

  it('sends several requests in turn, a slot each, and counts the answers of each in its own slots', async () => {
    const port = await serve((body) => answer(0, body))
    const [first, second] = await closedLoad({
      url: `http://127.0.0.1:${port}/rpc`,
      method: 'POST',
      connections: 2,
      durationS: 0.8,
      slotS: 0.2,
      requests: [
        // The server echoes the request's body in its message: each request checks it got its own answer.
        { headers: {}, body: 'a', succeeded: (body) => body.subarray(5, 6).toString() === 'a' },
        { headers: {}, body: 'b', succeeded: (body) => body.subarray(5, 6).toString() === 'b' },
      ],
    })
    for (const result of [first!, second!]) {
      expect(result.errors).toBe(0)
      expect(result.slots).toHaveLength(2)
      expect(result.slots.every((count) => count > 0)).toBe(true)
      expect(result.requests.total).toBe(result.slots[0]! + result.slots[1]!)
      // Two slots of 0.2 s each.
      expect(result.requests.average).toBeCloseTo(result.requests.total / 0.4)
    }
  })
})
