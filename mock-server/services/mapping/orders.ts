import type { Db } from '../../storage/db'
import type { Order } from '../../../src/domain/orders'
import { OrderSchema, OrderView, type Order as OrderMessage } from '../../../src/gen/cargo/services/orders_pb'
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

type CachedRow = { stamp: number; version: string; row: RowEncodings<typeof OrderSchema> }

/**
 * Recent ListOrders rows by view and order name, with their encodings once made (decision 0196), each valid while
 * the order's stamp and the versions the row shows (customers; vehicles for the full view) are unchanged; never
 * mutated after. Bounded per view: oldest first out.
 */
const listCaches = new WeakMap<Db, { full: Map<string, CachedRow>; list: Map<string, CachedRow> }>()
const LIST_CACHE_SIZE = 2000

/**
 * The order `orderName` as ListOrders returns it in `view` (decision 0210): the full view's items carry the
 * vehicle summary (vehicleSummaryToProto); the list view has no items, services or discounts, so it reads no
 * vehicle and a vehicle's change leaves it as it is. A cached row (message and encodings) is returned without
 * reading the order.
 */
export function orderListRow(
  db: Db,
  orderName: string,
  view: OrderView = OrderView.FULL,
): RowEncodings<typeof OrderSchema> | null {
  let caches = listCaches.get(db)
  if (!caches) listCaches.set(db, (caches = { full: new Map(), list: new Map() }))
  const listView = view === OrderView.LIST
  const cache = listView ? caches.list : caches.full
  const version = listView ? `${db.customers.version}` : `${db.vehicles.version}:${db.customers.version}`
  const stamp = db.orders.stampOf(orderName)
  const cached = cache.get(orderName)
  if (cached && cached.stamp === stamp && cached.version === version) return cached.row
  const order = db.orders.get(orderName)
  if (!order) return null
  const customer = db.customers.get(order.customerName)
  const message = listView ? listViewOf(order) : withVehicleSummaries(db, order, customer?.displayName ?? '')
  message.customerDisplayName = customer?.displayName ?? ''
  cache.delete(order.name)
  if (cache.size >= LIST_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
  const row = new RowEncodings(OrderSchema, message)
  cache.set(order.name, { stamp, version, row })
  return row
}

/** The list view's order (ORDER_VIEW_LIST): the fields a list of orders shows, the rest left empty. */
function listViewOf(order: Order): OrderMessage {
  return toProto(OrderSchema, {
    ...order,
    items: [],
    services: [],
    discounts: [],
    comment: undefined,
    revertedAmount: undefined,
    approvedRevertedAmount: undefined,
    createTime: undefined,
    createdBy: undefined,
    updateTime: undefined,
    updatedBy: undefined,
  })
}

/** The full view's order: each item with its vehicle's summary. */
function withVehicleSummaries(db: Db, order: Order, customerDisplayName: string): OrderMessage {
  const message = withoutVehicles(order)
  const summary = {
    name: order.name,
    id: order.id,
    customer: {
      name: order.customerName,
      number: order.customerName.slice(order.customerName.indexOf('/') + 1),
      displayName: customerDisplayName,
    },
    amount: order.amount,
    paidAmount: order.paidAmount,
  }
  message.items.forEach((item, index) => {
    const vehicle = db.vehicles.get(order.items[index]?.itemName ?? '')
    if (vehicle) item.vehicle = vehicleSummaryToProto(vehicle, summary)
  })
  return message
}
