import { describe, expect, it } from 'vitest'
import type { Customer } from './customer'
import { matchesCustomerListFilter } from './customer-list-filter'
import { deriveCustomerTotals } from './customer-totals'
import { aCustomer } from './test-customers'

const customer: Customer = aCustomer({
  ...deriveCustomerTotals('customers/C1001', [], []),
  displayName: 'Anna Petrosyan',
  status: 'suspended',
  paymentStatus: '',
})

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
