export type { Shipment, ShipmentUnit } from './shipment'
export { containerCheckDigit, isValidContainerNumber } from './container-number'
