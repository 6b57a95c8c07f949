import { describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_CUSTOMER } from '../../src/domain/auth/demo-accounts'
import { isValidContainerNumber } from '../../src/domain/shipments'
import { isValidVin } from '../../src/domain/vehicles'
import { emptyDatabase, openDatabase } from '../storage/sql/open'
import type { SqlTable } from '../storage/sql/table'
import { DEFAULT_SEED, seed } from '.'

vi.setConfig({ testTimeout: 30_000 })

describe('seed', () => {
  const { db } = openDatabase({ seed: DEFAULT_SEED, scale: 1 })

  it('has the volumes of the issue at scale 1', () => {
    expect(db.customers.size).toBe(300)
    expect(db.orders.size).toBe(2000)
    expect(db.invoices.size).toBe(1500)
    expect(db.payments.size).toBe(3000)
    expect(db.vehicles.size).toBe(2500)
    expect(db.shipments.size).toBe(200)
  })

  it('is the same data for the same seed, different for another', () => {
    // Seeded afresh (not from the cache), at a small scale: the same rows as the cache's.
    const small = { seed: DEFAULT_SEED, scale: 0.05 }
    const again = emptyDatabase()
    seed(again, small)
    const cached = openDatabase(small).db
    expect(again.orders.get('orders/77')).toEqual(cached.orders.get('orders/77'))
    expect(again.vehicles.get('vehicles/100')).toEqual(cached.vehicles.get('vehicles/100'))
    expect(again.customers.get('customers/C1010')).toEqual(cached.customers.get('customers/C1010'))
    const other = emptyDatabase()
    seed(other, { seed: 7, scale: 0.05 })
    expect(other.vehicles.get('vehicles/1')?.details?.vin).not.toBe(
      db.vehicles.get('vehicles/1')?.details?.vin,
    )
  })

  it("names the customer demo account after its customer record (the navbar shows the record's name)", () => {
    const account = DEMO_ACCOUNTS.find((a) => a.username === 'c1001')!
    const customer = db.customers.get(DEMO_CUSTOMER.customerName)!
    expect({ name: account.fullName, email: account.email }).toEqual({
      name: customer.displayName,
      email: customer.email,
    })
    expect(`${customer.firstName} ${customer.lastName}`).toBe(account.fullName)
  })

  it('makes valid VINs and container numbers', () => {
    expect(db.vehicles.all().every((v) => isValidVin(v.details?.vin ?? ''))).toBe(true)
    expect(new Set(db.vehicles.all().map((v) => v.details?.vin)).size).toBe(2500)
    expect(db.shipments.all().every((s) => isValidContainerNumber(s.container?.containerNo ?? ''))).toBe(true)
  })

  it('gives C1001 orders, invoices and payments, and has the stable names of seed/README.md', () => {
    expect(db.customers.get('customers/C1001')?.email).toBe('c1001@demo.com')
    expect(db.orders.get('orders/1')?.customerName).toBe('customers/C1001')
    expect(db.invoices.get('invoices/1')?.customerName).toBe('customers/C1001')
    expect(db.payments.get('payments/1')?.customerName).toBe('customers/C1001')
    const approval = db.approvals.get('approvals/1')
    expect(approval?.entityName).toMatch(/^orders\/\d+\/services\/\d+$/)
    expect(db.orders.get(approval?.entityName.split('/services/')[0] ?? '')?.customerName).toBe(
      'customers/C1001',
    )
    expect(db.documents.get('documents/1')?.location).toBe('invoiceTypes/standard')
    for (const name of [
      'orderServiceTypes/shipping',
      'orderServiceTypes/storage',
      'orderDiscountTypes/loyalty',
      'paymentTypes/wire',
      'invoiceTypes/standard',
      'invoicePayees/1',
      'formulas/1',
      'terminals/1',
      'countries/us',
      'states/us-ga',
      'cities/us-ga-sav',
      'shipments/1',
      'vehicles/1',
      'buyers/B100000',
      'localTransportations/1',
      'employees/admin',
    ]) {
      const collection = name.split('/')[0] as keyof typeof db
      expect((db[collection] as unknown as SqlTable<{ name: string }>).get(name), name).toBeDefined()
    }
  })

  it('has suspended customers, both customer types, non-ordered and cancelled vehicles', () => {
    const customers = db.customers.all()
    expect(customers.some((c) => c.status === 'suspended')).toBe(true)
    expect(customers.some((c) => c.type === 'company')).toBe(true)
    expect(customers.filter((c) => c.type === 'individual').every((c) => c.companyDisplayName === '')).toBe(
      true,
    )
    const ordered = (name: string) => db.orders.namesBy('vehicle', name).length > 0
    expect(db.vehicles.all().filter((v) => !ordered(v.name)).length).toBeGreaterThan(0)
    expect(db.vehicles.all().some((v) => v.cancelled)).toBe(true)
    expect(new Set(db.vehicles.all().map((v) => v.log?.status)).size).toBeGreaterThanOrEqual(7)
  })

  it('never distributes a payment beyond its amount', () => {
    for (const payment of db.payments.all()) {
      const lines = payment.orders.reduce((sum, l) => sum + l.amount.value, 0)
      expect(lines).toBeLessThanOrEqual(payment.amount?.value ?? 0)
    }
  })
})
