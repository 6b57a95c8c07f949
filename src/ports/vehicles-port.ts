import type { ListQuery, Page } from '../domain/lists'
import type { Vehicle, VehicleUpdate } from '../domain/vehicles'
import type { ReadOptions } from './request-options'

/** ListVehicles filters besides paging, sorting and search. */
export interface VehicleFilters {
  nonorderedOnly?: boolean
  cancelledOnly?: boolean
  terminalName?: string
}

export type ListVehiclesQuery = ListQuery & VehicleFilters

/** Vehicles: read, and updated in three fields only (cancelled, editedDescription, editedVin). */
export interface VehiclesPort {
  listVehicles(query: ListVehiclesQuery, options?: ReadOptions): Promise<Page<Vehicle>>
  getVehicle(name: string, options?: ReadOptions): Promise<Vehicle>
  /** All three editable fields are sent: the wire cannot tell "unchanged" from "false" or "". */
  /** `etag`: the version the person saw; a stale one is refused with `aborted` (decision 0130), none is unchecked. */
  updateVehicle(name: string, update: Required<VehicleUpdate>, etag?: string): Promise<Vehicle>
}
