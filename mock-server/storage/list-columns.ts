import type { Customer } from '../../src/domain/customers'
import { zeroCustomerTotals } from '../../src/domain/customers'
import type { Invoice } from '../../src/domain/invoices'
import type { Money } from '../../src/domain/money'
import { isArchivedOrder, type Order } from '../../src/domain/orders'
import type { Payment } from '../../src/domain/payments'
import type { Shipment } from '../../src/domain/shipments'
import type { Vehicle } from '../../src/domain/vehicles'

/**
 * The sort columns of the lists: for each entity, its camelCase field name (or dotted path of a nested detail)
 * -> the value to sort by. The database keeps each column's key in a column of its own (sql/table.ts).
 */
export type SortValue = string | number | boolean | Date | Money | null | undefined

/** Sort columns of an entity: its camelCase field name -> the value to sort by. */
export type Columns<T> = Readonly<Record<string, (row: T) => SortValue>>

/** A sort value as lists compare it: text, number (Money by value, dates in ms, flags 1/0) or null (missing). */
export type Key = string | number | null

export function keyOf(value: SortValue): Key {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime()
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'object') return value.value
  return value
}

export const ORDER_COLUMNS: Columns<Order> = {
  id: (o) => o.id,
  displayName: (o) => o.displayName,
  customerName: (o) => o.customerName,
  status: (o) => o.status,
  comment: (o) => o.comment,
  isArchive: isArchivedOrder,
  amount: (o) => o.amount,
  paidAmount: (o) => o.paidAmount,
  revertedAmount: (o) => o.revertedAmount,
  approvedRevertedAmount: (o) => o.approvedRevertedAmount,
  pendingAmount: (o) => o.pendingAmount,
  debtedAmount: (o) => o.debtedAmount,
  toBePaidAmount: (o) => o.toBePaidAmount,
}

/** Top-level fields plus the dotted camelCase paths of the nested details that lists show. */
export const VEHICLE_COLUMNS: Columns<Vehicle> = {
  id: (v) => v.id,
  isArchive: (v) => v.isArchive,
  cancelled: (v) => v.cancelled,
  editedDescription: (v) => v.editedDescription,
  editedVin: (v) => v.editedVin,
  localTransportationPrice: (v) => v.localTransportationPrice,
  'details.vin': (v) => v.details?.vin,
  'details.description': (v) => v.details?.description,
  'details.lotNumber': (v) => v.details?.lotNumber,
  'details.auction': (v) => v.details?.auction,
  'details.auctionLocation': (v) => v.details?.auctionLocation,
  'details.client': (v) => v.details?.client,
  'details.vehicleType': (v) => v.details?.vehicleType,
  'log.dateEntered': (v) => v.log?.dateEntered,
  'log.status': (v) => v.log?.status,
  'purchase.purchaseDate': (v) => v.purchase?.purchaseDate,
  'purchase.purchasePrice': (v) => v.purchase?.purchasePrice,
  'dispatch.terminal': (v) => v.dispatch?.terminal,
  'dispatch.actualDeliveryDate': (v) => v.dispatch?.actualDeliveryDate,
  'container.id': (v) => v.container?.id,
  'container.arrivalDate': (v) => v.container?.arrivalDate,
}

export const PAYMENT_COLUMNS: Columns<Payment> = {
  id: (p) => p.id,
  displayName: (p) => p.displayName,
  customerName: (p) => p.customerName,
  paymentTypeName: (p) => p.paymentTypeName,
  status: (p) => p.status,
  comment: (p) => p.comment,
  date: (p) => p.date,
  amount: (p) => p.amount,
  paidAmount: (p) => p.paidAmount,
  isApproved: (p) => p.isApproved,
  isApprovedRefund: (p) => p.isApprovedRefund,
  createdBy: (p) => p.createdBy,
  updatedBy: (p) => p.updatedBy,
}

const TOTAL_COLUMNS = Object.keys(zeroCustomerTotals()) as (keyof ReturnType<typeof zeroCustomerTotals>)[]

export const CUSTOMER_COLUMNS: Columns<Customer> = {
  id: (c) => c.id,
  displayName: (c) => c.displayName,
  firstName: (c) => c.firstName,
  middleName: (c) => c.middleName,
  lastName: (c) => c.lastName,
  countryName: (c) => c.countryName,
  companyDisplayName: (c) => c.companyDisplayName,
  type: (c) => c.type,
  email: (c) => c.email,
  phone: (c) => c.phone,
  status: (c) => c.status,
  paymentStatus: (c) => c.paymentStatus,
  externalId: (c) => c.externalId,
  paymentDueDate: (c) => c.paymentDueDate,
  ...Object.fromEntries(TOTAL_COLUMNS.map((key) => [key, (c: Customer) => c[key]])),
}

export const INVOICE_COLUMNS: Columns<Invoice> = {
  id: (i) => i.id,
  number: (i) => i.number,
  displayName: (i) => i.displayName,
  customerName: (i) => i.customerName,
  customerDisplayNameActual: (i) => i.customerDisplayNameActual,
  invoiceTypeName: (i) => i.invoiceTypeName,
  payeeName: (i) => i.payeeName,
  status: (i) => i.status,
  comment: (i) => i.comment,
  date: (i) => i.date,
  dueDate: (i) => i.dueDate,
  amount: (i) => i.amount,
  paidAmount: (i) => i.paidAmount,
  pendingAmount: (i) => i.pendingAmount,
}

export const SHIPMENT_COLUMNS: Columns<Shipment> = {
  id: (s) => s.id,
  isArchive: (s) => s.isArchive,
  consigneeCustomerName: (s) => s.consigneeCustomerName,
  needDiscount: (s) => s.needDiscount,
  discountAmount: (s) => s.discountAmount,
  'container.containerNo': (s) => s.container?.containerNo,
  'container.bookingNo': (s) => s.container?.bookingNo,
  'container.shippingLine': (s) => s.container?.shippingLine,
  'container.cutOff': (s) => s.container?.cutOff,
  'container.departure': (s) => s.container?.departure,
  'container.arrival': (s) => s.container?.arrival,
  'container.portOfDischarge': (s) => s.container?.portOfDischarge,
  'consignee.displayName': (s) => s.consignee?.displayName,
}
