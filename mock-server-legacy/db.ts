import type { Approval } from '../src/domain/approvals'
import type { Customer } from '../src/domain/customers'
import type { Document } from '../src/domain/documents'
import type { Formula } from '../src/domain/formulas'
import type { Invoice, InvoicePayee, InvoiceType } from '../src/domain/invoices'
import type { City, Country, State, Terminal } from '../src/domain/locations'
import type { Order, OrderDiscountType, OrderServiceType } from '../src/domain/orders'
import type { Buyer, LocalTransportation } from '../src/domain/partner'
import type { Employee, Payment, PaymentType } from '../src/domain/payments'
import type { Shipment } from '../src/domain/shipments'
import type { Vehicle } from '../src/domain/vehicles'
import {
  customerView,
  orderView,
  paymentView,
  vehicleView,
  type CustomerView,
  type OrderView,
  type PaymentView,
  type VehicleView,
} from './list-views'
import { Table } from './table'

/** The in-memory data of the mock API: one table per entity, holding domain records. */
export interface Db {
  customers: Table<Customer, CustomerView>
  orders: Table<Order, OrderView>
  vehicles: Table<Vehicle, VehicleView>
  payments: Table<Payment, PaymentView>
  invoices: Table<Invoice>
  orderServiceTypes: Table<OrderServiceType>
  orderDiscountTypes: Table<OrderDiscountType>
  paymentTypes: Table<PaymentType>
  employees: Table<Employee>
  invoiceTypes: Table<InvoiceType>
  invoicePayees: Table<InvoicePayee>
  shipments: Table<Shipment>
  terminals: Table<Terminal>
  countries: Table<Country>
  states: Table<State>
  cities: Table<City>
  localTransportations: Table<LocalTransportation>
  buyers: Table<Buyer>
  documents: Table<Document>
  approvals: Table<Approval>
  formulas: Table<Formula>
}

/** The large entity tables keep their rows packed (see Table): their bulk stays out of the GC's marking work. */
const PACKED = { packed: true }

const unique = (values: readonly string[]) => [...new Set(values.filter((value) => value !== ''))]

export function createDb(): Db {
  return {
    customers: new Table<Customer, CustomerView>('customers', { ...PACKED, view: customerView }).addIndex(
      'company',
      (c) => [c.companyDisplayName],
    ),
    orders: new Table<Order, OrderView>('orders', { ...PACKED, view: orderView })
      .addIndex('customer', (o) => [o.customerName])
      .addIndex('vehicle', (o) => unique(o.items.map((item) => item.itemName))),
    vehicles: new Table<Vehicle, VehicleView>('vehicles', { ...PACKED, view: vehicleView }),
    payments: new Table<Payment, PaymentView>('payments', { ...PACKED, view: paymentView })
      .addIndex('customer', (p) => [p.customerName])
      .addIndex('order', (p) => unique(p.orders.map((line) => line.orderName)))
      .addIndex('invoice', (p) => unique(p.orders.map((line) => line.invoiceName))),
    invoices: new Table<Invoice>('invoices', PACKED)
      .addIndex('customer', (i) => [i.customerName])
      .addIndex('order', (i) => unique(i.items.map((item) => item.orderName))),
    orderServiceTypes: new Table<OrderServiceType>('orderServiceTypes'),
    orderDiscountTypes: new Table<OrderDiscountType>('orderDiscountTypes'),
    paymentTypes: new Table<PaymentType>('paymentTypes'),
    employees: new Table<Employee>('employees'),
    invoiceTypes: new Table<InvoiceType>('invoiceTypes'),
    invoicePayees: new Table<InvoicePayee>('invoicePayees'),
    shipments: new Table<Shipment>('shipments', PACKED),
    terminals: new Table<Terminal>('terminals'),
    countries: new Table<Country>('countries'),
    states: new Table<State>('states'),
    cities: new Table<City>('cities'),
    localTransportations: new Table<LocalTransportation>('localTransportations'),
    buyers: new Table<Buyer>('buyers'),
    documents: new Table<Document>('documents', PACKED).addIndex('location', (d) => [d.location]),
    approvals: new Table<Approval>('approvals', PACKED).addIndex('entity', (a) => [a.entityName]),
    formulas: new Table<Formula>('formulas').addIndex('entity', (f) => [f.entityName]),
  }
}

/** Every table of `db`. */
export const tablesOf = (db: Db) => Object.values(db) as Table<{ name: string }, unknown>[]

/** Runs `load` with every table in bulk mode (rows stay unpacked), then packs the packed tables once. */
export function bulkLoad(db: Db, load: () => void): void {
  for (const table of tablesOf(db)) table.beginBulkLoad()
  try {
    load()
  } finally {
    for (const table of tablesOf(db)) table.endBulkLoad()
  }
}

/** Empties every table (used before re-seeding). */
export function clearDb(db: Db): void {
  for (const table of tablesOf(db)) table.clear()
}
