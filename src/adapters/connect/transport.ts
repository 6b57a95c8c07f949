import type { Interceptor, Transport } from '@connectrpc/connect'
import { createGrpcWebTransport } from '@connectrpc/connect-web'
import { nativeFetch } from '../browser/native-fetch'
import type { SessionStoragePort } from '../../ports/session-port'

export interface TransportOptions {
  baseUrl: string
  sessionStorage: SessionStoragePort
  /** Extra interceptors (refresh on unauthenticated, request ids, ...), run after the auth header is set. */
  interceptors?: Interceptor[]
  fetch?: typeof fetch
}

/** Sends `Authorization: Bearer <token>` when a token exists, none when it does not, and records the call time. */
export function sessionInterceptor(sessionStorage: SessionStoragePort, now: () => Date = () => new Date()): Interceptor {
  return (next) => async (request) => {
    const { accessToken } = sessionStorage.load()
    if (accessToken) request.header.set('Authorization', `Bearer ${accessToken}`)
    sessionStorage.recordLastCall(now())
    return next(request)
  }
}

/** gRPC-web (binary) over the browser's own fetch, which keeps the response stream Mirage would take away. */
export function createBrowserTransport({ baseUrl, sessionStorage, interceptors = [], fetch }: TransportOptions): Transport {
  return createGrpcWebTransport({
    baseUrl,
    useBinaryFormat: true,
    fetch: fetch ?? nativeFetch,
    interceptors: [sessionInterceptor(sessionStorage), ...interceptors],
  })
}
