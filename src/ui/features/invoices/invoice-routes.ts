import type { Invoice } from '../../../domain/invoices'
import type { ListInvoicesQuery } from '../../../ports/invoices-port'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import type { ListRoute } from '../../kit/list/list-route'

/** A list fixed to one customer or one order (a tab of that record): its filter is not offered. */
export interface FixedInvoiceFilters {
  customerName?: string
  orderName?: string
}

/**
 * The invoices list's query (all, one customer's or one order's), plain so that the route can start the first
 * call before the screen's code arrives (decision 0140). `InvoicesList` shows a filter bar with the same keys.
 */
export function invoicesListRoute({ customerName, orderName }: FixedInvoiceFilters = {}): ListRoute<
  Invoice,
  ListInvoicesQuery
> {
  return {
    id: orderName ? 'order-invoices' : customerName ? 'customer-invoices' : 'invoices',
    defaults: { sortColumn: 'id', sort: 'desc' },
    filters: [
      ...(customerName || orderName ? [] : [{ key: 'customerName', kind: 'reference' as const }]),
      ...(orderName ? [] : [{ key: 'orderName', kind: 'reference' as const }]),
    ],
    toQuery: (query, values) => ({
      ...query,
      customerName: customerName ?? values.customerName,
      orderName: orderName ?? values.orderName,
    }),
    load: (query, options) => resolvePort(PORTS.invoices).listInvoices(query, options),
  }
}
