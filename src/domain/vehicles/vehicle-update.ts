import type { Vehicle } from './vehicle'

/** The only editable vehicle fields (spec §3, §7 UpdateVehicle). */
export interface VehicleUpdate {
  cancelled?: boolean
  editedDescription?: string
  editedVin?: string
}

/**
 * A copy of the vehicle with the patch applied. Only cancelled, editedDescription and editedVin are taken;
 * any other key of the patch (even if present at run time) is ignored, as are undefined values.
 */
export function applyVehicleUpdate(vehicle: Vehicle, patch: VehicleUpdate | Partial<Vehicle>): Vehicle {
  const next: Vehicle = { ...vehicle }
  const source = patch as Record<string, unknown>
  if (typeof source.cancelled === 'boolean') next.cancelled = source.cancelled
  if (typeof source.editedDescription === 'string') next.editedDescription = source.editedDescription
  if (typeof source.editedVin === 'string') next.editedVin = source.editedVin
  return next
}

/** The VIN to show: the edited one when set, else the auction one. */
export function displayVin(vehicle: Pick<Vehicle, 'editedVin' | 'details'>): string {
  return vehicle.editedVin || vehicle.details?.vin || ''
}

/** The description to show: the edited one when set, else the auction one. */
export function displayDescription(vehicle: Pick<Vehicle, 'editedDescription' | 'details'>): string {
  return vehicle.editedDescription || vehicle.details?.description || ''
}
