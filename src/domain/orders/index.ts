export type { Order, OrderItem, OrderService, OrderDiscount, OrderTotals } from './order'
export type { OrderServiceType, OrderDiscountType } from './reference-types'
export {
  ACTIVE_ORDER_STATUS,
  COMPLETED_ORDER_STATUS,
  KNOWN_ORDER_STATUSES,
  isActiveOrder,
  isArchivedOrder,
  knownOrderStatus,
} from './order-status'
export { defaultOrderName, keptDefaultName } from './order-name'
export { canApproveService } from './service-approval'
export { orderZero, orderAmount, deriveOrderTotals, withOrderTotals } from './order-totals'
export { type OrderListFilter, matchesOrderListFilter } from './order-list-filter'
export { lineIdOf, orderLineRefOf, type OrderLineKind } from './line-id'
