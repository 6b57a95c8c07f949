import { vi } from 'vitest'
import { fakePort } from '../../../testing/fake-port'
import type { CargoloopPort } from '../../../ports/cargoloop-port'
import type { CustomersPort } from '../../../ports/customers-port'
import type { LocationsPort } from '../../../ports/locations-port'

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
