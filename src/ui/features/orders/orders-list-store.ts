import type { Order } from '../../../domain/orders'
import type { ListOrdersQuery, OrdersPort } from '../../../ports/orders-port'
import { createListStore } from '../../kit/list/list-store'

/**
 * The orders list (also the archive): loads a page through the port and keeps the last query so saves,
 * deletes and archive moves reload with the same parameters. Only the latest answer is kept when loads
 * overlap. Rows are `state.orders`.
 */
export function createOrdersListStore(port: OrdersPort, newRequestId?: () => string) {
  return createListStore<'orders', Order, ListOrdersQuery, Order, Order>({
    itemsKey: 'orders',
    list: (query) => port.listOrders(query),
    create: (order, options) => port.createOrder(order, options),
    update: (name, order) => port.updateOrder(name, order),
    remove: (name) => port.deleteOrder(name),
    archive: (name, isArchive) => port.moveToArchive(name, isArchive),
    newRequestId,
  })
}

export type OrdersListStore = ReturnType<typeof createOrdersListStore>
