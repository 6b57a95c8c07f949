import { matchesSearch } from '../lists'
import type { Order } from './order'

/** The filters of ListOrders (spec §7), besides paging and sorting. */
export interface OrderListFilter {
  search?: string
  customerName?: string
  terminalName?: string
  unpaidOnly?: boolean
  status?: string
  isArchive?: boolean
}

/**
 * Whether an order passes the ListOrders filters. isArchive selects the archive (true) or the live list
 * (false or absent); unpaidOnly keeps orders with something still to be paid (toBePaid > 0); status compares
 * without case; terminalName keeps orders with a vehicle dispatched to that terminal; search looks in name,
 * display name, customer, comment and the items' names and VINs.
 */
export function matchesOrderListFilter(order: Order, filter: OrderListFilter): boolean {
  if (order.isArchive !== (filter.isArchive ?? false)) return false
  if (filter.customerName && order.customerName !== filter.customerName) return false
  if (filter.status && order.status.trim().toLowerCase() !== filter.status.trim().toLowerCase()) return false
  if (filter.unpaidOnly && !(order.toBePaidAmount.value > 0)) return false
  if (
    filter.terminalName &&
    !order.items.some((item) => item.vehicle?.dispatch?.terminal === filter.terminalName)
  ) {
    return false
  }
  return matchesSearch(
    [
      order.name,
      order.displayName,
      order.customerName,
      order.comment,
      ...order.items.flatMap((item) => [
        item.displayName,
        item.vehicle?.details?.vin,
        item.vehicle?.editedVin,
      ]),
    ],
    filter.search,
  )
}
