import { timestampFromDate } from '@bufbuild/protobuf/wkt'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CustomerService } from '../src/gen/cargo/services/customers_pb'
import { DocumentService } from '../src/gen/cargo/services/documents_pb'
import { OrderService } from '../src/gen/cargo/services/orders_pb'
import { PaymentService } from '../src/gen/cargo/services/payments_pb'
import { VehicleService } from '../src/gen/cargo/services/vehicles_pb'
import { tablesOf, type Db } from './db'
import { JournalError } from './journal'
import { DEFAULT_SEED } from './seed'
import { createMockApi } from './server'
import { adminToken, startHarness, type Harness } from './test-support'

vi.setConfig({ testTimeout: 60_000 })

/** Small enough to seed in a fraction of a second: 200 orders, 30 customers, 300 payments. */
const SCALE = 0.1

const usd = (cents: number) => ({ value: BigInt(cents), currencyName: 'currencies/usd', exponent: -2 })

let dir: string
let file: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-journal-'))
  file = path.join(dir, 'kept', 'data.jsonl')
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Every row of every table, with each table's next id. */
const contentsOf = (db: Db) =>
  tablesOf(db).map((table) => ({ table: table.collection, nextId: table.nextId, rows: table.all() }))

const lines = () => fs.readFileSync(file, 'utf8').split('\n')

/** Starts an api on the journal, puts a changed copy of customer C1001 and closes it again. */
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

const idOf = (name: string) => Number(name.split('/')[1])

describe('the journal (MOCK_DB)', () => {
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
    const written = fs.readFileSync(file, 'utf8')

    const second = await startHarness({ scale: SCALE, db: file })
    try {
      expect(fs.readFileSync(file, 'utf8')).toBe(written)
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
      expect(idOf(next.name)).toBe(idOf(deleted.name) + 1)
    } finally {
      await second.close()
    }
  })

  it('starts a new file with a header naming the seed, and nothing else', async () => {
    const api = createMockApi({ scale: SCALE, db: file })
    await api.close()
    const header = JSON.parse(lines()[0]!)
    expect(header).toEqual({
      format: 'cargo-mock-journal',
      version: 1,
      seed: DEFAULT_SEED,
      scale: SCALE,
      fingerprint: expect.any(String),
    })
    expect(lines()).toEqual([lines()[0], ''])
  })

  it('ignores a torn last line with a warning, and the writes after it are kept', async () => {
    await writeCustomerEmail('first@example.com')
    fs.appendFileSync(file, '{"t":"customers","op":"put","na')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await writeCustomerEmail('second@example.com')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.jsonl: the last line is incomplete'))

    const api = createMockApi({ scale: SCALE, db: file })
    await api.close()
    expect(api.db.customers.get('customers/C1001')?.email).toBe('second@example.com')
    expect(api.journal?.replayed.writes).toBe(2)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('refuses a damaged line in the middle, naming it, and leaves the file as it is', async () => {
    await writeCustomerEmail('first@example.com')
    await writeCustomerEmail('second@example.com')
    const damaged = lines()
      .map((line, index) => (index === 1 ? line.slice(0, 40) : line))
      .join('\n')
    fs.writeFileSync(file, damaged)
    expect(() => createMockApi({ scale: SCALE, db: file })).toThrow(
      /data\.jsonl, line 2: not a JSON object\. The file is damaged/,
    )
    expect(fs.readFileSync(file, 'utf8')).toBe(damaged)
  })

  it('refuses a journal written over another scale, seed or seed code', async () => {
    await writeCustomerEmail('first@example.com')
    expect(() => createMockApi({ scale: 0.05, db: file })).toThrow(JournalError)
    expect(() => createMockApi({ scale: 0.05, db: file })).toThrow(
      `holds writes made over the data of scale 0.1 and seed ${DEFAULT_SEED}, not over this start's ` +
        `(scale 0.05, seed ${DEFAULT_SEED}): delete it, or start with --scale 0.1 --seed ${DEFAULT_SEED}`,
    )
    expect(() => createMockApi({ scale: SCALE, seed: 7, db: file })).toThrow(`(scale 0.1, seed 7)`)
    const [header, ...rest] = lines()
    fs.writeFileSync(
      file,
      [header!.replace(/"fingerprint":"[^"]+"/, '"fingerprint":"other"'), ...rest].join('\n'),
    )
    expect(() => createMockApi({ scale: SCALE, db: file })).toThrow('seed data that has changed since')
  })

  it('is emptied back to its header by a reset: the next start is the seed', async () => {
    const h = await startHarness({ scale: SCALE, db: file })
    const header = fs.readFileSync(file, 'utf8')
    await h
      .client(CustomerService, await adminToken())
      .createCustomer({ customer: { firstName: 'Nino', lastName: 'Kapanadze' } })
    expect(fs.readFileSync(file, 'utf8')).not.toBe(header)
    expect((await fetch(`${h.baseUrl}/__reset`, { method: 'POST' })).ok).toBe(true)
    expect(fs.readFileSync(file, 'utf8')).toBe(header)
    const seeded = contentsOf(h.api.db)
    await h.close()

    const api = createMockApi({ scale: SCALE, db: file })
    await api.close()
    expect(api.journal?.replayed.writes).toBe(0)
    expect(contentsOf(api.db)).toEqual(seeded)
  })

  it('is not kept without the option, whatever MOCK_DB says', async () => {
    vi.stubEnv('MOCK_DB', file)
    const api = createMockApi({ scale: SCALE })
    api.db.customers.put({ ...api.db.customers.get('customers/C1001')!, email: 'x@example.com' })
    await api.close()
    expect(api.journal).toBeUndefined()
    expect(fs.readdirSync(dir)).toEqual([])
  })
})
