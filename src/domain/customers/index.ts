export type { Customer, CustomerTotals } from './customer'
export {
  CUSTOMER_TYPE_INDIVIDUAL,
  CUSTOMER_TYPE_COMPANY,
  CUSTOMER_STATUS_SUSPENDED,
  CUSTOMER_STATUS_ACTIVE,
  isIndividual,
  isSuspended,
  applyIndividualRule,
  customerNameFromCode,
} from './customer-rules'
export { deriveCustomerTotals, zeroCustomerTotals } from './customer-totals'
