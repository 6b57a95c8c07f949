import { vi } from 'vitest'
import { NO_ACTIVITY } from '../../../domain/activity'
import { zeroCustomerTotals, type Customer } from '../../../domain/customers'
import { fakePort } from '../../../ports/fake-port'
import type { CargoloopPort } from '../../../ports/cargoloop-port'
import type { CustomersPort } from '../../../ports/customers-port'
import type { LocationsPort } from '../../../ports/locations-port'

/** A customer for component tests. */
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

/** The ports the customer screens read besides customers: countries and buyers. */
export const referencePorts = () => ({
  locations: fakePort<LocationsPort>({
    listCountries: vi.fn(async () => [
      { name: 'countries/AM', code: 'AM', displayName: 'Armenia' },
      { name: 'countries/GE', code: 'GE', displayName: 'Georgia' },
    ]),
  }),
  cargoloop: fakePort<CargoloopPort>({
    listBuyers: vi.fn(async () => [{ name: 'buyers/B100000', displayName: 'Copart buyer #100000' }]),
  }),
})

export const customersPort = (methods: Partial<CustomersPort>) => fakePort<CustomersPort>(methods)
