import type { Interceptor, Transport } from '@connectrpc/connect'
import { createGrpcWebTransport } from '@connectrpc/connect-web'
import { nativeFetch } from '../browser/native-fetch'
import { installAsciiFirstDecoding } from './text-decoding'

export interface TransportOptions {
  baseUrl: string
  /** Extra Connect interceptors. Auth, refresh, request ids and the last-call time are the call pipeline's. */
  interceptors?: Interceptor[]
  fetch?: typeof fetch
}

/** gRPC-web (binary) over the browser's own fetch, which keeps the response stream Mirage would take away. */
export function createBrowserTransport({ baseUrl, interceptors = [], fetch }: TransportOptions): Transport {
  installAsciiFirstDecoding()
  return createGrpcWebTransport({
    baseUrl,
    useBinaryFormat: true,
    fetch: fetch ?? nativeFetch,
    interceptors,
  })
}
