import { matchesSearch } from '../lists'
import type { Customer } from './customer'

/** The filters of ListCustomers (spec §7), besides paging and sorting. */
export interface CustomerListFilter {
  search?: string
  companyDisplayName?: string
  status?: string
}

/**
 * Whether a customer passes the ListCustomers filters: status compares without case (the Suspended screen
 * asks for `suspended`); companyDisplayName is a case-insensitive substring; search looks in code, names,
 * company, e-mail and phone.
 */
export function matchesCustomerListFilter(customer: Customer, filter: CustomerListFilter): boolean {
  if (filter.status && customer.status.trim().toLowerCase() !== filter.status.trim().toLowerCase())
    return false
  if (
    filter.companyDisplayName &&
    !customer.companyDisplayName.toLowerCase().includes(filter.companyDisplayName.trim().toLowerCase())
  ) {
    return false
  }
  return matchesSearch(
    [
      customer.id,
      customer.name,
      customer.displayName,
      customer.firstName,
      customer.middleName,
      customer.lastName,
      customer.companyDisplayName,
      customer.email,
      customer.phone,
    ],
    filter.search,
  )
}
