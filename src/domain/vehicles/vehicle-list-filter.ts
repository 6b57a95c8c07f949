import { matchesSearch } from '../lists'
import type { Vehicle } from './vehicle'

/** The filters of ListVehicles (spec §7). */
export interface VehicleListFilter {
  search?: string
  nonorderedOnly?: boolean
  cancelledOnly?: boolean
  terminalName?: string
}

/** The Cargoloop list screens (spec §2): they share one page and differ by filter. */
export type CargoloopVehicleView = 'pending' | 'cancelled' | 'vehicles'

/** pending: vehicles not yet ordered; cancelled: cancelled vehicles only; vehicles: all. */
export function cargoloopViewFilter(
  view: CargoloopVehicleView,
): Pick<VehicleListFilter, 'nonorderedOnly' | 'cancelledOnly'> {
  return { nonorderedOnly: view === 'pending', cancelledOnly: view === 'cancelled' }
}

export function isOrdered(vehicle: Pick<Vehicle, 'order'>): boolean {
  return Boolean(vehicle.order?.name)
}

/**
 * Whether a vehicle passes the ListVehicles filters: nonorderedOnly keeps vehicles without an order,
 * cancelledOnly keeps cancelled ones, terminalName compares the dispatch terminal, search looks in the
 * name, lot number, VINs, descriptions, auction, buyer and container id.
 */
export function matchesVehicleListFilter(vehicle: Vehicle, filter: VehicleListFilter): boolean {
  if (filter.nonorderedOnly && isOrdered(vehicle)) return false
  if (filter.cancelledOnly && !vehicle.cancelled) return false
  if (filter.terminalName && vehicle.dispatch?.terminal !== filter.terminalName) return false
  return matchesSearch(
    [
      vehicle.name,
      vehicle.details?.lotNumber,
      vehicle.details?.vin,
      vehicle.editedVin,
      vehicle.details?.description,
      vehicle.editedDescription,
      vehicle.details?.auction,
      vehicle.details?.buyer,
      vehicle.container?.id,
    ],
    filter.search,
  )
}
