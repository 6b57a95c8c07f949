/**
 * The differential test of issue 27: every List RPC of the SQLite storage answers what the old in-memory
 * storage (kept in mock-server-legacy/ for this test only) answered: the same rows, order, totals and errors,
 * for a few thousand random queries with writes between them. Deleted with the old storage.
 */
import { type DescService } from '@bufbuild/protobuf'
import { timestampFromMs } from '@bufbuild/protobuf/wkt'
import { createClient, type Client, type Interceptor } from '@connectrpc/connect'
import { createConnectTransport } from '@connectrpc/connect-node'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMockApi as createLegacyApi } from '../mock-server-legacy/server'
import { CustomerService } from '../src/gen/cargo/services/customers_pb'
import { InvoiceService } from '../src/gen/cargo/services/invoices_pb'
import { OrderService } from '../src/gen/cargo/services/orders_pb'
import { PaymentService } from '../src/gen/cargo/services/payments_pb'
import { ShipmentService } from '../src/gen/cargo/services/shipments_pb'
import { VehicleService } from '../src/gen/cargo/services/vehicles_pb'
import {
  CUSTOMER_COLUMNS,
  INVOICE_COLUMNS,
  ORDER_COLUMNS,
  PAYMENT_COLUMNS,
  SHIPMENT_COLUMNS,
  VEHICLE_COLUMNS,
} from './list-columns'
import { createMockApi } from './server'
import { adminToken, customerToken } from './test-support'

const SCALE = Number(process.env.DIFF_SCALE ?? 1)
const QUERIES = Number(process.env.DIFF_QUERIES ?? 3000)

interface Side {
  url: string
  close: () => Promise<void>
  client<S extends DescService>(service: S, token: string): Client<S>
}

async function side(api: { listen(port: number, host?: string): Promise<string>; close(): Promise<void> }) {
  const url = await api.listen(0, '127.0.0.1')
  return {
    url,
    close: () => api.close(),
    client<S extends DescService>(service: S, token: string) {
      const auth: Interceptor = (next) => (req) => {
        req.header.set('Authorization', `Bearer ${token}`)
        return next(req)
      }
      return createClient(
        service,
        createConnectTransport({ baseUrl: url, httpVersion: '1.1', interceptors: [auth] }),
      )
    },
  } satisfies Side
}

let before: Side
let after: Side
let admin: string
let customer: string
beforeAll(async () => {
  before = await side(createLegacyApi({ scale: SCALE }))
  after = await side(createMockApi({ scale: SCALE }))
  admin = await adminToken()
  customer = await customerToken()
  // Writes stamp their update time: the same clock on both sides.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 20, 12) })
}, 600_000)
afterAll(async () => {
  vi.useRealTimers()
  await before?.close()
  await after?.close()
})

/** The answer or the error's code and message, with each side's own origin left out. */
async function answer(side: Side, call: (side: Side) => Promise<unknown>): Promise<string> {
  let result: unknown
  try {
    result = await call(side)
  } catch (error) {
    result = { error: String((error as Error).message) }
  }
  return JSON.stringify(result, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${value}n` : value,
  ).replaceAll(side.url, 'ORIGIN')
}

const NEEDLES = [
  '',
  '',
  '',
  'toyota',
  'a',
  '1',
  '12',
  'c100',
  'honda camry',
  'paid',
  'ford',
  'x',
  '  TOYOTA ',
  'wdd',
  '2020',
  'ä',
  'order',
  'zzz',
]
const page = fc.record({
  page: fc.constantFrom(0, 1, 2, 3, 7, 40),
  perPage: fc.constantFrom(0, 1, 5, 10, 25, 100),
  sort: fc.constantFrom('', 'asc', 'desc', 'DESC'),
})
const column = (columns: object) => fc.constantFrom('', ...Object.keys(columns))
const customers = fc.constantFrom(
  '',
  '',
  'customers/C1001',
  'customers/C1002',
  'customers/C1010',
  'customers/C1100',
)
const needle = fc.constantFrom(...NEEDLES)

type Query = (side: Side, token: string) => Promise<unknown>
const queries: fc.Arbitrary<[string, Query]>[] = [
  fc
    .record({
      page,
      sortColumn: column(ORDER_COLUMNS),
      search: needle,
      customerName: customers,
      terminal: fc.constantFrom('', 'terminals/1', 'terminals/2'),
      unpaidOnly: fc.boolean(),
      status: fc.constantFrom('', 'new', 'processing', 'done'),
      isArchive: fc.constantFrom(undefined, true, false),
    })
    .map(({ page, terminal, ...rest }) => [
      `ListOrders ${JSON.stringify({ ...page, terminal, ...rest })}`,
      (s, token) => s.client(OrderService, token).listOrders({ ...page, ...rest, terminalName: terminal }),
    ]),
  fc
    .record({
      page,
      sortColumn: column(PAYMENT_COLUMNS),
      search: needle,
      customerName: customers,
      orderName: fc.constantFrom('', '', 'orders/1', 'orders/17'),
      approvedOnly: fc.boolean(),
      unapprovedOnly: fc.boolean(),
      from: fc.constantFrom(0, Date.UTC(2026, 0, 1), Date.UTC(2026, 8, 1)),
      status: fc.constantFrom('', 'paid', 'pending'),
    })
    .map(({ page, from, ...rest }) => [
      `ListPayments ${JSON.stringify({ ...page, from, ...rest })}`,
      (s, token) =>
        s
          .client(PaymentService, token)
          .listPayments({ ...page, ...rest, ...(from ? { dateFrom: timestampFromMs(from) } : {}) }),
    ]),
  fc
    .record({
      page,
      sortColumn: column(VEHICLE_COLUMNS),
      search: needle,
      nonorderedOnly: fc.boolean(),
      cancelledOnly: fc.boolean(),
      terminalName: fc.constantFrom('', 'terminals/1', 'terminals/3'),
    })
    .map(({ page, ...rest }) => [
      `ListVehicles ${JSON.stringify({ ...page, ...rest })}`,
      (s, token) => s.client(VehicleService, token).listVehicles({ ...page, ...rest }),
    ]),
  fc
    .record({
      page,
      sortColumn: column(CUSTOMER_COLUMNS),
      search: needle,
      companyDisplayName: fc.constantFrom('', 'inc', 'LLC', 'a'),
      status: fc.constantFrom('', 'active', 'Suspended'),
    })
    .map(({ page, ...rest }) => [
      `ListCustomers ${JSON.stringify({ ...page, ...rest })}`,
      (s, token) => s.client(CustomerService, token).listCustomers({ ...page, ...rest }),
    ]),
  fc
    .record({
      page,
      sortColumn: column(INVOICE_COLUMNS),
      customerName: customers,
      orderName: fc.constantFrom('', '', 'orders/1', 'orders/5'),
    })
    .map(({ page, ...rest }) => [
      `ListInvoices ${JSON.stringify({ ...page, ...rest })}`,
      (s, token) => s.client(InvoiceService, token).listInvoices({ ...page, ...rest }),
    ]),
  fc
    .record({ page, sortColumn: column(SHIPMENT_COLUMNS), search: needle })
    .map(({ page, ...rest }) => [
      `ListShipments ${JSON.stringify({ ...page, ...rest })}`,
      (s, token) => s.client(ShipmentService, token).listShipments({ ...page, ...rest }),
    ]),
]

/** The same write on both sides: an order archived or back, a vehicle's description edited. */
const writes: ((s: Side, n: number) => Promise<unknown>)[] = [
  (s, n) =>
    s.client(OrderService, admin).moveToArchive({ name: `orders/${(n % 150) + 1}`, isArchive: n % 2 === 0 }),
  async (s, n) => {
    const vehicles = s.client(VehicleService, admin)
    const { vehicle } = await vehicles.getVehicle({ name: `vehicles/${(n % 180) + 1}` })
    return vehicles.updateVehicle({
      name: vehicle!.name,
      vehicle: { ...vehicle!, editedDescription: `Toyota ${n}` },
    })
  },
]

describe('List RPCs on SQLite and on the old storage', () => {
  it(`answer the same rows, order, totals and errors for ${QUERIES} random queries`, async () => {
    const cases = fc.sample(fc.tuple(fc.oneof(...queries), fc.boolean(), fc.nat(20)), {
      numRuns: QUERIES,
      seed: 27,
    })
    const differences: string[] = []
    let index = 0
    for (const [[label, query], asCustomer, writeDice] of cases) {
      index++
      if (writeDice === 0) {
        const write = writes[index % writes.length]!
        expect(await answer(after, (s) => write(s, index))).toBe(await answer(before, (s) => write(s, index)))
      }
      const token = asCustomer ? customer : admin
      const [old, current] = [
        await answer(before, (s) => query(s, token)),
        await answer(after, (s) => query(s, token)),
      ]
      if (old !== current) {
        let at = 0
        while (old[at] === current[at]) at++
        const near = (text: string) => text.slice(Math.max(0, at - 300), at + 300)
        differences.push(
          `${label} as ${asCustomer ? 'c1001' : 'admin'}:\n  old …${near(old)}\n  new …${near(current)}`,
        )
      }
    }
    console.log(`differential test: ${cases.length} list queries compared, ${differences.length} differences`)
    expect(differences.slice(0, 5)).toEqual([])
  }, 1_800_000)
})
