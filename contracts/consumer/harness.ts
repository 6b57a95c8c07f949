import { MatchersV3 } from '@pact-foundation/pact'
import { expect } from 'vitest'
import { createConnectTransport } from '@connectrpc/connect-web'
import { createConnectAdapters, type ConnectAdapters } from '../../src/adapters/connect'
import { createCallPipeline } from '../../src/adapters/pipeline/call-pipeline'
import { memorySessionStorage, testUser, unsignedToken } from '../../src/testing/session-fakes'

const { like, regex, integer } = MatchersV3

/** The names of the two sides in the pact file. */
export const CONSUMER = 'cargo-backoffice-web'
export const PROVIDER = 'cargo-mock-api'

/** One RPC interaction: provider state, the exact request the adapter sends, the response it relies on. */
export interface RpcCase {
  /** `OrderService/ListOrders` */
  rpc: string
  state: string
  /** Shown in the pact file; defaults to "a <Method> call". */
  description?: string
  /** The request body as Connect JSON (defaults omitted), exactly as the adapter sends it. */
  request: Record<string, unknown>
  /** The response body template (Pact matchers; the provider may add fields). */
  response: Record<string, unknown>
  /** Drives the real adapter. */
  call: (adapters: ConnectAdapters) => Promise<unknown>
  /** Checks what the adapter made of the response. */
  check?: (result: unknown) => void
  /** Create calls carry an X-RequestId. */
  requestId?: string
  /** The HTTP status of the answer: 200, or a Connect error's (409 for `aborted`). */
  status?: number
}

/** A fixed token (expires in 2100) so the pact file is the same on every run; the provider swaps in a real one. */
export const TOKEN = unsignedToken({ sub: 'contract', role: 'admin', username: 'admin', exp: 4102444800 })
export const REQUEST_ID = '0b5e6b1c-3a4d-4c8e-9f10-2a3b4c5d6e7f'

/** Money on the wire: int64 value as a string (matched by regex), currency and exponent. */
export const money = (value = '10000') => ({
  value: regex('^-?\\d+$', value),
  currencyName: like('currencies/usd'),
  exponent: integer(-2),
})

/** uint64 / int64 as a JSON string. */
export const int64 = (example: string) => regex('^\\d+$', example)

/** An RFC 3339 timestamp as protobuf JSON writes it. */
export const timestampJson = (example: string) =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', example)

/** A record's version (decision 0130): `<version>` or `<version>-<base-36 time of the write>`. */
export const etagJson = (example = '1') => regex('^\\d{1,15}(-[0-9a-z]{1,12})?$', example)

/** Who created and last changed a record, and when (issue 16): the detail views show it. */
export const activityJson = {
  createTime: timestampJson('2026-01-15T09:00:00Z'),
  createdBy: like('admin'),
  updateTime: timestampJson('2026-01-16T10:30:00Z'),
  updatedBy: like('admin'),
}

/** The mapped activity: both names and both times read. */
export const expectActivity = (record: unknown) =>
  expect(record).toMatchObject({
    createTime: expect.any(Date),
    createdBy: 'admin',
    updateTime: expect.any(Date),
    updatedBy: 'admin',
  })

/** The real Connect adapters speaking the Connect protocol with JSON over Node's fetch (stack-notes). */
export function adaptersFor(baseUrl: string): ConnectAdapters {
  const storage = memorySessionStorage({ accessToken: TOKEN, refreshToken: 'refresh', userData: testUser })
  const pipeline = createCallPipeline({
    sessionStorage: storage.port,
    session: { refresh: () => Promise.reject(new Error('no refresh in contract tests')) },
    onSignedOut: () => undefined,
    reload: () => undefined,
    log: () => undefined,
  })
  const transport = createConnectTransport({ baseUrl, useBinaryFormat: false, fetch: globalThis.fetch })
  return createConnectAdapters({ baseUrl, sessionStorage: storage.port, pipeline, transport })
}

export const requestHeaders = (requestId?: string) => ({
  'Content-Type': 'application/json',
  'Connect-Protocol-Version': '1',
  Authorization: regex('^Bearer [A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$', `Bearer ${TOKEN}`),
  ...(requestId
    ? { 'X-RequestId': regex('^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', requestId) }
    : {}),
})

export const LIST_QUERY = { page: 1, perPage: 10, sort: 'desc' as const, sortColumn: 'id', search: '' }
