export type {
  Vehicle,
  VehicleDetails,
  VehicleInvoice,
  VehicleLogDetails,
  VehicleVinDetails,
  VehicleShipmentDetails,
  VehicleContainerDetails,
  VehicleContactDetails,
  VehicleClientDetails,
  VehicleConsigneeDetails,
  VehiclePurchaseDetails,
  VehicleDispatchDetails,
  VehicleInstructionsDetails,
  VehicleFeesDetails,
  VehicleEmailNotification,
  VehicleCustomer,
  VehicleOrder,
} from './vehicle'
export {
  type VehicleUpdate,
  VEHICLE_UPDATE_FIELDS,
  applyVehicleUpdate,
  displayVin,
  displayDescription,
} from './vehicle-update'
export { normalizeVin, vinCheckDigit, isValidVin } from './vin'
export { emptyVehicle } from './empty-vehicle'
export {
  type VehicleListFilter,
  type CargoloopVehicleView,
  cargoloopViewFilter,
  isOrdered,
  matchesVehicleListFilter,
} from './vehicle-list-filter'
