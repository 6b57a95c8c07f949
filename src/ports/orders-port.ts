import type { ListQuery, Page } from '../domain/lists'
import type { Order } from '../domain/orders'
import type { CreateOptions, ReadOptions } from './request-options'

/** ListOrders filters besides paging, sorting and search (spec §7). */
export interface OrderFilters {
  customerName?: string
  terminalName?: string
  unpaidOnly?: boolean
  status?: string
  /** true: the archive; false: live orders; undefined: both. */
  isArchive?: boolean
}

/**
 * How much of each order ListOrders returns: `full` (the default), or `list`: only the fields of an
 * `OrderSummary`, the rest empty (no lines, comment, reverted amounts or activity), for a list of orders
 * (decision 0210).
 */
export type OrderView = 'full' | 'list'

export type ListOrdersQuery = ListQuery & OrderFilters & { view?: OrderView }

/**
 * Orders (spec §7 Orders service). On create and update the server ignores `name`, `id`, the computed
 * amounts and (on update) `isArchive`, which only `moveToArchive` changes.
 */
export interface OrdersPort {
  listOrders(query: ListOrdersQuery, options?: ReadOptions): Promise<Page<Order>>
  getOrder(name: string, options?: ReadOptions): Promise<Order>
  createOrder(order: Order, options?: CreateOptions): Promise<Order>
  updateOrder(name: string, order: Order): Promise<Order>
  /** `etag`: the version the person saw; a stale one is refused with `aborted` (decision 0130), none is unchecked. */
  deleteOrder(name: string, etag?: string): Promise<void>
  moveToArchive(name: string, isArchive: boolean): Promise<void>
}
