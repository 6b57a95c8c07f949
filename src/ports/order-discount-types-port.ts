import type { OrderDiscountType } from '../domain/orders'
import type { CreateOptions } from './request-options'

/** Order discount types (reference data). `name` inside a created or updated type is ignored. */
export interface OrderDiscountTypesPort {
  listOrderDiscountTypes(): Promise<OrderDiscountType[]>
  getOrderDiscountType(name: string): Promise<OrderDiscountType>
  createOrderDiscountType(type: OrderDiscountType, options?: CreateOptions): Promise<OrderDiscountType>
  updateOrderDiscountType(name: string, type: OrderDiscountType): Promise<OrderDiscountType>
  /** `etag`: the version the person saw; a stale one is refused with `aborted` (decision 0130), none is unchecked. */
  deleteOrderDiscountType(name: string, etag?: string): Promise<void>
}
