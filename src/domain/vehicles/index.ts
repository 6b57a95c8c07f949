export type {
  Vehicle,
  VehicleDetails,
  VehicleInvoice,
  VehicleContactDetails,
  VehicleEmailNotification,
} from './vehicle'
export { type VehicleUpdate, applyVehicleUpdate, displayVin, displayDescription } from './vehicle-update'
export { normalizeVin, vinCheckDigit, isValidVin } from './vin'
export { emptyVehicle } from './empty-vehicle'
export { type CargoloopVehicleView, cargoloopViewFilter, isOrdered } from './vehicle-list-filter'
