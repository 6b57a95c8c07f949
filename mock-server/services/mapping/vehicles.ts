import type { Db } from '../../storage/db'
import type { Vehicle } from '../../../src/domain/vehicles'
import { VehicleSchema, type Vehicle as VehicleMessage } from '../../../src/gen/cargo/services/vehicles_pb'
import { absoluteUrl, toProto } from './convert'

const absoluteAll = (origin: string, map: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(map).map(([key, urls]) => [key, urls.map((url) => absoluteUrl(origin, url))]),
  )

/** The order summary a vehicle carries, from the order whose item names it. */
export function vehicleOrderOf(db: Db, vehicle: Vehicle): Vehicle['order'] {
  const orderName = db.orders.namesBy('vehicle', vehicle.name)[0]
  const order = orderName ? db.orders.get(orderName) : undefined
  if (!order) return null
  const customer = db.customers.get(order.customerName)
  return {
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
}

/** The whole vehicle record (GetVehicle, ListVehicles, GetOrder). */
export function vehicleToProto(db: Db, vehicle: Vehicle, origin: string): VehicleMessage {
  return toProto(VehicleSchema, {
    ...vehicle,
    documents: absoluteAll(origin, vehicle.documents),
    photos: absoluteAll(origin, vehicle.photos),
    order: vehicleOrderOf(db, vehicle),
  })
}

/**
 * The vehicle as ListOrders shows it in each item: what identifies it (ids, flags, auction details, edited VIN
 * and description, log status, the dispatch terminal, the order summary). Its contacts, shipment, container, history,
 * fees, documents and photos come with GetOrder and GetVehicle: a list page stays small to encode and to send.
 */
export function vehicleSummaryToProto(vehicle: Vehicle, order: Vehicle['order']): VehicleMessage {
  return toProto(VehicleSchema, {
    name: vehicle.name,
    id: vehicle.id,
    isArchive: vehicle.isArchive,
    cancelled: vehicle.cancelled,
    details: vehicle.details,
    log: vehicle.log ? { status: vehicle.log.status, invoices: [] } : null,
    dispatch: vehicle.dispatch,
    editedDescription: vehicle.editedDescription,
    editedVin: vehicle.editedVin,
    order,
  })
}
