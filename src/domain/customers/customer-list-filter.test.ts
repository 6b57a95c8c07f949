import { NO_ACTIVITY } from '../activity'
import { describe, expect, it } from 'vitest'
import type { Customer } from './customer'
import { matchesCustomerListFilter } from './customer-list-filter'
import { deriveCustomerTotals } from './customer-totals'

const customer: Customer = {
  ...NO_ACTIVITY,
  ...deriveCustomerTotals('customers/C1001', [], []),
  name: 'customers/C1001',
  id: 'C1001',
  displayName: 'Anna Petrosyan',
  firstName: 'Anna',
  middleName: '',
  lastName: 'Petrosyan',
  countryName: 'countries/AM',
  companyDisplayName: 'Ararat Motors',
  type: 'company',
  email: 'anna@example.com',
  phone: '+374 10 000000',
  status: 'suspended',
  paymentStatus: '',
  externalId: '',
  buyers: [],
  paymentDueDate: null,
}

describe('matchesCustomerListFilter', () => {
  it.each([
    [{}, true],
    [{ status: 'Suspended' }, true],
    [{ status: 'active' }, false],
    [{ companyDisplayName: 'ararat' }, true],
    [{ companyDisplayName: 'acme' }, false],
    [{ search: 'c1001' }, true],
    [{ search: 'anna example' }, true],
    [{ search: 'bob' }, false],
  ])('%j -> %s', (filter, expected) => {
    expect(matchesCustomerListFilter(customer, filter)).toBe(expected)
  })
})
