/**
 * The mock API's own front for unary calls, built on connect-es's public API (issue 26; before, a patch rewrote
 * connect-es inside node_modules). Two things connect-es 2.1.2 does not do, and its router has no hook for:
 *
 * - A request whose body is the caller's fault answers `invalid_argument`, as connect-go and connect-es's own JSON
 *   path do: a binary message that does not decode (connect-es says `internal`, HTTP 500) and a gRPC or gRPC-web
 *   call without its one message frame (connect-es says `unimplemented`).
 * - A unary gRPC or gRPC-web call skips connect-es's streaming pipeline: the body is read whole, its one frame
 *   decoded with the method's schema, the implementation called through the same interceptors as the Connect
 *   protocol's unary path (`invokeUnaryImplementation`), and the message and trailer frames written as one chunk.
 *   For the browser, which speaks gRPC-web, this is the difference between ~700 and ~950 calls a second.
 * - An answer a service encoded ahead (`pre-encoded.ts`, decision 0196) is sent as it is, over every protocol:
 *   so a Connect unary POST (JSON or binary) is answered here too, as connect-es's unary handler does.
 *
 * Everything else (a Connect GET, streaming content types, a wrong HTTP method or content type) goes to
 * connect-es's handler unchanged. Server-streaming methods (the change feed) get a front
 * of their own, `stream-calls.ts`, for the first point only.
 */
import { fromBinary, type DescMethod, type DescService, type Message } from '@bufbuild/protobuf'
import {
  Code,
  ConnectError,
  createContextValues,
  createHandlerContext,
  createMethodImplSpec,
  createServiceImplSpec,
  type ConnectRouter,
  type MethodImplSpec,
} from '@connectrpc/connect'
import {
  compressedFlag,
  compressionNegotiate,
  createAsyncIterable,
  createMethodSerializationLookup,
  encodeEnvelope,
  invokeUnaryImplementation,
  readAllBytes,
  validateUniversalHandlerOptions,
  type Compression,
  type UniversalHandler,
  type UniversalHandlerOptions,
  type UniversalServerRequest,
  type UniversalServerResponse,
  uResponseOk,
} from '@connectrpc/connect/protocol'
import * as connect from '@connectrpc/connect/protocol-connect'
import * as grpc from '@connectrpc/connect/protocol-grpc'
import * as grpcWeb from '@connectrpc/connect/protocol-grpc-web'
import { binaryPartsAhead, concatenated, encodedAhead } from './pre-encoded'
import { giveBack, takeBody } from './body-pool'
import { streamFront } from './stream-calls'

export type Options = ReturnType<typeof validateUniversalHandlerOptions>

type UnarySpec = Extract<MethodImplSpec, { kind: 'unary' }>
type HandlerContextController = ReturnType<typeof createHandlerContext>

interface Method {
  spec: UnarySpec
  options: Options
}

/**
 * The `routes` function for connect-fastify: registers the services through `register`, then puts this module's
 * front before each unary method's handler. `options` must be the router options given to the plugin (their
 * interceptors, limits, compressions and serialization options apply here too).
 */
export function withUnaryCalls(
  options: Partial<UniversalHandlerOptions>,
  register: (router: ConnectRouter) => void,
): (router: ConnectRouter) => void {
  return (router) => {
    const methods = new Map<DescMethod, Method>()
    const streams = new Map<DescMethod, Options>()
    const remember = (spec: MethodImplSpec, own: Partial<UniversalHandlerOptions> | undefined) => {
      if (spec.kind === 'unary')
        methods.set(spec.method, { spec, options: validateUniversalHandlerOptions({ ...options, ...own }) })
      if (spec.kind === 'server_streaming')
        streams.set(spec.method, validateUniversalHandlerOptions({ ...options, ...own }))
    }
    const recording: ConnectRouter = {
      get handlers() {
        return router.handlers
      },
      service(service: DescService, implementation, own) {
        for (const spec of Object.values(createServiceImplSpec(service, implementation).methods))
          remember(spec, own)
        router.service(service, implementation, own)
        return recording
      },
      rpc(method, implementation, own) {
        remember(createMethodImplSpec(method, implementation), own)
        router.rpc(method, implementation, own)
        return recording
      },
    }
    register(recording)
    router.handlers.forEach((handler, index) => {
      const method = methods.get(handler.method)
      if (method) router.handlers[index] = unaryFront(handler, method)
      const stream = streams.get(handler.method)
      if (stream) router.handlers[index] = streamFront(handler, stream)
    })
  }
}

function unaryFront(handler: UniversalHandler, { spec, options }: Method): UniversalHandler {
  const serialization = createMethodSerializationLookup(
    spec.method,
    options.binaryOptions,
    options.jsonOptions,
    options,
  )
  const parse = (data: Uint8Array, binary: boolean): Message =>
    binary ? parseBinary(spec.method, data, options) : serialization.getI(false).parse(data)
  const serialize = (output: Message, binary: boolean): Uint8Array =>
    encodedAhead(output, binary) ?? serialization.getO(binary).serialize(output)
  /**
   * The handler context of one call. Without a deadline (or a shutdown signal) nothing needs a signal of its own:
   * the request's is the call's, and the request's headers are not copied. connect-es's context links three
   * abort controllers and aborts them when the call ends, each abort making a DOMException with its stack trace:
   * 5-7% of the server's time under load (decision 0215). With a deadline, connect-es's context.
   */
  const contextOf = (
    req: UniversalServerRequest,
    protocolName: string,
    timeoutMs: number | undefined,
    responseHeader: Readonly<Record<string, string>>,
    responseTrailer?: Readonly<Record<string, string>>,
  ): HandlerContextController =>
    timeoutMs === undefined && !options.shutdownSignal
      ? {
          service: spec.method.parent,
          method: spec.method,
          protocolName,
          requestMethod: req.method,
          url: req.url,
          timeoutMs: () => undefined,
          signal: req.signal,
          requestHeader: req.header,
          responseHeader: new Headers(responseHeader),
          responseTrailer: new Headers(responseTrailer),
          values: req.contextValues ?? createContextValues(),
          abort: () => {},
        }
      : createHandlerContext({
          service: spec.method.parent,
          method: spec.method,
          protocolName,
          requestMethod: req.method,
          url: req.url,
          timeoutMs,
          shutdownSignal: options.shutdownSignal,
          requestSignal: req.signal,
          requestHeader: req.header,
          responseHeader,
          ...(responseTrailer ? { responseTrailer } : {}),
          contextValues: req.contextValues,
        })

  const front = async (req: UniversalServerRequest): Promise<UniversalServerResponse> => {
    const contentType = req.header.get(connect.headerContentType)
    if (req.method === 'POST' && isByteStream(req.body)) {
      const web = grpcWeb.parseContentType(contentType)
      if (web && !web.text) return framed(req, 'grpc-web', web.binary)
      const plain = grpc.parseContentType(contentType)
      if (plain) return framed(req, 'grpc', plain.binary)
      const unary = connect.parseContentType(contentType)
      if (unary && !unary.stream && !options.requireConnectProtocolHeader)
        return connectUnary(req, unary.binary)
    }
    return handler(req)
  }

  /**
   * A Connect unary POST, answered as connect-es's unary handler answers it, with two differences: a binary body
   * that does not decode is `invalid_argument`, and an answer encoded ahead is sent as it is.
   */
  const connectUnary = async (
    req: UniversalServerRequest,
    binary: boolean,
  ): Promise<UniversalServerResponse> => {
    const timeout = connect.parseTimeout(req.header.get(connect.headerTimeout), options.maxTimeoutMs)
    const compression = compressionNegotiate(
      options.acceptCompression,
      req.header.get(connect.headerUnaryEncoding),
      req.header.get(connect.headerUnaryAcceptEncoding),
      connect.headerUnaryAcceptEncoding,
    )
    const context = contextOf(req, 'connect', timeout.timeoutMs, connectHeaders[binary ? 0 : 1])
    let status = uResponseOk.status
    let body: Uint8Array
    try {
      if (compression.error) throw compression.error
      if (timeout.error) throw timeout.error
      const bytes =
        wholeBodyOf(req, options) ??
        (await readAllBytes(
          req.body as AsyncIterable<Uint8Array>,
          options.readMaxBytes,
          req.header.get(connect.headerUnaryContentLength),
        ))
      const data = compression.request
        ? await decompress(compression.request, bytes, options.readMaxBytes)
        : bytes
      const output = await invokeUnaryImplementation(spec, context, parse(data, binary), options.interceptors)
      body = serialize(output, binary)
    } catch (caught) {
      context.abort(caught)
      const error =
        caught instanceof ConnectError
          ? caught
          : new ConnectError('internal error', Code.Internal, undefined, undefined, caught)
      status = connect.codeToHttpStatus(error.code)
      context.responseHeader.set(connect.headerContentType, connect.contentTypeUnaryJson)
      error.metadata.forEach((value, key) => context.responseHeader.set(key, value))
      body = connect.errorToJsonBytes(error, options.jsonOptions)
    } finally {
      context.abort()
    }
    if (compression.response && body.byteLength >= options.compressMinBytes) {
      body = await compressedCopy(compression.response, body)
      context.responseHeader.set(connect.headerUnaryEncoding, compression.response.name)
    }
    const header = connect.trailerMux(context.responseHeader, context.responseTrailer)
    header.set(connect.headerUnaryContentLength, String(body.byteLength))
    return { status, header, body: wholeBody(body) }
  }

  /** A unary gRPC or gRPC-web call, answered here whole. */
  const framed = async (
    req: UniversalServerRequest,
    protocolName: 'grpc' | 'grpc-web',
    binary: boolean,
  ): Promise<UniversalServerResponse> => {
    const timeout = grpc.parseTimeout(req.header.get(grpc.headerTimeout), options.maxTimeoutMs)
    const compression = compressionNegotiate(
      options.acceptCompression,
      req.header.get(grpc.headerEncoding),
      req.header.get(grpc.headerAcceptEncoding),
      grpc.headerAcceptEncoding,
    )
    const context = contextOf(
      req,
      protocolName,
      timeout.timeoutMs,
      framedHeaders[protocolName][binary ? 0 : 1],
      OK_STATUS,
    )
    if (compression.response) context.responseHeader.set(grpc.headerEncoding, compression.response.name)
    /**
     * One frame's flags and data, compressed as connect-es's streaming path does (from `compressMinBytes` up). An
     * uncompressed frame is made without a promise: each await of a call's path is a turn of the microtask queue.
     */
    const frame = (data: Uint8Array, flags = 0): Frame | Promise<Frame> => {
      const compress = compression.response
      if (!compress || data.byteLength < options.compressMinBytes) return [flags, data]
      return compressedCopy(compress, data).then((compressed): Frame => [flags | compressedFlag, compressed])
    }

    let message: Frame | undefined
    try {
      if (compression.error) throw compression.error
      if (timeout.error) throw timeout.error
      const bytes =
        wholeBodyOf(req, options) ??
        (await readAllBytes(req.body as AsyncIterable<Uint8Array>, options.readMaxBytes))
      const data = oneFrame(bytes, compression.request, options.readMaxBytes)
      const input = parse(data instanceof Uint8Array ? data : await data, binary)
      const output = await invokeUnaryImplementation(spec, context, input, options.interceptors)
      // A gRPC-web answer encoded ahead goes into its body part by part, uncompressed (envelopes).
      const parts =
        protocolName === 'grpc-web' && binary && !compression.response ? binaryPartsAhead(output) : undefined
      message = parts ? [0, parts] : await frame(serialize(output, binary))
    } catch (error) {
      context.abort(error)
      grpc.setTrailerStatus(
        context.responseTrailer,
        error instanceof ConnectError
          ? error
          : new ConnectError('internal error', Code.Internal, undefined, undefined, error),
      )
    } finally {
      context.abort()
    }

    if (protocolName === 'grpc')
      return {
        ...uResponseOk,
        header: context.responseHeader,
        body: createAsyncIterable(message ? [enveloped(message)] : []),
        trailer: context.responseTrailer,
      }
    const framedTrailer = frame(trailerBytes(context.responseTrailer), grpcWeb.trailerFlag)
    const trailer = Array.isArray(framedTrailer) ? framedTrailer : await framedTrailer
    const body = envelopes(message ? [message, trailer] : [trailer])
    return { ...uResponseOk, header: context.responseHeader, body: wholeBody(body) }
  }

  return inPlaceOf(handler, front)
}

/**
 * `bytes` as a body of one chunk, with the bytes themselves beside it: the fast path reads them without iterating,
 * and the async iterable a stream reader wants is made only when one asks for it (making it for every call was
 * 4–6 % of a call's time under the load bench). A class, not an object literal: a literal with computed keys (a
 * symbol's) is built property by property by the runtime, ~4 µs a call under the load bench (decision 0245).
 */
class WholeBody implements AsyncIterable<Uint8Array> {
  constructor(readonly bytes: Uint8Array) {}

  [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    return createAsyncIterable([this.bytes])[Symbol.asyncIterator]()
  }
}

const wholeBody = (bytes: Uint8Array) => new WholeBody(bytes)

/**
 * A request whose body was read before it came here (the fast path, fast-path.ts): `body` is its bytes. Node's
 * HTTP parser has already held them to their Content-Length.
 */
export function withWholeBody(
  req: Omit<UniversalServerRequest, 'body'>,
  body: Uint8Array,
): UniversalServerRequest {
  return Object.assign(req, { body: wholeBody(body) })
}

function wholeBodyOf(req: UniversalServerRequest, options: Options): Uint8Array | undefined {
  const body = req.body instanceof WholeBody ? req.body.bytes : undefined
  if (body && body.byteLength > options.readMaxBytes)
    throw new ConnectError(
      `message size ${body.byteLength} is larger than configured readMaxBytes ${options.readMaxBytes}`,
      Code.ResourceExhausted,
    )
  return body
}

/** The bytes of an answer made by this front, when it made it. */
export function wholeAnswerOf(answer: UniversalServerResponse): Uint8Array | undefined {
  return answer.body instanceof WholeBody ? answer.body.bytes : undefined
}

/** `front` as a handler standing in for `handler` (its path, method, protocols and content types). */
export function inPlaceOf(
  handler: UniversalHandler,
  front: (req: UniversalServerRequest) => Promise<UniversalServerResponse>,
): UniversalHandler {
  return Object.assign(front, {
    protocolNames: handler.protocolNames,
    allowedMethods: handler.allowedMethods,
    supportedContentType: handler.supportedContentType,
    requestPath: handler.requestPath,
    service: handler.service,
    method: handler.method,
  })
}

/**
 * The headers and trailer an answer starts with, made once (a context copies them): an object literal with a
 * computed key, made for every call, cost more than the copy.
 */
const contentTypeHeader = (contentType: string): Readonly<Record<string, string>> =>
  Object.freeze({ [connect.headerContentType]: contentType })
const framedHeaders = {
  grpc: [contentTypeHeader(grpc.contentTypeProto), contentTypeHeader(grpc.contentTypeJson)],
  'grpc-web': [contentTypeHeader(grpcWeb.contentTypeProto), contentTypeHeader(grpcWeb.contentTypeJson)],
} as const
const connectHeaders = [
  contentTypeHeader(connect.contentTypeUnaryProto),
  contentTypeHeader(connect.contentTypeUnaryJson),
] as const
const OK_STATUS = Object.freeze({ [grpc.headerGrpcStatus]: grpc.grpcStatusOk })

export function isByteStream(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Symbol.asyncIterator in body
}

/** The binary message, or `invalid_argument` naming what protobuf-es found wrong (connect-es says `internal`). */
export function parseBinary(method: DescMethod, data: Uint8Array, options: Options): Message {
  try {
    return fromBinary(method.input, data, options.binaryOptions)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ConnectError(`parse binary: ${reason}`, Code.InvalidArgument)
  }
}

async function decompress(compression: Compression, data: Uint8Array, readMaxBytes: number) {
  try {
    return await compression.decompress(data, readMaxBytes)
  } catch (error) {
    throw ConnectError.from(error, Code.InvalidArgument)
  }
}

/**
 * The data of the body's one message frame, decompressed (a promise only when it has to be). A body without it,
 * cut inside a frame, with a second frame or with an end-of-stream frame is the caller's fault: `invalid_argument`,
 * with connect-es's words.
 */
export function oneFrame(
  bytes: Uint8Array,
  compression: Compression | null,
  readMaxBytes: number,
  kind = 'unary method',
): Uint8Array | Promise<Uint8Array> {
  let data: Uint8Array | undefined
  let compressed = false
  for (let offset = 0; offset < bytes.byteLength;) {
    const end = offset + 5 + (bytes.byteLength - offset >= 5 ? lengthAt(bytes, offset + 1) : 0)
    if (bytes.byteLength - offset < 5 || end > bytes.byteLength)
      throw new ConnectError('protocol error: incomplete envelope', Code.InvalidArgument)
    if (data !== undefined)
      throw new ConnectError(`protocol error: received extra input message for ${kind}`, Code.InvalidArgument)
    const flags = bytes[offset]!
    if ((flags & grpcWeb.trailerFlag) === grpcWeb.trailerFlag)
      throw new ConnectError('protocol error: unexpected end flag', Code.InvalidArgument)
    data = bytes.subarray(offset + 5, end)
    compressed = (flags & compressedFlag) === compressedFlag
    if (compressed && !compression)
      throw new ConnectError(
        'protocol error: received compressed envelope, but no grpc-encoding was sent',
        Code.InvalidArgument,
      )
    offset = end
  }
  if (data === undefined)
    throw new ConnectError(`protocol error: missing input message for ${kind}`, Code.InvalidArgument)
  return compressed ? decompress(compression!, data, readMaxBytes) : data
}

/** The big-endian 32-bit length at `at` (a frame's, after its flags). */
const lengthAt = (bytes: Uint8Array, at: number) =>
  bytes[at]! * 0x1000000 + ((bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!)

/** A frame of a gRPC body: its flags and its data, whole or as parts to be written one after the other. */
type Frame = [flags: number, data: Uint8Array | readonly Uint8Array[]]

const lengthOf = (data: Frame[1]) =>
  data instanceof Uint8Array ? data.byteLength : data.reduce((sum, part) => sum + part.byteLength, 0)

/**
 * `bytes` compressed, and given back to the pool of bodies once the compressor has read them (the copies below are
 * the other places a pooled page is read for the last time).
 */
async function compressedCopy(compression: Compression, bytes: Uint8Array): Promise<Uint8Array> {
  const compressed = await compression.compress(bytes)
  giveBack(bytes)
  return compressed
}

/** One frame enveloped on its own (a gRPC answer's message), its data given back to the pool once copied. */
function enveloped([flags, data]: Frame): Uint8Array {
  const bytes = data instanceof Uint8Array ? data : concatenated(data)
  const envelope = encodeEnvelope(flags, bytes)
  giveBack(bytes)
  return envelope
}

/**
 * The frames as one body, in one buffer of the pool of bodies (body-pool.ts): the message and the trailer of a
 * gRPC-web answer, where enveloping each and joining them made three copies of a page (and V8 counts every one
 * against its external memory, which starts collections). A message encoded ahead comes as its parts (the rows'
 * entries), each copied once, here. A frame's data that was one pooled array (a page) goes back once copied.
 */
function envelopes(frames: readonly Frame[]): Uint8Array {
  let size = 0
  for (const [, data] of frames) size += 5 + lengthOf(data)
  const body = takeBody(size)
  let at = 0
  for (const [flags, data] of frames) {
    const length = lengthOf(data)
    body[at] = flags
    body[at + 1] = length >>> 24
    body[at + 2] = (length >>> 16) & 0xff
    body[at + 3] = (length >>> 8) & 0xff
    body[at + 4] = length & 0xff
    at += 5
    if (data instanceof Uint8Array) {
      body.set(data, at)
      at += data.byteLength
      giveBack(data)
    } else
      for (const part of data) {
        body.set(part, at)
        at += part.byteLength
      }
  }
  return body
}

const utf8 = new TextEncoder()
/** The trailer of a call that succeeded with nothing else to say: the same bytes for every such answer. */
const OK_TRAILER = `${grpc.headerGrpcStatus}: ${grpc.grpcStatusOk}\r\n`
const OK_TRAILER_BYTES = utf8.encode(OK_TRAILER)

/** The trailer's fields as a gRPC-web trailer frame's data, as connect-es's `trailerSerialize` writes them. */
function trailerBytes(trailer: Headers): Uint8Array {
  let text = ''
  trailer.forEach((value, key) => {
    text += `${key}: ${value}\r\n`
  })
  return text === OK_TRAILER ? OK_TRAILER_BYTES : utf8.encode(text)
}
