import type { ListQuery } from '../../../domain/lists'
import type { Shipment } from '../../../domain/shipments'
import type { Vehicle } from '../../../domain/vehicles'
import type { CargoloopPort } from '../../../ports/cargoloop-port'
import type { ShipmentsPort } from '../../../ports/shipments-port'
import type { ListVehiclesQuery, VehiclesPort } from '../../../ports/vehicles-port'
import { createListStore, createReplacedList } from '../../kit/list/list-store'

/** Cargoloop vehicles (pending, cancelled, all): read and updated (cancel, edited description and VIN). */
export function createVehiclesStore(port: VehiclesPort) {
  return createListStore<
    'vehicles',
    Vehicle,
    ListVehiclesQuery,
    never,
    Parameters<VehiclesPort['updateVehicle']>[1]
  >({
    itemsKey: 'vehicles',
    list: (query) => port.listVehicles(query),
    update: (name, update) => port.updateVehicle(name, update),
  })
}

/** Containers (shipments), read-only. */
export function createShipmentsStore(port: ShipmentsPort) {
  return createListStore<'shipments', Shipment, ListQuery>({
    itemsKey: 'shipments',
    list: (query) => port.listShipments(query),
  })
}

/** The partner's local transportation prices and buyers; each response replaces the stored list. */
export function createPartnerStore(port: CargoloopPort) {
  return {
    localTransportations: createReplacedList(() => port.listLocalTransportations()),
    buyers: createReplacedList(() => port.listBuyers()),
  }
}
