import { create, fromBinary, toBinary } from '@bufbuild/protobuf'
import http from 'node:http'
import http2 from 'node:http2'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderService } from '../src/gen/cargo/services/orders_pb'
import { ListOrdersRequestSchema, ListOrdersResponseSchema } from '../src/gen/cargo/services/orders_pb'
import { PaymentService } from '../src/gen/cargo/services/payments_pb'
import { BadRequestSchema, ErrorInfoSchema } from '../src/gen/google/rpc/error_details_pb'
import {
  adminToken,
  clientToken,
  codeOf,
  customerToken,
  errorOf,
  mintToken,
  startHarness,
  type Harness,
} from './test-support'
import { RPC_COMPRESSIONS } from './http/compression'
import { createMockApi, extraOrigins } from './server'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await startHarness()
  admin = await adminToken()
})
afterAll(() => h.close())

describe('protocols', () => {
  for (const protocol of ['connect', 'connect-binary', 'grpc-web', 'grpc'] as const) {
    it(`answers ListOrders over ${protocol}`, async () => {
      const res = await h.client(OrderService, admin, { protocol }).listOrders({ perPage: 3 })
      expect(res.orders).toHaveLength(3)
      expect(res.totalRows).toBe(2000)
      expect(res.orders[0]?.name).toBe('orders/1')
    })
  }

  it('emits empty lists and zero values in JSON', async () => {
    const res = await fetch(`${h.baseUrl}/cargo.services.OrderService/ListOrders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ status: 'no-such-status' }),
    })
    expect(await res.json()).toEqual({ orders: [], totalRows: 0, totalPages: 0 })
  })

  it('serves gRPC-web binary to a browser-like fetch', async () => {
    const { res } = await grpcWebListOrders({ perPage: 1 }, { origin: 'http://localhost:5173' })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(res.headers.get('content-type')).toContain('application/grpc-web')
  })
})

/** The frames of a gRPC-web body: flags and data of each. */
function framesOf(body: Uint8Array): { flags: number; data: Uint8Array }[] {
  const frames = []
  for (let at = 0; at < body.length;) {
    const length = new DataView(body.buffer, body.byteOffset + at + 1, 4).getUint32(0)
    frames.push({ flags: body[at]!, data: body.subarray(at + 5, at + 5 + length) })
    at += 5 + length
  }
  return frames
}

type ListOrdersInput = Parameters<typeof create<typeof ListOrdersRequestSchema>>[1]

/** A ListOrders request as one gRPC-web message frame, made by hand. */
function listOrdersFrame(request: ListOrdersInput): Uint8Array<ArrayBuffer> {
  const body = toBinary(ListOrdersRequestSchema, create(ListOrdersRequestSchema, request))
  const frame = new Uint8Array(5 + body.length)
  new DataView(frame.buffer).setUint32(1, body.length)
  frame.set(body, 5)
  return frame
}

const grpcWebHeaders = () => ({
  'content-type': 'application/grpc-web+proto',
  'x-grpc-web': '1',
  authorization: `Bearer ${admin}`,
})

/** One ListOrders call over gRPC-web as a browser sends it, with a hand-made frame. */
async function grpcWebListOrders(request: ListOrdersInput, headers = {}) {
  const res = await fetch(`${h.baseUrl}/cargo.services.OrderService/ListOrders`, {
    method: 'POST',
    headers: { ...grpcWebHeaders(), ...headers },
    body: listOrdersFrame(request),
  })
  return { res, frames: framesOf(new Uint8Array(await res.arrayBuffer())) }
}

interface RawAnswer {
  headers: http.IncomingHttpHeaders
  /** The body as it came over the wire (still compressed when it was). */
  body: Buffer
}

/** POSTs `body` with `headers` and returns the answer's bytes untouched (fetch would decompress them). */
function post(path: string, headers: Record<string, string>, body: Uint8Array): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${h.baseUrl}${path}`, { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** A gRPC-web ListOrders call of `perPage` rows as a browser sends it, with extra `headers`, answered raw. */
const rawGrpcWebListOrders = (perPage: number, headers: Record<string, string>) =>
  post(
    '/cargo.services.OrderService/ListOrders',
    { ...grpcWebHeaders(), ...headers },
    listOrdersFrame({ perPage }),
  )

/** The rows of a gRPC-web ListOrders answer body (its first frame, a plain message). */
function ordersIn(body: Buffer): string[] {
  expect(body[0]).toBe(0)
  const length = body.readUInt32BE(1)
  return fromBinary(ListOrdersResponseSchema, body.subarray(5, 5 + length)).orders.map((order) => order.name)
}

// http/compression.ts
describe('answers compressed over HTTP', () => {
  it('gzips a gRPC-web answer for a browser that accepts gzip: the same frames, several times smaller', async () => {
    const plain = await rawGrpcWebListOrders(200, {})
    const gzipped = await rawGrpcWebListOrders(200, { 'accept-encoding': 'gzip, deflate' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(gzipped.body)).toEqual(plain.body)
    expect(ordersIn(plain.body)).toHaveLength(200)
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3)
  })

  // The Connect protocol compresses a unary answer itself (Content-Encoding): it must not be compressed twice.
  for (const [encoding, decode] of [
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const)
    it(`answers a Connect client that accepts ${encoding} in ${encoding}, once`, async () => {
      const answer = await post(
        '/cargo.services.OrderService/ListOrders',
        { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'accept-encoding': encoding },
        new TextEncoder().encode(JSON.stringify({ perPage: 20 })),
      )
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect((JSON.parse(decode(answer.body).toString()) as { orders: unknown[] }).orders).toHaveLength(20)
    })

  it("compresses Connect's own brotli at quality 4, not Node's default 11 (seconds for a page of 1,000 orders)", async () => {
    const page = JSON.stringify(
      Array.from({ length: 2000 }, (_, i) => ({ name: `orders/${i}`, note: `note ${i % 97}` })),
    )
    const bytes = new TextEncoder().encode(page)
    const compressed = await RPC_COMPRESSIONS.find((compression) => compression.name === 'br')!.compress(
      bytes,
    )
    expect(Buffer.from(compressed)).toEqual(
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    )
    expect(brotliDecompressSync(compressed).toString()).toBe(page)
  })

  it('leaves a message the RPC compressed itself (grpc-encoding) as it is', async () => {
    const answer = await rawGrpcWebListOrders(50, {
      'accept-encoding': 'gzip',
      'grpc-accept-encoding': 'gzip',
    })
    expect(answer.headers['grpc-encoding']).toBe('gzip')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body[0]).toBe(1)
  })
})

// A unary gRPC-web call is answered by the mock API's own front (unary-calls.ts), without connect-es's streaming
// pipeline; these pin what the answer must still be.
describe('gRPC-web unary answers', () => {
  it('are the message frame, then the trailer frame with grpc-status 0', async () => {
    const { res, frames } = await grpcWebListOrders({ perPage: 2 })
    expect(res.status).toBe(200)
    expect(frames.map((f) => f.flags)).toEqual([0, 0x80])
    expect(fromBinary(ListOrdersResponseSchema, frames[0]!.data).orders.map((o) => o.name)).toEqual([
      'orders/1',
      'orders/2',
    ])
    expect(new TextDecoder().decode(frames[1]!.data)).toMatch(/^grpc-status: ?0\r\n/m)
    // Every answer carries a request id to quote, the same as in the server's log line.
    expect(res.headers.get('x-requestid')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('carry an error in the trailer frame alone, with the field named', async () => {
    const { frames } = await grpcWebListOrders({ sort: 'up' })
    expect(frames.map((f) => f.flags)).toEqual([0x80])
    const trailer = new TextDecoder().decode(frames[0]!.data)
    expect(trailer).toMatch(/grpc-status: ?3\r\n/)
    expect(decodeURIComponent(trailer)).toContain('sort')
    expect(trailer).toMatch(/x-requestid: ?[0-9a-f-]{36}\r\n/i)
  })

  it('compress a large message for a client that accepts gzip, and say so', async () => {
    const { res, frames } = await grpcWebListOrders({ perPage: 50 }, { 'grpc-accept-encoding': 'gzip' })
    expect(res.headers.get('grpc-encoding')).toBe('gzip')
    expect(frames[0]!.flags).toBe(1)
    expect(fromBinary(ListOrdersResponseSchema, gunzipSync(frames[0]!.data)).orders).toHaveLength(50)
    expect(frames.at(-1)!.flags & 0x80).toBe(0x80)
  })

  it('refuse a truncated frame as invalid_argument, as before', async () => {
    const res = await fetch(`${h.baseUrl}/cargo.services.OrderService/ListOrders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/grpc-web+proto',
        'x-grpc-web': '1',
        authorization: `Bearer ${admin}`,
      },
      body: new Uint8Array([0, 0, 0, 0, 9, 1, 2]),
    })
    const frames = framesOf(new Uint8Array(await res.arrayBuffer()))
    const trailer = res.headers.get('grpc-status') ?? new TextDecoder().decode(frames.at(-1)!.data)
    expect(trailer).toMatch(/^3$|grpc-status: ?3\r\n/)
  })
})

/** A ListOrders call over gRPC (HTTP/2, cleartext) with a hand-made body: its grpc-status, from the trailers. */
function grpcStatusOf(body: Uint8Array): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(h.baseUrl)
    session.on('error', reject)
    const stream = session.request({
      ':method': 'POST',
      ':path': '/cargo.services.OrderService/ListOrders',
      'content-type': 'application/grpc+proto',
      te: 'trailers',
      authorization: `Bearer ${admin}`,
    })
    let status: string | undefined
    const read = (headers: http2.IncomingHttpHeaders) => {
      status ??= headers['grpc-status'] as string | undefined
    }
    stream.on('response', read)
    stream.on('trailers', read)
    stream.on('data', () => {})
    stream.on('end', () => {
      session.close()
      resolve(status)
    })
    stream.on('error', reject)
    stream.end(body)
  })
}

/** A body of gRPC frames: each `[flags, data]`. */
function framed(...frames: [number, Uint8Array][]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    Buffer.concat(
      frames.map(([flags, data]) => {
        const header = Buffer.alloc(5)
        header[0] = flags
        header.writeUInt32BE(data.length, 1)
        return Buffer.concat([header, data])
      }),
    ),
  )
}

// connect-es answers these `internal` or `unimplemented`; the caller is at fault (unary-calls.ts).
describe("a unary call whose body is the caller's fault", () => {
  const message = toBinary(ListOrdersRequestSchema, create(ListOrdersRequestSchema, { perPage: 1 }))
  const bodies: [string, Uint8Array<ArrayBuffer>][] = [
    ['a message that does not decode', framed([0, new Uint8Array([0x0a, 0x09, 0x01])])],
    ['no message frame', new Uint8Array()],
    ['two message frames', framed([0, message], [0, message])],
    ['a compressed frame without grpc-encoding', framed([1, message])],
  ]
  for (const [what, body] of bodies) {
    it(`answers ${what} with invalid_argument over gRPC-web`, async () => {
      const res = await fetch(`${h.baseUrl}/cargo.services.OrderService/ListOrders`, {
        method: 'POST',
        headers: grpcWebHeaders(),
        body,
      })
      const frames = framesOf(new Uint8Array(await res.arrayBuffer()))
      expect(res.status).toBe(200)
      expect(new TextDecoder().decode(frames.at(-1)!.data)).toMatch(/^grpc-status: ?3\r\n/m)
    })
    it(`answers ${what} with invalid_argument over gRPC`, async () => {
      expect(await grpcStatusOf(body)).toBe('3')
    })
  }

  it('answers a Connect binary body that does not decode with invalid_argument (HTTP 400)', async () => {
    const res = await fetch(`${h.baseUrl}/cargo.services.OrderService/ListOrders`, {
      method: 'POST',
      headers: { 'content-type': 'application/proto', authorization: `Bearer ${admin}` },
      body: new Uint8Array([0x0a, 0x09, 0x01]),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'invalid_argument',
      message: expect.stringMatching(/^parse binary: /),
    })
  })
})

describe('CORS', () => {
  for (const origin of ['http://localhost:5173', 'http://localhost:4173']) {
    it(`allows the preflight of ${origin}`, async () => {
      const res = await fetch(`${h.baseUrl}/cargo.services.OrderService/ListOrders`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'content-type,authorization,x-requestid,x-grpc-web,x-user-agent,connect-protocol-version',
        },
      })
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase()
      for (const header of [
        'authorization',
        'x-requestid',
        'x-grpc-web',
        'connect-protocol-version',
        'content-type',
      ])
        expect(allowed).toContain(header)
    })
  }

  it('exposes grpc-status and grpc-message to the app', async () => {
    const res = await fetch(`${h.baseUrl}/cargo.services.OrderService/ListOrders`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
      body: '{}',
    })
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase()
    expect(exposed).toContain('grpc-status')
    expect(exposed).toContain('grpc-message')
  })

  it('does not allow other origins', async () => {
    const res = await fetch(`${h.baseUrl}/cargo.services.OrderService/ListOrders`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('reads extra origins from MOCK_EXTRA_ORIGINS (comma-separated), none by default', () => {
    expect(extraOrigins(undefined)).toEqual([])
    expect(extraOrigins(' http://localhost:4273 , http://127.0.0.1:4273,')).toEqual([
      'http://localhost:4273',
      'http://127.0.0.1:4273',
    ])
  })
})

describe('authentication', () => {
  it('rejects a call without a token', async () => {
    expect(await codeOf(h.client(OrderService, null).listOrders({}))).toBe('unauthenticated')
  })
  it('rejects a token signed with another secret', async () => {
    const forged = await mintToken({ role: 'admin', username: 'admin', secret: 'not-the-secret' })
    expect(await codeOf(h.client(OrderService, forged).listOrders({}))).toBe('unauthenticated')
  })
  it('rejects an expired token', async () => {
    const expired = await mintToken({ role: 'admin', username: 'admin', expiresIn: -60 })
    const error = await errorOf(h.client(OrderService, expired).listOrders({}))
    expect(error.rawMessage).toContain('expired')
  })
  it('rejects garbage', async () => {
    expect(await codeOf(h.client(OrderService, 'not.a.jwt').listOrders({}))).toBe('unauthenticated')
  })
  it('denies business data to the client role', async () => {
    expect(await codeOf(h.client(OrderService, await clientToken()).listOrders({}))).toBe('permission_denied')
  })
  it('rejects over gRPC too', async () => {
    expect(await codeOf(h.client(OrderService, null, { protocol: 'grpc' }).listOrders({}))).toBe(
      'unauthenticated',
    )
  })
})

describe('errors', () => {
  it('names the field in the message and in a BadRequest detail', async () => {
    const error = await errorOf(h.client(OrderService, admin).listOrders({ perPage: 5000 }))
    expect(error.rawMessage).toBe('per_page: must be between 1 and 1000')
    const [detail] = error.findDetails(BadRequestSchema) as unknown as {
      fieldViolations: { field: string }[]
    }[]
    expect(detail?.fieldViolations[0]?.field).toBe('per_page')
  })
  it('sends each refusal as a reason with its parameters beside the English (decision 0110)', async () => {
    const orders = h.client(OrderService, admin, { protocol: 'grpc-web' })
    /** Each field violation with its reason, English and the parameters of the ErrorInfo naming it. */
    const refusal = async (call: Promise<unknown>) => {
      const error = await errorOf(call)
      const infos = error.findDetails(ErrorInfoSchema)
      return error.findDetails(BadRequestSchema).flatMap((detail) =>
        detail.fieldViolations.map(({ field, reason, description }) => ({
          field,
          reason,
          description,
          info: infos.find((info) => info.reason === reason && info.metadata['field'] === field),
        })),
      )
    }
    expect(await refusal(orders.listOrders({ perPage: 5000 }))).toEqual([
      {
        field: 'per_page',
        reason: 'BETWEEN',
        description: 'must be between 1 and 1000',
        info: expect.objectContaining({
          domain: 'cargo.services',
          metadata: { field: 'per_page', min: '1', max: '1000' },
        }),
      },
    ])
    const long = await refusal(
      orders.createOrder({ order: { customerName: 'customers/C1002', comment: 'x'.repeat(2001) } }),
    )
    expect(long).toEqual([
      expect.objectContaining({
        field: 'order.comment',
        reason: 'TOO_LONG',
        description: 'must be at most 2000 characters',
        info: expect.objectContaining({ metadata: { field: 'order.comment', max: '2000' } }),
      }),
    ])
    // A line refusal (failed_precondition) carries the same shape.
    const taken = (await orders.getOrder({ name: 'orders/1' })).order?.items[0]?.itemName as string
    const line = await refusal(
      orders.createOrder({ order: { customerName: 'customers/C1002', items: [{ itemName: taken }] } }),
    )
    expect(line).toEqual([
      expect.objectContaining({
        field: 'order.items.0.item_name',
        reason: 'VEHICLE_IN_ORDER',
        description: `${taken} is already in orders/1`,
        info: expect.objectContaining({
          metadata: { field: 'order.items.0.item_name', vehicle: taken, order: 'orders/1' },
        }),
      }),
    ])
    // An amount travels as its decimal text and currency; several violations each have their own ErrorInfo.
    const customerOrder = (await orders.listOrders({ customerName: 'customers/C1001', perPage: 1 })).orders[0]
    const payment = await refusal(
      h.client(PaymentService, admin).createPayment({
        payment: {
          customerName: 'customers/C1001',
          paymentTypeName: 'paymentTypes/wire',
          amount: { value: 100n, currencyName: 'currencies/usd', exponent: -2 },
          orders: [
            {
              orderName: customerOrder?.name ?? '',
              amount: { value: 200n, currencyName: 'currencies/usd', exponent: -2 },
            },
            {
              orderName: customerOrder?.name ?? '',
              amount: { value: -5n, currencyName: 'currencies/usd', exponent: -2 },
            },
          ],
        },
      }),
    )
    expect(payment).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'payment.amount',
          reason: 'LINES_EXCEED_PAYMENT',
          info: expect.objectContaining({
            metadata: { field: 'payment.amount', limit: '1.00 currencies/usd' },
          }),
        }),
        expect.objectContaining({
          field: 'payment.orders.1.amount',
          reason: 'NEGATIVE',
          description: 'must not be negative',
          info: expect.objectContaining({ metadata: { field: 'payment.orders.1.amount' } }),
        }),
      ]),
    )
  })
  it('keeps the details over gRPC-web', async () => {
    const error = await errorOf(
      h.client(OrderService, admin, { protocol: 'grpc-web' }).listOrders({ sort: 'up' }),
    )
    expect(error.rawMessage).toMatch(/^sort: /)
    expect(error.findDetails(BadRequestSchema)).toHaveLength(1)
  })
})

describe('files and test routes', () => {
  it('serves vehicle photos', async () => {
    const res = await fetch(`${h.baseUrl}/files/vehicles/1/auction-1.svg`)
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    expect(await res.text()).toContain('<svg')
  })

  it('restores the seed on POST /__reset in test mode', async () => {
    const client = h.client(OrderService, admin)
    const seeded = (await client.getOrder({ name: 'orders/2' })).order?.isArchive
    await client.moveToArchive({ name: 'orders/2', isArchive: !seeded })
    expect((await client.getOrder({ name: 'orders/2' })).order?.isArchive).toBe(!seeded)
    const res = await fetch(`${h.baseUrl}/__reset`, { method: 'POST' })
    expect(res.status).toBe(200)
    expect((await client.getOrder({ name: 'orders/2' })).order?.isArchive).toBe(seeded)
  })

  it('has no /__reset outside test mode', async () => {
    const api = createMockApi({ testMode: false })
    const url = await api.listen(0, '127.0.0.1')
    try {
      expect((await fetch(`${url}/__reset`, { method: 'POST' })).status).toBe(404)
    } finally {
      await api.close()
    }
  })

  it('lets a customer token through to its own data', async () => {
    const res = await h.client(OrderService, await customerToken()).listOrders({})
    expect(res.totalRows).toBeGreaterThan(0)
  })
})
