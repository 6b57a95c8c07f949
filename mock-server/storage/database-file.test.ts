import { timestampFromDate } from '@bufbuild/protobuf/wkt'
import Database from 'better-sqlite3'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CustomerService } from '../../src/gen/cargo/services/customers_pb'
import { DocumentService } from '../../src/gen/cargo/services/documents_pb'
import { OrderService } from '../../src/gen/cargo/services/orders_pb'
import { PaymentService } from '../../src/gen/cargo/services/payments_pb'
import { VehicleService } from '../../src/gen/cargo/services/vehicles_pb'
import { tablesOf, type Db } from './db'
import { DatabaseFileError } from './sql/open'
import { DEFAULT_SEED } from '../seed'
import { createMockApi } from '../server'
import { adminToken, startHarness, type Harness } from '../test-support'
import { idOf } from '../../src/domain/names'

vi.setConfig({ testTimeout: 60_000 })

/** Small: 200 orders, 30 customers, 300 payments (its seed database is cached after the first build). */
const SCALE = 0.1

const usd = (cents: number) => ({ value: BigInt(cents), currencyName: 'currencies/usd', exponent: -2 })

let dir: string
let file: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-db-'))
  file = path.join(dir, 'kept', 'data.sqlite')
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Every row of every table, with each table's next id. */
const contentsOf = (db: Db) =>
  tablesOf(db).map((table) => ({ table: table.collection, nextId: table.nextId, rows: table.all() }))

/** Starts an api on the file, puts a changed copy of customer C1001 and closes it again. */
async function writeCustomerEmail(email: string): Promise<void> {
  const api = createMockApi({ scale: SCALE, db: file })
  const customer = api.db.customers.get('customers/C1001')!
  api.db.customers.put({ ...customer, email })
  await api.close()
}

/** A new order of `customerName` for a vehicle no order holds yet. */
async function createOrder(h: Harness, token: string, customerName: string) {
  const free = await h.client(VehicleService, token).listVehicles({ nonorderedOnly: true, perPage: 50 })
  const itemName = free.vehicles.find((vehicle) => !vehicle.cancelled)!.name
  const res = await h
    .client(OrderService, token)
    .createOrder({ order: { customerName, items: [{ itemName, amount: usd(100) }] } })
  return res.order!
}

describe('the database file (MOCK_DB)', () => {
  it('gives back the writes made through the API after a restart: rows, dates, bytes and ids', async () => {
    const admin = await adminToken()
    const first = await startHarness({ scale: SCALE, db: file })
    const customers = first.client(CustomerService, admin)
    const customer = (
      await customers.createCustomer({ customer: { firstName: 'Nino', lastName: 'Kapanadze' } })
    ).customer!
    const deleted = await createOrder(first, admin, customer.name)
    await first.client(OrderService, admin).deleteOrder({ name: deleted.name })
    const payments = first.client(PaymentService, admin)
    const payment = (await payments.getPayment({ name: 'payments/7' })).payment!
    const paidAt = new Date(Date.UTC(2026, 10, 3, 14, 5, 9, 123))
    await payments.updatePayment({
      name: payment.name,
      payment: { ...payment, comment: 'kept', date: timestampFromDate(paidAt) },
    })
    const content = Uint8Array.from({ length: 256 }, (_, byte) => byte)
    const documents = first.client(DocumentService, admin)
    const document = (
      await documents.createDocument({
        document: { displayName: 'every byte.bin', location: payment.name, content },
      })
    ).document!
    const before = {
      contents: contentsOf(first.api.db),
      customer: await customers.getCustomer({ name: customer.name }),
      payment: await payments.getPayment({ name: payment.name }),
    }
    await first.close()
    // A plain SQLite file: any SQLite client reads it.
    const reader = new Database(file, { readonly: true })
    expect(
      reader
        .prepare("SELECT json_extract(data, '$.email') FROM customers WHERE name = ?")
        .pluck()
        .get(customer.name),
    ).toBe(customer.email)
    expect(
      reader
        .prepare("SELECT json_extract(data, '$.comment') FROM payments WHERE name = ?")
        .pluck()
        .get(payment.name),
    ).toBe('kept')
    reader.close()

    const second = await startHarness({ scale: SCALE, db: file })
    try {
      expect(contentsOf(second.api.db)).toEqual(before.contents)
      expect(second.api.db.payments.get(payment.name)?.date).toEqual(paidAt)
      expect(await second.client(CustomerService, admin).getCustomer({ name: customer.name })).toEqual(
        before.customer,
      )
      expect(await second.client(PaymentService, admin).getPayment({ name: payment.name })).toEqual(
        before.payment,
      )
      const stored = await second.client(DocumentService, admin).getDocument({ name: document.name })
      expect(stored.document?.content).toEqual(content)
      const served = await fetch(stored.document!.url)
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(content)
      const next = await createOrder(second, admin, customer.name)
      expect(Number(idOf(next.name))).toBe(Number(idOf(deleted.name)) + 1)
    } finally {
      await second.close()
    }
  })

  it('refuses a file of another scale or seed, or not made by the mock API', async () => {
    await writeCustomerEmail('first@example.com')
    expect(() => createMockApi({ scale: 0.05, db: file })).toThrow(DatabaseFileError)
    expect(() => createMockApi({ scale: 0.05, db: file })).toThrow(
      `holds the data of scale 0.1 and seed ${DEFAULT_SEED}, not this start's ` +
        `(scale 0.05, seed ${DEFAULT_SEED}): delete it, or start with --scale 0.1 --seed ${DEFAULT_SEED}`,
    )
    expect(() => createMockApi({ scale: SCALE, seed: 7, db: file })).toThrow(`(scale 0.1, seed 7)`)
    const other = path.join(dir, 'other.sqlite')
    new Database(other).close()
    expect(() => createMockApi({ scale: SCALE, db: other })).toThrow('is not a mock API database')
  })

  it('is set back to the seed by a reset: the next start is the seed', async () => {
    const seededApi = createMockApi({ scale: SCALE })
    const seeded = contentsOf(seededApi.db)
    await seededApi.close()
    const h = await startHarness({ scale: SCALE, db: file })
    await h
      .client(CustomerService, await adminToken())
      .createCustomer({ customer: { firstName: 'Nino', lastName: 'Kapanadze' } })
    expect(contentsOf(h.api.db)).not.toEqual(seeded)
    expect((await fetch(`${h.baseUrl}/__admin/reset`, { method: 'POST' })).ok).toBe(true)
    expect(contentsOf(h.api.db)).toEqual(seeded)
    await h.close()

    const api = createMockApi({ scale: SCALE, db: file })
    expect(contentsOf(api.db)).toEqual(seeded)
    await api.close()
  })

  it('is not kept without the option, whatever MOCK_DB says', async () => {
    vi.stubEnv('MOCK_DB', file)
    const api = createMockApi({ scale: SCALE })
    api.db.customers.put({ ...api.db.customers.get('customers/C1001')!, email: 'x@example.com' })
    await api.close()
    expect(api.database.path).toBeUndefined()
    expect(fs.readdirSync(dir)).toEqual([])
  })
})

describe('a start without a database file', () => {
  /** A cache folder of the test's own (`dir`), holding a copy of the seed cache: its `run/` is the test's alone. */
  async function ownCacheDir(): Promise<{ cache: string; run: string }> {
    const api = createMockApi({ scale: SCALE })
    const shared = api.database.cache!.path
    await api.close()
    const cache = path.join(dir, path.basename(shared))
    fs.copyFileSync(shared, cache)
    vi.stubEnv('MOCK_CACHE_DIR', dir)
    return { cache, run: path.join(dir, 'run') }
  }

  it('reads the seed cache and writes to a file copy, never reading it whole into memory (2 GB at scale 50)', async () => {
    const { cache, run } = await ownCacheDir()
    const before = fs.readFileSync(cache)
    const read = vi.spyOn(fs, 'readFileSync')
    const api = createMockApi({ scale: SCALE })
    expect(api.database.cache!.path).toBe(cache)
    api.db.customers.put({ ...api.db.customers.get('customers/C1001')!, email: 'x@example.com' })
    expect(api.db.customers.get('customers/C1001')!.email).toBe('x@example.com')
    api.reset()
    expect(api.db.customers.get('customers/C1001')!.email).not.toBe('x@example.com')
    expect(read.mock.calls.filter(([source]) => String(source) === cache)).toEqual([])
    await api.close()
    // The writes went to a copy: the cache is as it was, and no copy outlives the server.
    expect(fs.readFileSync(cache).equals(before)).toBe(true)
    expect(fs.readdirSync(run)).toEqual([])
  })

  it('removes the copies left by servers that were killed', async () => {
    const { run } = await ownCacheDir()
    fs.mkdirSync(run, { recursive: true })
    // A pid above the kernel's largest (4,194,304) is never a running process.
    const leftover = path.join(run, '4194305-left.sqlite')
    fs.writeFileSync(leftover, '')
    fs.writeFileSync(`${leftover}-wal`, '')
    const api = createMockApi({ scale: SCALE })
    expect(fs.existsSync(leftover)).toBe(false)
    expect(fs.existsSync(`${leftover}-wal`)).toBe(false)
    await api.close()
  })
})
