import type { ListQuery, Page } from '../domain/lists'
import type { Order } from '../domain/orders'

/** ListOrders filters besides paging, sorting and search (spec §7). */
export interface OrderFilters {
  customerName?: string
  terminalName?: string
  unpaidOnly?: boolean
  status?: string
  /** true: the archive; false: live orders; undefined: both. */
  isArchive?: boolean
}

export type ListOrdersQuery = ListQuery & OrderFilters

export interface OrdersPort {
  listOrders(query: ListOrdersQuery): Promise<Page<Order>>
}
