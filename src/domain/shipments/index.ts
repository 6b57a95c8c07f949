export type { Shipment, ShipmentContainer, ShipmentConsignee, ShipmentUnit } from './shipment'
export { normalizeContainerNumber, containerCheckDigit, isValidContainerNumber } from './container-number'
