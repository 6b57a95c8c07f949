/**
 * Customer isolation (issue: reliability and security). With C1001's token every list shows only C1001's records
 * over all pages, a foreign record cannot be read or changed, and a token that is expired, signed with another
 * secret, unsigned (`alg: none`) or missing claims is `unauthenticated` on every RPC.
 */
import type { DescMethod } from '@bufbuild/protobuf'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { file_cargo_services_approvals, ApprovalService } from '../../src/gen/cargo/services/approvals_pb'
import { file_cargo_services_cargoloop } from '../../src/gen/cargo/services/cargoloop_pb'
import { file_cargo_services_customers, CustomerService } from '../../src/gen/cargo/services/customers_pb'
import { file_cargo_services_documents, DocumentService } from '../../src/gen/cargo/services/documents_pb'
import { file_cargo_services_formulas } from '../../src/gen/cargo/services/formulas_pb'
import { file_cargo_services_invoices, InvoiceService } from '../../src/gen/cargo/services/invoices_pb'
import { file_cargo_services_locations } from '../../src/gen/cargo/services/locations_pb'
import { file_cargo_services_orders, OrderService } from '../../src/gen/cargo/services/orders_pb'
import { file_cargo_services_payments, PaymentService } from '../../src/gen/cargo/services/payments_pb'
import { file_cargo_services_shipments, ShipmentService } from '../../src/gen/cargo/services/shipments_pb'
import { file_cargo_services_terminals } from '../../src/gen/cargo/services/terminals_pb'
import { file_cargo_services_vehicles, VehicleService } from '../../src/gen/cargo/services/vehicles_pb'
import { tablesOf } from '../storage/db'
import type { SqlTable as Table } from '../storage/sql/table'
import {
  adminToken,
  codeOf,
  customerToken,
  mintToken,
  SECRET,
  startHarness,
  type Harness,
} from '../test-support'

const OWN = 'customers/C1001'
const PER_PAGE = 1000

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness()
  token = await customerToken('c1001')
})
afterAll(() => h.close())

const as = <S extends Parameters<Harness['client']>[0]>(service: S) => h.client(service, token)

/** Every page of a paged list, as the customer. */
async function allPages<T>(load: (page: number) => Promise<{ rows: T[]; totalPages: number }>): Promise<T[]> {
  const rows: T[] = []
  for (let page = 1; ; page++) {
    const answer = await load(page)
    rows.push(...answer.rows)
    if (page >= answer.totalPages) return rows
  }
}

const ownerOfVehicle = (name: string) => h.api.db.orders.rowsBy('vehicle', name)[0]?.customerName ?? ''
const foreign = <T extends { name: string; customerName: string }>(table: Table<T>, count = 15) =>
  table
    .all()
    .filter((row) => row.customerName !== OWN)
    .slice(0, count)
const versions = () => tablesOf(h.api.db).map((table) => table.version)

describe('customer isolation: lists', () => {
  it('orders, invoices and payments: every row over all pages is its own, and none is missing', async () => {
    const orders = await allPages(async (page) => {
      const r = await as(OrderService).listOrders({ page, perPage: PER_PAGE })
      return { rows: r.orders, totalPages: r.totalPages }
    })
    const invoices = await allPages(async (page) => {
      const r = await as(InvoiceService).listInvoices({ page, perPage: PER_PAGE })
      return { rows: r.invoices, totalPages: r.totalPages }
    })
    const payments = await allPages(async (page) => {
      const r = await as(PaymentService).listPayments({ page, perPage: PER_PAGE })
      return { rows: r.payments, totalPages: r.totalPages }
    })
    const { db } = h.api
    for (const [rows, table] of [
      [orders, db.orders],
      [invoices, db.invoices],
      [payments, db.payments],
    ] as const) {
      expect(rows.filter((row) => row.customerName !== OWN)).toEqual([])
      expect(rows.length).toBe(table.rowsBy('customer', OWN).length)
      expect(rows.length).toBeGreaterThan(0)
    }
  })

  it('customers, vehicles, containers and approvals show only its own', async () => {
    const customers = await allPages(async (page) => {
      const r = await as(CustomerService).listCustomers({ page, perPage: PER_PAGE })
      return { rows: r.customers, totalPages: r.totalPages }
    })
    expect(customers.map((c) => c.name)).toEqual([OWN])
    const vehicles = await allPages(async (page) => {
      const r = await as(VehicleService).listVehicles({ page, perPage: PER_PAGE })
      return { rows: r.vehicles, totalPages: r.totalPages }
    })
    expect(vehicles.length).toBeGreaterThan(0)
    expect(vehicles.filter((v) => ownerOfVehicle(v.name) !== OWN).map((v) => v.name)).toEqual([])
    const shipments = await allPages(async (page) => {
      const r = await as(ShipmentService).listShipments({ page, perPage: PER_PAGE })
      return { rows: r.shipments, totalPages: r.totalPages }
    })
    const foreignUnits = shipments.flatMap((s) => s.units).filter((unit) => unit.customerName !== OWN)
    expect(foreignUnits).toEqual([])
    const approvals = (await as(ApprovalService).listApprovals({})).approvals
    for (const approval of approvals) {
      const orderName = /^(orders\/\d+)\//.exec(approval.entityName)?.[1] ?? ''
      expect(h.api.db.orders.get(orderName)?.customerName).toBe(OWN)
    }
  })

  it('asking a list for another customer is refused', async () => {
    const other = 'customers/C1002'
    expect(await codeOf(as(OrderService).listOrders({ customerName: other }))).toBe('permission_denied')
    expect(await codeOf(as(InvoiceService).listInvoices({ customerName: other }))).toBe('permission_denied')
    expect(await codeOf(as(PaymentService).listPayments({ customerName: other }))).toBe('permission_denied')
    const foreignOrder = foreign(h.api.db.orders, 1)[0]!.name
    expect(await codeOf(as(PaymentService).listPayments({ orderName: foreignOrder }))).toBe(
      'permission_denied',
    )
  })

  it('documents under a foreign record are left out of the list', async () => {
    // The seed keeps documents under payments (and reference data such as invoice type logos, which all may read).
    const foreignDocuments = h.api.db.documents.all().filter((d) => {
      const payment = h.api.db.payments.get(d.location)
      return payment !== undefined && payment.customerName !== OWN
    })
    expect(foreignDocuments.length).toBeGreaterThan(0)
    for (const document of foreignDocuments.slice(0, 10)) {
      const listed = await as(DocumentService).listDocuments({ location: document.location })
      expect(listed.documents).toEqual([])
      expect(await codeOf(as(DocumentService).getDocument({ name: document.name }))).toBe('permission_denied')
    }
  })
})

describe('customer isolation: records by name', () => {
  const refused = new Set(['permission_denied', 'not_found'])

  it('cannot read a foreign order, invoice, payment, customer, vehicle or container', async () => {
    const { db } = h.api
    const codes: string[] = []
    for (const order of foreign(db.orders))
      codes.push(await codeOf(as(OrderService).getOrder({ name: order.name })))
    for (const invoice of foreign(db.invoices))
      codes.push(await codeOf(as(InvoiceService).getInvoice({ name: invoice.name })))
    for (const payment of foreign(db.payments))
      codes.push(await codeOf(as(PaymentService).getPayment({ name: payment.name })))
    for (const customer of db.customers
      .all()
      .filter((c) => c.name !== OWN)
      .slice(0, 15))
      codes.push(await codeOf(as(CustomerService).getCustomer({ name: customer.name })))
    for (const vehicle of db.vehicles
      .all()
      .filter((v) => ownerOfVehicle(v.name) !== OWN)
      .slice(0, 15))
      codes.push(await codeOf(as(VehicleService).getVehicle({ name: vehicle.name })))
    for (const shipment of db.shipments
      .all()
      .filter((s) => !s.units.some((u) => u.customerName === OWN))
      .slice(0, 15))
      codes.push(await codeOf(as(ShipmentService).getShipment({ name: shipment.name })))
    expect(codes.length).toBeGreaterThan(60)
    expect(codes.filter((code) => !refused.has(code))).toEqual([])
  })

  it('cannot change or delete a foreign record, and nothing changes', async () => {
    const { db } = h.api
    const before = versions()
    const order = foreign(db.orders, 1)[0]!
    const invoice = foreign(db.invoices, 1)[0]!
    const payment = foreign(db.payments, 1)[0]!
    // Whole, valid records as staff read them, so that only whose they are can refuse the change.
    const staff = await adminToken()
    const fullOrder = (await h.client(OrderService, staff).getOrder({ name: order.name })).order!
    const fullInvoice = (await h.client(InvoiceService, staff).getInvoice({ name: invoice.name })).invoice!
    const fullPayment = (await h.client(PaymentService, staff).getPayment({ name: payment.name })).payment!
    const fullCustomer = (await h.client(CustomerService, staff).getCustomer({ name: 'customers/C1002' }))
      .customer!
    const codes = [
      await codeOf(
        as(OrderService).updateOrder({ name: order.name, order: { ...fullOrder, comment: 'mine now' } }),
      ),
      await codeOf(as(OrderService).deleteOrder({ name: order.name })),
      await codeOf(as(OrderService).createOrder({ order: { customerName: order.customerName } })),
      await codeOf(
        as(InvoiceService).updateInvoice({ name: invoice.name, invoice: { ...fullInvoice, comment: 'x' } }),
      ),
      await codeOf(as(InvoiceService).deleteInvoice({ name: invoice.name })),
      await codeOf(
        as(PaymentService).updatePayment({ name: payment.name, payment: { ...fullPayment, comment: 'x' } }),
      ),
      await codeOf(as(PaymentService).deletePayment({ name: payment.name })),
      await codeOf(
        as(CustomerService).updateCustomer({
          name: 'customers/C1002',
          customer: { ...fullCustomer, firstName: 'x' },
        }),
      ),
      await codeOf(as(CustomerService).deleteCustomer({ name: 'customers/C1002' })),
    ]
    expect(codes).toEqual(codes.map(() => 'permission_denied'))
    expect(versions()).toEqual(before)
  })
})

const METHODS: DescMethod[] = [
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
].flatMap((file) => file.services.flatMap((service) => service.methods))

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const now = () => Math.floor(Date.now() / 1000)

describe('tokens that must not pass', () => {
  it('expired, foreign-signed, unsigned or claim-less tokens are unauthenticated on every RPC', async () => {
    const claims = { role: 'admin', username: 'admin', email: 'admin@demo.com' }
    const sign = (payload: Record<string, unknown>, secret = SECRET) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(secret))
    const bad: Record<string, string> = {
      expired: await mintToken({ role: 'admin', username: 'admin', expiresIn: -1 }),
      'another secret': await mintToken({
        role: 'admin',
        username: 'admin',
        secret: 'not-the-secret-0123456789abcdef',
      }),
      'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: now() + 600 })}.`,
      'no role': await sign({ username: 'admin', exp: now() + 600 }),
      'no username': await sign({ role: 'customer', exp: now() + 600 }),
      'no expiry': await sign(claims),
    }
    const wrong: string[] = []
    for (const [kind, badToken] of Object.entries(bad)) {
      for (const method of METHODS) {
        const response = await fetch(`${h.baseUrl}/${method.parent.typeName}/${method.name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${badToken}` },
          body: '{}',
        })
        const { code } = (await response.json()) as { code?: string }
        if (code !== 'unauthenticated')
          wrong.push(`${kind} ${method.name}: ${response.status} ${code ?? 'ok'}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
