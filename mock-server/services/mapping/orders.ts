import type { Db } from '../../storage/db'
import type { Order } from '../../../src/domain/orders'
import { OrderSchema, type Order as OrderMessage } from '../../../src/gen/cargo/services/orders_pb'
import { RowEncodings } from '../../http/pre-encoded'
import { toProto } from './convert'
import { vehicleSummaryToProto, vehicleToProto } from './vehicles'

function withoutVehicles(order: Order): OrderMessage {
  return toProto(OrderSchema, { ...order, items: order.items.map((item) => ({ ...item, vehicle: null })) })
}

/** An order with each item's full vehicle record (GetOrder, Create, Update). */
export function orderToProto(db: Db, order: Order, origin: string): OrderMessage {
  const message = withoutVehicles(order)
  message.items.forEach((item, index) => {
    const vehicle = db.vehicles.get(order.items[index]?.itemName ?? '')
    if (vehicle) item.vehicle = vehicleToProto(db, vehicle, origin)
  })
  return message
}

/**
 * Recent ListOrders rows by order name, with their encodings once made (decision 0196), each valid while the
 * order's stamp and the vehicles and customers versions are unchanged; never mutated after. Bounded: oldest
 * first out.
 */
const listCaches = new WeakMap<
  Db,
  Map<string, { stamp: number; version: string; row: RowEncodings<typeof OrderSchema> }>
>()
const LIST_CACHE_SIZE = 2000

/**
 * The order `orderName` as ListOrders returns it: items carry the vehicle summary (vehicleSummaryToProto).
 * A cached row (message and encodings) is returned without reading the order.
 */
export function orderListRow(db: Db, orderName: string): RowEncodings<typeof OrderSchema> | null {
  let listCache = listCaches.get(db)
  if (!listCache) listCaches.set(db, (listCache = new Map()))
  const version = `${db.vehicles.version}:${db.customers.version}`
  const stamp = db.orders.stampOf(orderName)
  const cached = listCache.get(orderName)
  if (cached && cached.stamp === stamp && cached.version === version) return cached.row
  const order = db.orders.get(orderName)
  if (!order) return null
  const message = withoutVehicles(order)
  const customer = db.customers.get(order.customerName)
  message.customerDisplayName = customer?.displayName ?? ''
  const summary = {
    name: order.name,
    id: order.id,
    customer: {
      name: order.customerName,
      number: order.customerName.slice(order.customerName.indexOf('/') + 1),
      displayName: customer?.displayName ?? '',
    },
    amount: order.amount,
    paidAmount: order.paidAmount,
  }
  message.items.forEach((item, index) => {
    const vehicle = db.vehicles.get(order.items[index]?.itemName ?? '')
    if (vehicle) item.vehicle = vehicleSummaryToProto(vehicle, summary)
  })
  listCache.delete(order.name)
  if (listCache.size >= LIST_CACHE_SIZE) listCache.delete(listCache.keys().next().value as string)
  const row = new RowEncodings(OrderSchema, message)
  listCache.set(order.name, { stamp, version, row })
  return row
}
