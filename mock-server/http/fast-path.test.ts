// http/fast-path.ts: unary calls answered ahead of Fastify give what the Fastify path gives, byte for byte.
import { create, toBinary } from '@bufbuild/protobuf'
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ListOrdersRequestSchema } from '../../src/gen/cargo/services/orders_pb'
import { createMockApi, type MockApi } from '../server'
import { adminToken } from '../test-support'

interface Server {
  api: MockApi
  url: string
  /** How many requests Fastify saw (its onRequest hook). */
  fastifyRequests: number
}

async function start(fastPath: boolean): Promise<Server> {
  const api = createMockApi({ testMode: true, fastPath })
  const server: Server = { api, url: '', fastifyRequests: 0 }
  api.app.addHook('onRequest', (_request, _reply, done) => {
    server.fastifyRequests++
    done()
  })
  server.url = await api.listen(0, '127.0.0.1')
  return server
}

let fast: Server
let fastify: Server
let admin: string
beforeAll(async () => {
  ;[fast, fastify, admin] = await Promise.all([start(true), start(false), adminToken()])
})
afterAll(() => Promise.all([fast.api.close(), fastify.api.close()]))

interface Answer {
  status: number
  headers: Record<string, string | undefined>
  /** The body, decompressed when it came compressed. */
  body: string
}

/** The headers a client reads; Date, Connection, Keep-Alive and the framing (length or chunks) may differ. */
const COMPARED = [
  'content-type',
  'content-encoding',
  'vary',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'x-requestid',
  'connect-content-encoding',
  'grpc-encoding',
]

function post(server: Server, path: string, headers: Record<string, string>, body: Uint8Array | string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding']
        const plain =
          encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(COMPARED.map((name) => [name, response.headers[name]?.toString()])),
          body: plain.toString('latin1'),
        })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

function grpcWebFrame(perPage: number): Uint8Array {
  const message = toBinary(ListOrdersRequestSchema, create(ListOrdersRequestSchema, { perPage }))
  const frame = Buffer.alloc(5 + message.length)
  frame.writeUInt32BE(message.length, 1)
  frame.set(message, 5)
  return frame
}

const LIST = '/cargo.services.OrderService/ListOrders'
const json = () => ({ 'content-type': 'application/json', authorization: `Bearer ${admin}` })
const grpcWeb = () => ({
  'content-type': 'application/grpc-web+proto',
  'x-grpc-web': '1',
  authorization: `Bearer ${admin}`,
})

const calls: [string, () => [string, Record<string, string>, Uint8Array | string]][] = [
  [
    'Connect JSON from the app (allowed origin, request id)',
    () => [LIST, { ...json(), origin: 'http://localhost:5173', 'x-requestid': 'r-1' }, '{"perPage":3}'],
  ],
  [
    'Connect JSON from another origin, gzip accepted',
    () => [
      LIST,
      { ...json(), origin: 'http://evil.test', 'accept-encoding': 'gzip', 'x-requestid': 'r-2' },
      '{"perPage":20}',
    ],
  ],
  [
    'Connect binary with a body that does not decode',
    () => [
      LIST,
      { ...json(), 'content-type': 'application/proto', 'x-requestid': 'r-3' },
      new Uint8Array([0xff, 0xff]),
    ],
  ],
  [
    'Connect JSON without a token',
    () => [LIST, { 'content-type': 'application/json', 'x-requestid': 'r-4' }, '{}'],
  ],
  [
    'gRPC-web binary from the app, gzip accepted',
    () => [
      LIST,
      { ...grpcWeb(), origin: 'http://127.0.0.1:4173', 'accept-encoding': 'gzip, br', 'x-requestid': 'r-5' },
      grpcWebFrame(20),
    ],
  ],
  [
    'gRPC-web binary, a small page, no encoding accepted',
    () => [LIST, { ...grpcWeb(), 'x-requestid': 'r-6' }, grpcWebFrame(1)],
  ],
  [
    'gRPC-web with a truncated frame',
    () => [LIST, { ...grpcWeb(), 'x-requestid': 'r-7' }, grpcWebFrame(1).subarray(0, 4)],
  ],
  [
    'a fault injected on the method',
    () => [
      '/cargo.services.PaymentService/ListPayments',
      { ...json(), 'x-requestid': 'r-8' },
      '{"perPage":1}',
    ],
  ],
]

describe('the unary fast path', () => {
  it('answers every call as the Fastify path does, and journals it alike', async () => {
    for (const server of [fast, fastify])
      server.api.faults.add({
        method: 'cargo.services.PaymentService/ListPayments',
        code: 'unavailable',
        rate: 1,
      })
    for (const [label, call] of calls) {
      const [path, headers, body] = call()
      const [mine, theirs] = await Promise.all([
        post(fast, path, headers, body),
        post(fastify, path, headers, body),
      ])
      expect({ label, ...mine }).toEqual({ label, ...theirs })
    }
    const journal = (server: Server) =>
      server.api.requests.newest().map(({ method, code, status, requestId, user }) => ({
        method,
        code,
        status,
        requestId,
        user,
      }))
    expect(journal(fast)).toHaveLength(calls.length)
    expect(journal(fast)).toEqual(journal(fastify))
  })

  it('is taken: Fastify sees none of these calls', async () => {
    const before = { fast: fast.fastifyRequests, fastify: fastify.fastifyRequests }
    await Promise.all([fast, fastify].map((server) => post(server, LIST, json(), '{"perPage":1}')))
    expect(fast.fastifyRequests - before.fast).toBe(0)
    expect(fastify.fastifyRequests - before.fastify).toBe(1)
  })

  it('leaves preflights and GETs to Fastify', async () => {
    const preflight = await fetch(`${fast.url}${LIST}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const before = fast.fastifyRequests
    await fetch(`${fast.url}${LIST}?connect=v1&encoding=json&message=%7B%7D`, { headers: json() })
    expect(fast.fastifyRequests - before).toBe(1)
  })
})
