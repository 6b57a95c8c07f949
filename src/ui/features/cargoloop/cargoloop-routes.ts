import type { ListQuery } from '../../../domain/lists'
import type { Shipment } from '../../../domain/shipments'
import { cargoloopViewFilter, type CargoloopVehicleView, type Vehicle } from '../../../domain/vehicles'
import { PORTS } from '../../../ports/tokens'
import type { ListVehiclesQuery } from '../../../ports/vehicles-port'
import { resolvePort } from '../../runtime/use-port'
import type { ListRoute } from '../../kit/list/list-route'
import type { RecordRoute } from '../../kit/detail/record-route'

/** Which vehicles a path lists: /cargoloop/pending, /cargoloop/cancelled, or /cargoloop/vehicles (all). */
export const vehicleViewOf = (path: string): CargoloopVehicleView =>
  path.startsWith('/cargoloop/pending')
    ? 'pending'
    : path.startsWith('/cargoloop/cancelled')
      ? 'cancelled'
      : 'vehicles'

/**
 * The Cargoloop vehicles list's query for one view, plain so that the route can start the first call before
 * the screen's code arrives (decision 0140). `VehicleListPage` shows a filter bar with the same keys.
 */
export function vehiclesListRoute(view: CargoloopVehicleView): ListRoute<Vehicle, ListVehiclesQuery> {
  return {
    id: `cargoloop-${view}`,
    defaults: { sortColumn: 'id', sort: 'desc' },
    filters: [{ key: 'terminalName', kind: 'reference' }],
    toQuery: (query, values) => ({
      ...query,
      ...cargoloopViewFilter(view),
      terminalName: values.terminalName,
    }),
    load: (query, options) => resolvePort(PORTS.vehicles).listVehicles(query, options),
  }
}

/** The containers (shipments) list's query: paging, sort and search only. */
export const CONTAINERS_LIST: ListRoute<Shipment, ListQuery> = {
  id: 'containers',
  defaults: { sortColumn: 'container.departure', sort: 'desc' },
  filters: [],
  toQuery: (query) => query,
  load: (query, options) => resolvePort(PORTS.shipments).listShipments(query, options),
}

/** The vehicle of /cargoloop/vehicles/:id/view. */
export const VEHICLE_RECORD: RecordRoute<Vehicle> = {
  id: 'vehicle',
  nameOf: (params) => `vehicles/${params.id ?? ''}`,
  load: (name, options) => resolvePort(PORTS.vehicles).getVehicle(name, options),
}

/** The container of its view page. */
export const CONTAINER_RECORD: RecordRoute<Shipment> = {
  id: 'container',
  nameOf: (params) => `shipments/${params.id ?? ''}`,
  load: (name, options) => resolvePort(PORTS.shipments).getShipment(name, options),
}
