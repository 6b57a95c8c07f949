import { NO_ACTIVITY } from '../activity'
import type { Customer } from './customer'
import { zeroCustomerTotals } from './customer-totals'

/** Test helpers, not exported from the module: a customer (Ararat Motors, customers/C1001), changed by `change`. */
export const aCustomer = (change: Partial<Customer> = {}): Customer => ({
  ...NO_ACTIVITY,
  ...zeroCustomerTotals(),
  name: 'customers/C1001',
  id: 'C1001',
  displayName: 'Ararat Motors',
  firstName: 'Anna',
  middleName: '',
  lastName: 'Petrosyan',
  countryName: 'countries/AM',
  companyDisplayName: 'Ararat Motors',
  type: 'company',
  email: 'anna@example.com',
  phone: '+374 10 000000',
  status: 'active',
  paymentStatus: 'unpaid',
  externalId: '',
  buyers: [],
  paymentDueDate: null,
  ...change,
})
