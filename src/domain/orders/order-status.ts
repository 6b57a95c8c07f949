import type { Order } from './order'

/**
 * Order status is free text (spec §4). The domain knows one value: `active`. An order counts as active when
 * its status is `active` (any case, surrounding spaces ignored) and it is not archived; every other order
 * counts as completed in the customer totals.
 */
export const ACTIVE_ORDER_STATUS = 'active'
export const COMPLETED_ORDER_STATUS = 'completed'

export function isActiveOrder(order: Pick<Order, 'status' | 'isArchive'>): boolean {
  return !order.isArchive && order.status.trim().toLowerCase() === ACTIVE_ORDER_STATUS
}

/**
 * An order is archived when it was moved to the archive (spec §4). The one rule for a customer's order counts
 * (`deriveCustomerTotals`) and for the lists that show archived or current orders (ListOrders' `isArchive`).
 */
export function isArchivedOrder(order: Pick<Order, 'isArchive'>): boolean {
  return order.isArchive
}
