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

/**
 * The order statuses the back office knows, in the order they are offered (spec §4 leaves the values open:
 * decision 0011). Any other text is still a valid status; it counts as not active.
 */
export const KNOWN_ORDER_STATUSES = ['new', ACTIVE_ORDER_STATUS, COMPLETED_ORDER_STATUS, 'cancelled'] as const

/** The known status a typed value is (case and spaces ignored), or undefined for free text. */
export function knownOrderStatus(status: string): (typeof KNOWN_ORDER_STATUSES)[number] | undefined {
  const key = status.trim().toLowerCase()
  return KNOWN_ORDER_STATUSES.find((known) => known === key)
}
