/**
 * Sends one fuzzed request body over one of the app's protocols (Connect JSON, Connect binary, gRPC-web) and reads
 * back the Connect code of the answer, whatever the protocol puts it in.
 */
import { type DescMessage, fromJson, toBinary } from '@bufbuild/protobuf'
import { Code } from '@connectrpc/connect'

export const PROTOCOLS = ['connect-json', 'connect-binary', 'grpc-web'] as const
export type FuzzProtocol = (typeof PROTOCOLS)[number]

/** How the encoded body is damaged before it is sent. */
export type Mutation = 'none' | 'truncate' | 'flip' | 'append' | 'random' | 'short-frame'

export interface FuzzRequest {
  protocol: FuzzProtocol
  json: unknown
  mutation: Mutation
  /** Drives where a mutation cuts or flips, and the random bytes. */
  noise: Uint8Array
}

export interface FuzzAnswer {
  httpStatus: number
  /** `ok` or the snake_case Connect code (`invalid_argument`, ...). */
  code: string
  message: string
}

const codeName = (code: number) =>
  (Code[code] ?? `code_${code}`).replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()

/** The binary form of the JSON when it is a valid message, random bytes otherwise (that is fuzzing too). */
function binaryOf(desc: DescMessage, json: unknown, noise: Uint8Array): Uint8Array {
  try {
    return toBinary(desc, fromJson(desc, json as never, { ignoreUnknownFields: true }))
  } catch {
    return noise
  }
}

function damage(bytes: Uint8Array, mutation: Mutation, noise: Uint8Array): Uint8Array {
  const at = (index: number, length: number) =>
    length === 0 ? 0 : (noise[index % Math.max(noise.length, 1)] ?? 0) % length
  switch (mutation) {
    case 'truncate':
      return bytes.subarray(0, at(0, bytes.length))
    case 'flip': {
      const copy = bytes.slice()
      if (copy.length) copy[at(1, copy.length)]! ^= 0xff
      return copy
    }
    case 'append':
      return Buffer.concat([bytes, noise])
    case 'random':
      return noise
    default:
      return bytes
  }
}

function frame(message: Uint8Array, declaredLength = message.length): Uint8Array {
  const framed = new Uint8Array(5 + message.length)
  new DataView(framed.buffer).setUint32(1, declaredLength)
  framed.set(message, 5)
  return framed
}

function bodyOf(desc: DescMessage, request: FuzzRequest): { contentType: string; body: Uint8Array | string } {
  const { protocol, json, mutation, noise } = request
  if (protocol === 'connect-json') {
    const text = JSON.stringify(json) ?? 'null'
    const damaged =
      mutation === 'truncate'
        ? text.slice(0, text.length >> 1)
        : mutation === 'random'
          ? Buffer.from(noise).toString('latin1')
          : text
    return { contentType: 'application/json', body: damaged }
  }
  const binary = damage(binaryOf(desc, json, noise), mutation === 'short-frame' ? 'none' : mutation, noise)
  if (protocol === 'connect-binary') return { contentType: 'application/proto', body: binary }
  const declared = mutation === 'short-frame' ? binary.length + 1 + (noise[0] ?? 0) : binary.length
  return { contentType: 'application/grpc-web+proto', body: frame(binary, declared) }
}

/** The grpc-status of a gRPC-web answer: in the headers (trailers-only) or in the trailer frame of the body. */
function grpcWebStatus(headers: Headers, body: Uint8Array): { status: number; message: string } | null {
  const inHeader = headers.get('grpc-status')
  if (inHeader !== null)
    return { status: Number(inHeader), message: decodeURIComponent(headers.get('grpc-message') ?? '') }
  let offset = 0
  while (offset + 5 <= body.length) {
    const flags = body[offset]!
    const length = new DataView(body.buffer, body.byteOffset + offset + 1, 4).getUint32(0)
    const payload = body.subarray(offset + 5, offset + 5 + length)
    if (flags & 0x80) {
      const trailer = Buffer.from(payload).toString('latin1')
      const status = /grpc-status:\s*(\d+)/i.exec(trailer)?.[1]
      const message = /grpc-message:\s*(.*)/i.exec(trailer)?.[1]?.trim() ?? ''
      return status === undefined ? null : { status: Number(status), message: decodeURIComponent(message) }
    }
    offset += 5 + length
  }
  return null
}

export async function send(
  baseUrl: string,
  path: string,
  input: DescMessage,
  request: FuzzRequest,
  token: string | null,
): Promise<FuzzAnswer> {
  const { contentType, body } = bodyOf(input, request)
  const headers: Record<string, string> = { 'content-type': contentType }
  if (token) headers.authorization = `Bearer ${token}`
  if (request.protocol === 'grpc-web') headers['x-grpc-web'] = '1'
  const payload = typeof body === 'string' ? body : new Uint8Array(body)
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: payload })
  const bytes = new Uint8Array(await response.arrayBuffer())
  if (request.protocol === 'grpc-web') {
    const status = grpcWebStatus(response.headers, bytes)
    if (!status)
      return {
        httpStatus: response.status,
        code: 'no_status',
        message: Buffer.from(bytes).toString('latin1').slice(0, 200),
      }
    return {
      httpStatus: response.status,
      code: status.status === 0 ? 'ok' : codeName(status.status),
      message: status.message,
    }
  }
  if (response.status === 200) return { httpStatus: 200, code: 'ok', message: '' }
  return connectErrorAnswer(response.status, Buffer.from(bytes).toString('utf8'))
}

/** A Connect error answer (HTTP status, the error as JSON), or `not_json` when its body is something else. */
function connectErrorAnswer(httpStatus: number, text: string): FuzzAnswer {
  try {
    const error = JSON.parse(text) as { code?: string; message?: string }
    return { httpStatus, code: error.code ?? 'no_code', message: error.message ?? '' }
  } catch {
    return { httpStatus, code: 'not_json', message: text.slice(0, 200) }
  }
}

/**
 * Opens a server stream with one fuzzed request (Connect streaming JSON or binary, gRPC-web) and reads until its
 * first message or its status: `ok` once a message arrives (the stream is then closed), else the error's code.
 */
export async function openStream(
  baseUrl: string,
  path: string,
  input: DescMessage,
  request: FuzzRequest,
  token: string | null,
): Promise<FuzzAnswer> {
  const unary = bodyOf(input, request)
  const grpcWeb = request.protocol === 'grpc-web'
  // gRPC-web's body is framed already; Connect streams frame the request the same way (flags, length, message).
  const body =
    typeof unary.body === 'string'
      ? frame(new TextEncoder().encode(unary.body))
      : grpcWeb
        ? unary.body
        : frame(unary.body)
  const contentType = grpcWeb
    ? unary.contentType
    : request.protocol === 'connect-json'
      ? 'application/connect+json'
      : 'application/connect+proto'
  const headers: Record<string, string> = { 'content-type': contentType }
  if (token) headers.authorization = `Bearer ${token}`
  if (grpcWeb) headers['x-grpc-web'] = '1'
  const abort = new AbortController()
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
    signal: abort.signal,
  })
  try {
    if (grpcWeb && response.headers.get('grpc-status') !== null) {
      const status = Number(response.headers.get('grpc-status'))
      const message = decodeURIComponent(response.headers.get('grpc-message') ?? '')
      return { httpStatus: response.status, code: status === 0 ? 'ok' : codeName(status), message }
    }
    if (response.status !== 200) return connectErrorAnswer(response.status, await response.text())
    const reader = response.body!.getReader()
    let buffered = new Uint8Array(0)
    for (;;) {
      while (buffered.length >= 5) {
        const flags = buffered[0]!
        const length = new DataView(buffered.buffer, buffered.byteOffset + 1, 4).getUint32(0)
        if (buffered.length < 5 + length) break
        const payload = buffered.subarray(5, 5 + length)
        if (grpcWeb && flags & 0x80) {
          const trailer = Buffer.from(payload).toString('latin1')
          const status = Number(/grpc-status:\s*(\d+)/i.exec(trailer)?.[1] ?? Number.NaN)
          const message = decodeURIComponent(/grpc-message:\s*(.*)/i.exec(trailer)?.[1]?.trim() ?? '')
          if (Number.isNaN(status)) return { httpStatus: 200, code: 'no_status', message: trailer }
          return { httpStatus: 200, code: status === 0 ? 'ok' : codeName(status), message }
        }
        if (!grpcWeb && flags & 0x02) {
          const end = JSON.parse(Buffer.from(payload).toString('utf8')) as {
            error?: { code?: string; message?: string }
          }
          return { httpStatus: 200, code: end.error?.code ?? 'ok', message: end.error?.message ?? '' }
        }
        return { httpStatus: 200, code: 'ok', message: '' }
      }
      const { value, done } = await reader.read()
      if (done) return { httpStatus: 200, code: 'no_status', message: 'the stream ended without a status' }
      buffered = Buffer.concat([buffered, value])
    }
  } finally {
    abort.abort()
  }
}
