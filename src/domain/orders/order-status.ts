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
