// Parts the back-office features share (a feature imports another only through its index.ts): a record's
// customer in a list, loaders for reference pickers, and names looked up for a list's cells.

export { CustomerCell, customerText } from './customer-cell'
export {
  customerLabel,
  customerOptions,
  employeeOptions,
  invoiceTypeOptions,
  orderLabel,
  orderOptions,
  payeeOptions,
  paymentTypeOptions,
  terminalLabel,
  terminalOptions,
  unorderedVehicleOptions,
} from './reference-options'
export { useDisplayNames } from './use-display-names'
export { orderLineText } from './order-line-text'
