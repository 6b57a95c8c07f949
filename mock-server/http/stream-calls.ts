/**
 * The front of server-streaming methods (the change feed, issue 29), beside `unary-calls.ts`: a request whose body
 * is the caller's fault answers `invalid_argument` (connect-es 2.1.2 says `internal` for a binary message that does
 * not decode and `unimplemented` for a body without its one message frame). The body is read whole, its one frame
 * taken out and, when binary, decoded; a body that passes goes on to connect-es's handler unchanged, which streams.
 */
import { ConnectError } from '@connectrpc/connect'
import {
  compressionNegotiate,
  createAsyncIterable,
  encodeEnvelope,
  readAllBytes,
  type UniversalHandler,
  type UniversalServerRequest,
  type UniversalServerResponse,
  uResponseOk,
} from '@connectrpc/connect/protocol'
import * as connect from '@connectrpc/connect/protocol-connect'
import * as grpc from '@connectrpc/connect/protocol-grpc'
import * as grpcWeb from '@connectrpc/connect/protocol-grpc-web'
import { inPlaceOf, isByteStream, oneFrame, parseBinary, type Options } from './unary-calls'

type Protocol = 'grpc' | 'grpc-web' | 'connect'

export function streamFront(handler: UniversalHandler, options: Options): UniversalHandler {
  const front = async (req: UniversalServerRequest): Promise<UniversalServerResponse> => {
    const contentType = req.header.get(connect.headerContentType)
    if (req.method !== 'POST' || !isByteStream(req.body)) return handler(req)
    const web = grpcWeb.parseContentType(contentType)
    const plain = web ? undefined : grpc.parseContentType(contentType)
    const stream = web || plain ? undefined : connect.parseContentType(contentType)
    const found: [Protocol, boolean] | undefined =
      web && !web.text
        ? ['grpc-web', web.binary]
        : plain
          ? ['grpc', plain.binary]
          : stream?.stream
            ? ['connect', stream.binary]
            : undefined
    if (!found) return handler(req)
    const [protocol, binary] = found
    const compression =
      protocol === 'connect'
        ? compressionNegotiate(
            options.acceptCompression,
            req.header.get(connect.headerStreamEncoding),
            req.header.get(connect.headerStreamAcceptEncoding),
            connect.headerStreamAcceptEncoding,
          )
        : compressionNegotiate(
            options.acceptCompression,
            req.header.get(grpc.headerEncoding),
            req.header.get(grpc.headerAcceptEncoding),
            grpc.headerAcceptEncoding,
          )
    // connect-es answers these itself, before it reads the body.
    if (compression.error) return handler(req)
    let bytes: Uint8Array
    try {
      bytes = await readAllBytes(req.body as AsyncIterable<Uint8Array>, options.readMaxBytes)
      const data = await oneFrame(bytes, compression.request, options.readMaxBytes, 'server-streaming method')
      if (binary) parseBinary(handler.method, data, options)
    } catch (error) {
      return refusal(protocol, contentType ?? '', ConnectError.from(error), options)
    }
    return handler({ ...req, body: createAsyncIterable([bytes]) })
  }
  return inPlaceOf(handler, front)
}

/** The error as the protocol ends a stream with it: gRPC trailers, gRPC-web's trailer frame, Connect's end frame. */
function refusal(
  protocol: Protocol,
  contentType: string,
  error: ConnectError,
  options: Options,
): UniversalServerResponse {
  const header = new Headers({ [connect.headerContentType]: contentType })
  if (protocol === 'connect') {
    const end = connect.endStreamToJson(error.metadata, error, options.jsonOptions)
    const body = encodeEnvelope(connect.endStreamFlag, new TextEncoder().encode(JSON.stringify(end)))
    return { ...uResponseOk, header, body: createAsyncIterable([body]) }
  }
  const trailer = new Headers()
  grpc.setTrailerStatus(trailer, error)
  if (protocol === 'grpc') return { ...uResponseOk, header, body: createAsyncIterable([]), trailer }
  const body = encodeEnvelope(grpcWeb.trailerFlag, grpcWeb.trailerSerialize(trailer))
  return { ...uResponseOk, header, body: createAsyncIterable([body]) }
}
