/**
 * RPC fuzzing (issue: reliability and security). 10,000 random and damaged request bodies, spread over every RPC
 * of the contract and the three protocols the app and its tools speak. Every answer must be a proper Connect error
 * or a success: never `internal`, `unknown` or an HTTP 5xx, and a request that fails changes no table.
 */
import type { DescMethod } from '@bufbuild/protobuf'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { file_cargo_services_approvals } from '../../src/gen/cargo/services/approvals_pb'
import { file_cargo_services_cargoloop } from '../../src/gen/cargo/services/cargoloop_pb'
import { ChangeService } from '../../src/gen/cargo/services/changes_pb'
import { file_cargo_services_customers } from '../../src/gen/cargo/services/customers_pb'
import { file_cargo_services_documents } from '../../src/gen/cargo/services/documents_pb'
import { file_cargo_services_formulas } from '../../src/gen/cargo/services/formulas_pb'
import { file_cargo_services_invoices } from '../../src/gen/cargo/services/invoices_pb'
import { file_cargo_services_locations } from '../../src/gen/cargo/services/locations_pb'
import { file_cargo_services_orders } from '../../src/gen/cargo/services/orders_pb'
import { file_cargo_services_payments } from '../../src/gen/cargo/services/payments_pb'
import { file_cargo_services_shipments } from '../../src/gen/cargo/services/shipments_pb'
import { file_cargo_services_terminals } from '../../src/gen/cargo/services/terminals_pb'
import { file_cargo_services_vehicles } from '../../src/gen/cargo/services/vehicles_pb'
import { tablesOf, type Db } from '../storage/db'
import { etagOf } from '../../src/domain/versions'
import { message } from './fuzz/json-arbitrary'
import { type FuzzAnswer, type FuzzRequest, type Mutation, openStream, PROTOCOLS, send } from './fuzz/wire'
import { adminToken, customerToken, mintToken, startHarness, type Harness } from '../test-support'

/** 1,000 requests in `npm test`; the full 10,000 in `npm run test:deep` (TEST_DEEP=1). */
const RUNS = process.env.TEST_DEEP ? 10_000 : 1_000
const SEED = 20261123

const FILES = [
  file_cargo_services_approvals,
  file_cargo_services_cargoloop,
  file_cargo_services_customers,
  file_cargo_services_documents,
  file_cargo_services_formulas,
  file_cargo_services_invoices,
  file_cargo_services_locations,
  file_cargo_services_orders,
  file_cargo_services_payments,
  file_cargo_services_shipments,
  file_cargo_services_terminals,
  file_cargo_services_vehicles,
]
const METHODS: DescMethod[] = FILES.flatMap((file) => file.services.flatMap((service) => service.methods))

/** The codes a well-behaved API may answer to a request it cannot serve. */
const PROPER = new Set([
  'ok',
  'invalid_argument',
  'not_found',
  'already_exists',
  'permission_denied',
  'failed_precondition',
  // A random etag that is well formed and not the record's (decision 0130).
  'aborted',
  'out_of_range',
  'unauthenticated',
])

type Caller = 'admin' | 'customer' | 'none' | 'expired'

interface Case {
  method: DescMethod
  caller: Caller
  request: FuzzRequest
}

const MUTATIONS: Mutation[] = ['none', 'none', 'none', 'truncate', 'flip', 'append', 'random', 'short-frame']

const caseArbitrary: fc.Arbitrary<Case> = fc.constantFrom(...METHODS).chain((method) =>
  fc.record({
    method: fc.constant(method),
    caller: fc.constantFrom<Caller>(
      'admin',
      'admin',
      'admin',
      'admin',
      'admin',
      'admin',
      'customer',
      'none',
      'expired',
    ),
    request: fc.record({
      protocol: fc.constantFrom(...PROTOCOLS),
      json: message(method.input),
      mutation: fc.constantFrom(...MUTATIONS),
      noise: fc.uint8Array({ minLength: 1, maxLength: 48 }),
    }),
  }),
)

let h: Harness
let tokens: Record<Caller, string | null>
beforeAll(async () => {
  h = await startHarness()
  tokens = {
    admin: await adminToken(),
    customer: await customerToken(),
    none: null,
    expired: await mintToken({ role: 'admin', username: 'admin', expiresIn: -60 }),
  }
})
afterAll(() => h.close())

const tables = () => tablesOf(h.api.db)
const versions = () => tables().map((table) => table.version)

describe('RPC fuzzing', () => {
  it(`answers ${RUNS} random and damaged requests over every RPC and protocol with proper codes, and a failure writes nothing`, async () => {
    expect(METHODS.length).toBe(76)
    const cases = fc.sample(caseArbitrary, { numRuns: RUNS, seed: SEED })
    const improper: string[] = []
    const halfWritten: string[] = []
    const counts = new Map<string, number>()
    for (const { method, caller, request } of cases) {
      const path = `/${method.parent.typeName}/${method.name}`
      const before = versions()
      let answer: FuzzAnswer
      try {
        answer = await send(h.baseUrl, path, method.input, request, tokens[caller])
      } catch (error) {
        answer = { httpStatus: 0, code: 'transport_error', message: String(error) }
      }
      const key = `${request.protocol} ${answer.code}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
      const where = `${path} ${request.protocol}/${request.mutation} as ${caller}`
      if (!PROPER.has(answer.code) || answer.httpStatus >= 500)
        improper.push(`${where}: ${answer.httpStatus} ${answer.code} ${answer.message.slice(0, 160)}`)
      if (answer.code !== 'ok' && versions().some((version, index) => version !== before[index]))
        halfWritten.push(`${where}: ${answer.code} but a table changed`)
    }
    console.log(
      `RPC fuzzing: ${RUNS} requests over ${METHODS.length} RPCs\n` +
        [...counts.entries()]
          .sort()
          .map(([key, count]) => `  ${key}: ${count}`)
          .join('\n'),
    )
    expect(improper.slice(0, 25)).toEqual([])
    // Still serving as before.
    const listOrders = METHODS.find((method) => method.name === 'ListOrders')!
    const after = await send(
      h.baseUrl,
      '/cargo.services.OrderService/ListOrders',
      listOrders.input,
      {
        protocol: 'connect-json',
        json: {},
        mutation: 'none',
        noise: new Uint8Array(1),
      },
      tokens.admin,
    )
    expect(after.code).toBe('ok')
    expect(halfWritten.slice(0, 25)).toEqual([])
  }, 600_000)
})

/**
 * The Update and Delete calls that carry an etag (decision 0130): for each, where the etag goes (the request's
 * own `etag`, or the record's inside it) and the table of the record it names.
 */
function etagCalls() {
  return METHODS.flatMap((method) => {
    if (!/^(Update|Delete)/.test(method.name)) return []
    const own = method.input.fields.find((field) => field.localName === 'etag')
    const inner = method.input.fields.find(
      (field) => field.message?.fields.some((one) => one.localName === 'etag') ?? false,
    )
    if (!own && !inner) return []
    const entity = method.name.replace(/^(Update|Delete)/, '')
    const table = `${entity.charAt(0).toLowerCase()}${entity.slice(1)}s` as keyof Db
    return [{ method, table, inner: inner?.jsonName }]
  })
}

/** Etags a client might send that are not the record's: other versions, damaged and foreign texts. */
const otherEtag = fc.oneof(
  fc.constantFrom('2-0', '999', '1-zzzz', '0', '"1"', 'W/"1"', '1 ', '-1', '1-', 'x'.repeat(200)),
  fc.nat().map(String),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
)

describe('RPC fuzzing of etags', () => {
  it('answers every Update and Delete sent with a stale or damaged etag with aborted or invalid_argument, writing nothing', async () => {
    const calls = etagCalls()
    expect(calls.map((call) => call.method.name).sort()).toEqual([
      'DeleteCustomer',
      'DeleteInvoice',
      'DeleteInvoicePayee',
      'DeleteInvoiceType',
      'DeleteOrder',
      'DeleteOrderDiscountType',
      'DeleteOrderServiceType',
      'DeletePayment',
      'DeletePaymentType',
      'UpdateCustomer',
      'UpdateInvoice',
      'UpdateInvoicePayee',
      'UpdateInvoiceType',
      'UpdateOrder',
      'UpdateOrderDiscountType',
      'UpdateOrderServiceType',
      'UpdatePayment',
      'UpdatePaymentType',
      'UpdateVehicle',
    ])
    const wrong: string[] = []
    for (const { method, table, inner } of calls) {
      const rows = h.api.db[table] as unknown as { names(): string[]; get(name: string): { etag?: string } }
      const name = rows.names()[0] as string
      const stored = etagOf(rows.get(name) ?? {})
      const etags = fc
        .sample(fc.tuple(otherEtag, fc.constantFrom(...PROTOCOLS)), { numRuns: 12, seed: SEED })
        .filter(([etag]) => etag.trim() !== '' && etag.trim() !== stored)
      for (const [etag, protocol] of etags) {
        const json = inner ? { name, [inner]: { etag } } : { name, etag }
        const before = versions()
        const request = { protocol, json, mutation: 'none' as const, noise: new Uint8Array(1) }
        const answer = await send(
          h.baseUrl,
          `/${method.parent.typeName}/${method.name}`,
          method.input,
          request,
          tokens.admin,
        )
        const expected = /^\d{1,15}(-[0-9a-z]{1,12})?$/.test(etag.trim()) ? 'aborted' : 'invalid_argument'
        if (answer.code !== expected)
          wrong.push(
            `${method.name} ${protocol} etag ${JSON.stringify(etag)}: ${answer.code} ${answer.message.slice(0, 120)}`,
          )
        if (versions().some((version, index) => version !== before[index]))
          wrong.push(`${method.name} ${protocol} etag ${JSON.stringify(etag)}: a table changed`)
      }
    }
    expect(wrong.slice(0, 25)).toEqual([])
  }, 120_000)
})

/** The change feed's stream (a server-streaming RPC, outside the unary suite above): 1/10 of its runs. */
const STREAM_RUNS = RUNS / 10

describe('RPC fuzzing of ChangeService.WatchChanges', () => {
  const method = ChangeService.method.watchChanges
  /** Requests that decode, with collections and cursors that are often wrong, and damaged bodies. */
  const streamCase = fc.record({
    caller: fc.constantFrom<Caller>('admin', 'admin', 'admin', 'customer', 'none', 'expired'),
    request: fc.record({
      protocol: fc.constantFrom(...PROTOCOLS),
      json: fc.oneof(
        message(method.input),
        fc.record(
          {
            collections: fc.array(fc.constantFrom('orders', 'customers', 'posts', '', 'Orders', 'orders/1'), {
              maxLength: 3,
            }),
            resumeAfter: fc.constantFrom(
              '',
              'yesterday',
              '0',
              'ffffffff.1',
              '1.1',
              '00000000.99999999999999999',
            ),
          },
          { requiredKeys: [] },
        ),
      ),
      mutation: fc.constantFrom(...MUTATIONS),
      noise: fc.uint8Array({ minLength: 1, maxLength: 48 }),
    }),
  })

  it(`answers ${STREAM_RUNS} random and damaged requests with a first message or a proper code; a wrong field is invalid_argument naming it`, async () => {
    const path = `/${ChangeService.typeName}/${method.name}`
    const improper: string[] = []
    const unnamed: string[] = []
    let opened = 0
    for (const { caller, request } of fc.sample(streamCase, { numRuns: STREAM_RUNS, seed: SEED })) {
      let answer: FuzzAnswer
      try {
        answer = await openStream(h.baseUrl, path, method.input, request, tokens[caller])
      } catch (error) {
        answer = { httpStatus: 0, code: 'transport_error', message: String(error) }
      }
      if (answer.code === 'ok') opened++
      const where = `${request.protocol}/${request.mutation} as ${caller} ${JSON.stringify(request.json).slice(0, 120)}`
      if (!PROPER.has(answer.code) || answer.httpStatus >= 500)
        improper.push(`${where}: ${answer.httpStatus} ${answer.code} ${answer.message.slice(0, 160)}`)
      // A request that decoded but names a field wrongly says which field (a body that did not decode cannot).
      if (
        answer.code === 'invalid_argument' &&
        request.mutation === 'none' &&
        !/^(collections\.\d+|resume_after): |^protocol error|^parse |^cannot decode /.test(answer.message)
      )
        unnamed.push(`${where}: ${answer.message.slice(0, 160)}`)
    }
    expect(improper.slice(0, 25)).toEqual([])
    expect(unnamed.slice(0, 25)).toEqual([])
    // The good requests among them did open streams.
    expect(opened).toBeGreaterThan(0)
  }, 300_000)
})
