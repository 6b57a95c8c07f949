import type { Customer } from '../domain/customers'
import type { ListQuery, Page } from '../domain/lists'
import type { CreateOptions, ReadOptions } from './request-options'

/** ListCustomers filters besides paging, sorting and search. */
export interface CustomerFilters {
  companyDisplayName?: string
  /** For example `suspended` for the Suspended screen. */
  status?: string
}

export type ListCustomersQuery = ListQuery & CustomerFilters

/** Customers. Counts, balances and totals are computed by the server and ignored on create and update. */
export interface CustomersPort {
  listCustomers(query: ListCustomersQuery, options?: ReadOptions): Promise<Page<Customer>>
  getCustomer(name: string, options?: ReadOptions): Promise<Customer>
  createCustomer(customer: Customer, options?: CreateOptions): Promise<Customer>
  updateCustomer(name: string, customer: Customer): Promise<Customer>
  /** `etag`: the version the person saw; a stale one is refused with `aborted` (decision 0130), none is unchecked. */
  deleteCustomer(name: string, etag?: string): Promise<void>
}
