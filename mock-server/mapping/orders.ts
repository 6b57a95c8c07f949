import type { Db } from '../db'
import type { Order } from '../../src/domain/orders'
import { OrderSchema, type Order as OrderMessage } from '../../src/gen/cargo/services/orders_pb'
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
 * An order as ListOrders returns it: items carry the vehicle summary (vehicleSummaryToProto). Messages are
 * kept per stored order object (a change stores a new object) and vehicles and customers versions, and never mutated after.
 */
const listCache = new WeakMap<Order, { version: string; message: OrderMessage }>()

export function orderListItemToProto(db: Db, order: Order): OrderMessage {
  const version = `${db.vehicles.version}:${db.customers.version}`
  const cached = listCache.get(order)
  if (cached && cached.version === version) return cached.message
  const message = withoutVehicles(order)
  const customer = db.customers.get(order.customerName)
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
  listCache.set(order, { version, message })
  return message
}
