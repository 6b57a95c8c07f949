import { proxy } from 'valtio'
import type { Customer } from '../../../domain/customers'
import { DEFAULT_LIST_QUERY } from '../../../domain/lists'
import { PortError } from '../../../ports/errors'
import type { CustomersPort, ListCustomersQuery } from '../../../ports/customers-port'
import { createListStore } from '../shared/list-store'

/** Rows asked for when loading the full customer list (for pickers); the spec names no size. */
export const FULL_LIST_SIZE = 10_000

export interface CustomerDetailState {
  /** The customer of the view page. */
  customer: Customer | null
  /** True while a single customer is fetched; false on success or failure (spec §4). */
  customerLoading: boolean
  customerError: PortError | null
  /** Every customer (for pickers), reloaded after each change. */
  allCustomers: Customer[]
}

/**
 * Customers: the paged list plus the full list and the customer being viewed. After a create, update or
 * delete the current page and the full list reload; after an update the viewed customer reloads too.
 */
export function createCustomersStore(port: CustomersPort, newRequestId?: () => string) {
  const detail = proxy<CustomerDetailState>({
    customer: null,
    customerLoading: false,
    customerError: null,
    allCustomers: [],
  })
  let latestCustomer = 0

  async function loadAll(): Promise<void> {
    try {
      const page = await port.listCustomers({
        ...DEFAULT_LIST_QUERY,
        sortColumn: 'displayName',
        sort: 'asc',
        page: 1,
        perPage: FULL_LIST_SIZE,
      })
      detail.allCustomers = page.items
    } catch {
      // The paged list shows errors; the picker keeps its previous rows.
    }
  }

  async function loadCustomer(name: string): Promise<void> {
    const request = ++latestCustomer
    detail.customerLoading = true
    detail.customerError = null
    try {
      const customer = await port.getCustomer(name)
      if (request === latestCustomer) detail.customer = customer
    } catch (error) {
      if (request === latestCustomer)
        detail.customerError = error instanceof PortError ? error : new PortError('unknown', String(error))
    } finally {
      if (request === latestCustomer) detail.customerLoading = false
    }
  }

  const list = createListStore<'customers', Customer, ListCustomersQuery, Customer, Customer>({
    itemsKey: 'customers',
    list: (query) => port.listCustomers(query),
    create: (customer, options) => port.createCustomer(customer, options),
    update: (name, customer) => port.updateCustomer(name, customer),
    remove: (name) => port.deleteCustomer(name),
    afterChange: ({ kind, name }) =>
      Promise.all([loadAll(), kind === 'update' && name ? loadCustomer(name) : undefined]),
    newRequestId,
  })

  return { ...list, detail, loadAll, loadCustomer }
}

export type CustomersStore = ReturnType<typeof createCustomersStore>
