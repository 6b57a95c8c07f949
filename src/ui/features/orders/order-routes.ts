import type { Order, OrderSummary } from '../../../domain/orders'
import type { ListOrdersQuery } from '../../../ports/orders-port'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import type { ListRoute } from '../../kit/list/list-route'
import type { RecordRoute } from '../../kit/detail/record-route'

/**
 * The orders list's query (also the archive's, and a customer's orders in its tab): defaults, filters and the
 * port call, plain so that the route can start the first call before the screen's code arrives (decision
 * 0140). `OrdersList` shows a filter bar with the same keys.
 */
export function ordersListRoute({
  archive,
  customerName,
}: {
  archive: boolean
  /** Only this customer's orders: the customer filter is then fixed. */
  customerName?: string
}): ListRoute<OrderSummary, ListOrdersQuery> {
  return {
    id: archive ? 'archive' : 'orders',
    defaults: { sortColumn: 'id', sort: 'desc' },
    filters: [
      ...(customerName ? [] : [{ key: 'customerName', kind: 'reference' as const }]),
      { key: 'terminalName', kind: 'reference' },
      { key: 'status', kind: 'select' },
      { key: 'unpaidOnly', kind: 'boolean' },
    ],
    toQuery: (query, values) => ({
      ...query,
      isArchive: archive,
      customerName: customerName ?? values.customerName,
      terminalName: values.terminalName,
      status: values.status,
      unpaidOnly: values.unpaidOnly === 'true' || undefined,
    }),
    // The list view: the orders without their lines, which no column, total or export of the list reads
    // (decision 0210); an order's page reads the whole order.
    load: (query, options) => resolvePort(PORTS.orders).listOrders({ ...query, view: 'list' }, options),
  }
}

/** The order of /orders/:id/view. */
export const ORDER_RECORD: RecordRoute<Order> = {
  id: 'order',
  nameOf: (params) => `orders/${params.id}`,
  load: (name, options) => resolvePort(PORTS.orders).getOrder(name, options),
}
