import type { Approval } from '../../src/domain/approvals'
import type { Customer } from '../../src/domain/customers'
import type { Document } from '../../src/domain/documents'
import type { Formula } from '../../src/domain/formulas'
import type { Invoice, InvoicePayee, InvoiceType } from '../../src/domain/invoices'
import type { City, Country, State, Terminal } from '../../src/domain/locations'
import type { Order, OrderDiscountType, OrderServiceType } from '../../src/domain/orders'
import type { Buyer, LocalTransportation } from '../../src/domain/partner'
import type { Employee, Payment, PaymentType } from '../../src/domain/payments'
import type { Shipment } from '../../src/domain/shipments'
import { displayDescription, displayVin, type Vehicle } from '../../src/domain/vehicles'
import {
  CUSTOMER_COLUMNS,
  INVOICE_COLUMNS,
  ORDER_COLUMNS,
  PAYMENT_COLUMNS,
  SHIPMENT_COLUMNS,
  VEHICLE_COLUMNS,
} from './list-columns'
import type { Store } from './sql/store'
import { SqlTable, type TableSchema } from './sql/table'

/** The data of the mock API: one SQLite table per entity (sql/table.ts), behind one connection (sql/store.ts). */
export interface Db {
  store: Store
  customers: SqlTable<Customer>
  orders: SqlTable<Order>
  vehicles: SqlTable<Vehicle>
  payments: SqlTable<Payment>
  invoices: SqlTable<Invoice>
  orderServiceTypes: SqlTable<OrderServiceType>
  orderDiscountTypes: SqlTable<OrderDiscountType>
  paymentTypes: SqlTable<PaymentType>
  employees: SqlTable<Employee>
  invoiceTypes: SqlTable<InvoiceType>
  invoicePayees: SqlTable<InvoicePayee>
  shipments: SqlTable<Shipment>
  terminals: SqlTable<Terminal>
  countries: SqlTable<Country>
  states: SqlTable<State>
  cities: SqlTable<City>
  localTransportations: SqlTable<LocalTransportation>
  buyers: SqlTable<Buyer>
  documents: SqlTable<Document>
  approvals: SqlTable<Approval>
  formulas: SqlTable<Formula>
}

/** Search text of a row: its texts, lower-cased, NUL between them (a search never spans two texts). */
export const searchText = (texts: readonly string[]) => texts.join('\u0000').toLowerCase()

const CUSTOMERS: TableSchema<Customer> = {
  sort: CUSTOMER_COLUMNS,
  fields: {
    companyLower: (c) => c.companyDisplayName.toLowerCase(),
    statusLower: (c) => c.status.trim().toLowerCase(),
    displayNameLower: (c) => c.displayName.toLowerCase(),
    search: (c) =>
      searchText([
        c.id,
        c.displayName,
        c.firstName,
        c.middleName,
        c.lastName,
        c.companyDisplayName,
        c.email,
        c.phone,
        c.externalId,
      ]),
  },
  indexed: ['statusLower'],
  searchedFrom: ['displayNameLower'],
}

const ORDERS: TableSchema<Order> = {
  sort: ORDER_COLUMNS,
  fields: {
    customer: (o) => o.customerName,
    status: (o) => o.status,
    // The order's own texts and its items' names; the search adds `vehicleSearch` and its customer's name.
    search: (o) =>
      searchText([
        o.displayName,
        o.customerName,
        o.status,
        o.comment,
        String(o.id),
        ...o.items.map((item) => item.displayName),
      ]),
  },
  indexed: ['customer', 'status'],
  filtered: ['isArchive', 'toBePaidAmount'],
  children: { vehicle: (o) => o.items.map((item) => item.itemName) },
  // Its vehicles' `orderSearch`, kept by the database as they change (decision 0226).
  joined: { vehicleSearch: { child: 'vehicle', from: 'vehicles', field: 'orderSearch' } },
}

const VEHICLES: TableSchema<Vehicle> = {
  sort: VEHICLE_COLUMNS,
  fields: {
    terminal: (v) => v.dispatch?.terminal ?? null,
    search: (v) =>
      searchText([
        String(v.id),
        displayVin(v),
        v.details?.vin ?? '',
        v.details?.lotNumber ?? '',
        displayDescription(v),
        v.details?.description ?? '',
        v.details?.client ?? '',
        v.container?.id ?? '',
      ]),
    // What an order's search reads of each of its vehicles: VIN as shown, auction VIN, description as shown.
    orderSearch: (v) => searchText([displayVin(v), v.details?.vin ?? '', displayDescription(v)]),
  },
  indexed: ['terminal'],
  filtered: ['cancelled'],
}

const PAYMENTS: TableSchema<Payment> = {
  sort: PAYMENT_COLUMNS,
  fields: {
    customer: (p) => p.customerName,
    status: (p) => p.status,
    paymentTypeName: (p) => p.paymentTypeName,
    createdBy: (p) => p.createdBy,
    amountValue: (p) => p.amount?.value ?? null,
    amountCurrency: (p) => p.amount?.currencyName ?? null,
    amountExponent: (p) => p.amount?.exponent ?? null,
    // Search texts but the customer's display name (read from the customer).
    search: (p) =>
      searchText([
        String(p.id),
        p.displayName,
        p.customerName,
        p.paymentTypeName,
        p.status,
        p.comment,
        p.createdBy,
        ...Object.values(p.parameters),
      ]),
  },
  indexed: ['customer', 'status'],
  filtered: ['isApproved', 'date'],
  children: {
    order: (p) => p.orders.map((line) => line.orderName),
    invoice: (p) => p.orders.map((line) => line.invoiceName),
  },
}

const INVOICES: TableSchema<Invoice> = {
  sort: INVOICE_COLUMNS,
  fields: {
    customer: (i) => i.customerName,
    // Search texts but the customer's display name (read from the customer).
    search: (i) =>
      searchText([
        i.number,
        i.displayName,
        String(i.id),
        i.customerName.slice(i.customerName.indexOf('/') + 1),
        i.customerDisplayNameActual,
        i.comment,
      ]),
  },
  indexed: ['customer'],
  children: { order: (i) => i.items.map((item) => item.orderName) },
}

const SHIPMENTS: TableSchema<Shipment> = {
  sort: SHIPMENT_COLUMNS,
  fields: {
    search: (s) =>
      searchText([
        String(s.id),
        s.container?.containerNo ?? '',
        s.container?.bookingNo ?? '',
        s.container?.shippingLine ?? '',
        s.container?.portOfDischarge ?? '',
        s.consignee?.displayName ?? '',
        s.consigneeCustomerName,
        ...s.units.flatMap((u) => [u.vin, u.lotNumber, u.description]),
      ]),
  },
  children: { unitCustomer: (s) => s.units.map((unit) => unit.customerName) },
}

export function createDb(store: Store): Db {
  return {
    store,
    customers: new SqlTable(store, 'customers', CUSTOMERS),
    orders: new SqlTable(store, 'orders', ORDERS),
    vehicles: new SqlTable(store, 'vehicles', VEHICLES),
    payments: new SqlTable(store, 'payments', PAYMENTS),
    invoices: new SqlTable(store, 'invoices', INVOICES),
    orderServiceTypes: new SqlTable(store, 'orderServiceTypes'),
    orderDiscountTypes: new SqlTable(store, 'orderDiscountTypes'),
    paymentTypes: new SqlTable(store, 'paymentTypes'),
    employees: new SqlTable(store, 'employees'),
    invoiceTypes: new SqlTable(store, 'invoiceTypes'),
    invoicePayees: new SqlTable(store, 'invoicePayees'),
    shipments: new SqlTable(store, 'shipments', SHIPMENTS),
    terminals: new SqlTable(store, 'terminals'),
    countries: new SqlTable(store, 'countries'),
    states: new SqlTable(store, 'states'),
    cities: new SqlTable(store, 'cities'),
    localTransportations: new SqlTable(store, 'localTransportations'),
    buyers: new SqlTable(store, 'buyers'),
    documents: new SqlTable(store, 'documents', { children: { location: (d) => [d.location] } }),
    approvals: new SqlTable(store, 'approvals', { children: { entity: (a) => [a.entityName] } }),
    formulas: new SqlTable(store, 'formulas', { children: { entity: (f) => [f.entityName] } }),
  }
}

/** Every table of `db`. */
export const tablesOf = (db: Db) =>
  Object.values(db).filter((value) => value instanceof SqlTable) as SqlTable<{ name: string }>[]

/** The statements that create the tables, then those that create the indexes (made after seeding: faster). */
export function schemaOf(db: Db): { tables: string[]; indexes: string[] } {
  const parts = tablesOf(db).map((table) => table.ddl())
  return {
    tables: [
      'CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
      'CREATE TABLE ids (collection TEXT PRIMARY KEY, next_id INTEGER NOT NULL)',
      ...parts.flatMap((part) => part.tables),
    ],
    indexes: parts.flatMap((part) => part.indexes),
  }
}

/** Empties every table. */
export function clearDb(db: Db): void {
  for (const table of tablesOf(db)) table.clear()
}
