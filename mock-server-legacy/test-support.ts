/** Helpers for the mock server's network tests (not a test file itself). */
import type { DescService } from '@bufbuild/protobuf'
import { createClient, type Client, type Interceptor } from '@connectrpc/connect'
import { createConnectTransport, createGrpcTransport, createGrpcWebTransport } from '@connectrpc/connect-node'
import { SignJWT } from 'jose'
import { DEFAULT_DEV_JWT_SECRET } from '../src/domain/auth'
import { createMockApi, type MockApi, type MockApiOptions } from './server'

export const SECRET = DEFAULT_DEV_JWT_SECRET

export interface TokenClaims {
  role: string
  username: string
  email?: string
  /** Seconds from now; negative for an expired token. Default 600. */
  expiresIn?: number
  secret?: string
}

export async function mintToken(claims: TokenClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    role: claims.role,
    username: claims.username,
    email: claims.email ?? `${claims.username}@demo.com`,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.username)
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresIn ?? 600))
    .sign(new TextEncoder().encode(claims.secret ?? SECRET))
}

export const adminToken = () => mintToken({ role: 'admin', username: 'admin' })
export const customerToken = (username = 'c1001') => mintToken({ role: 'customer', username })
export const clientToken = () => mintToken({ role: 'client', username: 'client' })

export type Protocol = 'connect' | 'grpc-web' | 'grpc' | 'connect-binary'

export interface Harness {
  api: MockApi
  baseUrl: string
  /** A generated client speaking `protocol` with `token` (none when null). */
  client<S extends DescService>(
    service: S,
    token: string | null,
    options?: { protocol?: Protocol; requestId?: string },
  ): Client<S>
  close(): Promise<void>
}

export async function startHarness(options: MockApiOptions = {}): Promise<Harness> {
  const api = createMockApi({ testMode: true, ...options })
  const baseUrl = await api.listen(0, '127.0.0.1')
  return {
    api,
    baseUrl,
    client(service, token, { protocol = 'connect', requestId } = {}) {
      const headers: Interceptor = (next) => (req) => {
        if (token) req.header.set('Authorization', `Bearer ${token}`)
        if (requestId) req.header.set('X-RequestId', requestId)
        return next(req)
      }
      const common = { baseUrl, interceptors: [headers] }
      const transport =
        protocol === 'grpc'
          ? createGrpcTransport({ ...common })
          : protocol === 'grpc-web'
            ? createGrpcWebTransport({ ...common, httpVersion: '1.1' })
            : createConnectTransport({
                ...common,
                httpVersion: '1.1',
                useBinaryFormat: protocol === 'connect-binary',
              })
      return createClient(service, transport)
    },
    close: () => api.close(),
  }
}

/** The ConnectError code name of a rejected call (`invalid_argument`), or 'ok'. */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call
    return 'ok'
  } catch (error) {
    const { ConnectError, Code } = await import('@connectrpc/connect')
    const code = ConnectError.from(error).code
    return Code[code].replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()
  }
}

/** The rejection of a call, as a ConnectError. */
export async function errorOf(call: Promise<unknown>) {
  const { ConnectError } = await import('@connectrpc/connect')
  try {
    await call
  } catch (error) {
    return ConnectError.from(error)
  }
  throw new Error('the call succeeded')
}
