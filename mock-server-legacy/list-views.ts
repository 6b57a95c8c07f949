import type { Customer } from '../src/domain/customers'
import type { Money } from '../src/domain/money'
import type { Order } from '../src/domain/orders'
import type { Payment } from '../src/domain/payments'
import { displayDescription, displayVin, type Vehicle } from '../src/domain/vehicles'
import { type Columns, type Key, keyOf } from './lists'

/**
 * Views of the rows of the large tables (Table's RowView): what ListOrders, ListPayments and ListVehicles sort,
 * filter and search by, made from the row object whenever it is written. A list then reads no packed row to
 * answer a query it has not seen (a new search, a new column) or to bring itself up to date after a write; it
 * decodes only the rows of its page.
 *
 * A view reads its own row only, never another table (rows are written one at a time, in any order, and
 * seeding makes the views table by table): what a list needs of another table is read from that table's views
 * when the list asks.
 */
export interface KeyedView {
  name: string
  /** The key of every sort column of the table, in the order of its columns. */
  keys: readonly Key[]
}

/** Column name -> its position in a view's `keys`. */
export type ColumnIndex = Readonly<Record<string, number>>

function columnIndex<T>(columns: Columns<T>): ColumnIndex {
  return Object.fromEntries(Object.keys(columns).map((column, index) => [column, index]))
}

function keysOf<T>(picks: readonly ((row: T) => unknown)[], row: T): Key[] {
  return picks.map((pick) => keyOf(pick(row) as Parameters<typeof keyOf>[0]))
}

/** The columns of a table, read from its views' keys (the same keys the row's columns give). */
function viewColumns<T>(columns: Columns<T>): Columns<KeyedView> {
  return Object.fromEntries(
    Object.keys(columns).map((column, index) => [column, (view: KeyedView) => view.keys[index]]),
  )
}

export const ORDER_COLUMNS: Columns<Order> = {
  id: (o) => o.id,
  displayName: (o) => o.displayName,
  customerName: (o) => o.customerName,
  status: (o) => o.status,
  comment: (o) => o.comment,
  isArchive: (o) => o.isArchive,
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

export const ORDER_KEY = columnIndex(ORDER_COLUMNS)
export const VEHICLE_KEY = columnIndex(VEHICLE_COLUMNS)
export const PAYMENT_KEY = columnIndex(PAYMENT_COLUMNS)
export const ORDER_VIEW_COLUMNS = viewColumns(ORDER_COLUMNS)
export const VEHICLE_VIEW_COLUMNS = viewColumns(VEHICLE_COLUMNS)
export const PAYMENT_VIEW_COLUMNS = viewColumns(PAYMENT_COLUMNS)

const ORDER_PICKS = Object.values(ORDER_COLUMNS)
const VEHICLE_PICKS = Object.values(VEHICLE_COLUMNS)
const PAYMENT_PICKS = Object.values(PAYMENT_COLUMNS)

export interface OrderView extends KeyedView {
  /** The order's own search texts: display name, customer name, status, comment, id. */
  texts: readonly string[]
  /** Each item's display name and vehicle (the search adds the vehicle's texts, the terminal filter its terminal). */
  items: readonly { displayName: string; vehicle: string }[]
}

export function orderView(order: Order): OrderView {
  return {
    name: order.name,
    keys: keysOf(ORDER_PICKS, order),
    texts: [order.displayName, order.customerName, order.status, order.comment, String(order.id)],
    items: order.items.map((item) => ({ displayName: item.displayName, vehicle: item.itemName })),
  }
}

export interface VehicleView extends KeyedView {
  /** Search texts: id, VIN as shown, auction VIN, lot number, description as shown, auction description, client, container. */
  texts: readonly string[]
}

export function vehicleView(vehicle: Vehicle): VehicleView {
  return {
    name: vehicle.name,
    keys: keysOf(VEHICLE_PICKS, vehicle),
    texts: [
      String(vehicle.id),
      displayVin(vehicle),
      vehicle.details?.vin ?? '',
      vehicle.details?.lotNumber ?? '',
      displayDescription(vehicle),
      vehicle.details?.description ?? '',
      vehicle.details?.client ?? '',
      vehicle.container?.id ?? '',
    ],
  }
}

/** What an order's search reads of each of its vehicles: VIN as shown, auction VIN, description as shown. */
export const vehicleTextsOfOrder = (view: VehicleView) => [view.texts[1]!, view.texts[2]!, view.texts[4]!]

export interface PaymentView extends KeyedView {
  /** Search texts but the customer's display name (read from the customer): id, display name, customer name, type, status, comment, creator, parameter values. */
  texts: readonly string[]
  orderNames: readonly string[]
  amount: Money | null
  isApproved: boolean
}

export function paymentView(payment: Payment): PaymentView {
  return {
    name: payment.name,
    keys: keysOf(PAYMENT_PICKS, payment),
    texts: [
      String(payment.id),
      payment.displayName,
      payment.customerName,
      payment.paymentTypeName,
      payment.status,
      payment.comment,
      payment.createdBy,
      ...Object.values(payment.parameters),
    ],
    orderNames: payment.orders.map((line) => line.orderName),
    amount: payment.amount ?? null,
    isApproved: payment.isApproved,
  }
}

export interface CustomerView {
  displayName: string
}

export const customerView = (customer: Customer): CustomerView => ({ displayName: customer.displayName })
