import {
  CUSTOMER_STATUS_ACTIVE,
  CUSTOMER_STATUS_SUSPENDED,
  customerNameFromCode,
  type Customer,
} from '../../../domain/customers'
import type { ListCustomersQuery } from '../../../ports/customers-port'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import type { ListRoute } from '../../kit/list/list-route'
import type { RecordRoute } from '../../kit/detail/record-route'

/** The statuses a customer may have: the list's filter and the form offer them. */
export const CUSTOMER_STATUSES = [CUSTOMER_STATUS_ACTIVE, CUSTOMER_STATUS_SUSPENDED] as const

/**
 * The customers list's query (`/customers`, or `/suspended` with the status fixed), plain so that the route can
 * start the first call before the screen's code arrives (decision 0140). `CustomersListPage` shows a filter
 * bar with the same keys.
 */
export function customersListRoute(suspendedOnly: boolean): ListRoute<Customer, ListCustomersQuery> {
  return {
    id: suspendedOnly ? 'suspended' : 'customers',
    defaults: { sortColumn: 'id', sort: 'asc' },
    filters: [
      { key: 'companyDisplayName', kind: 'text' },
      ...(suspendedOnly ? [] : [{ key: 'status', kind: 'select' as const }]),
    ],
    toQuery: (query, values) => ({
      ...query,
      companyDisplayName: values.companyDisplayName,
      status: suspendedOnly ? CUSTOMER_STATUS_SUSPENDED : values.status,
    }),
    load: (query, options) => resolvePort(PORTS.customers).listCustomers(query, options),
  }
}

/** The customer of /customers/:id/view (and /suspended/:id/view); `id` is its code. */
export const CUSTOMER_RECORD: RecordRoute<Customer> = {
  id: 'customer',
  nameOf: (params) => customerNameFromCode(params.id ?? ''),
  load: (name, options) => resolvePort(PORTS.customers).getCustomer(name, options),
}
