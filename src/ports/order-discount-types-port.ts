import type { OrderDiscountType } from '../domain/orders'
import type { CreateOptions } from './request-options'

/** Order discount types (reference data). `name` inside a created or updated type is ignored. */
export interface OrderDiscountTypesPort {
  listOrderDiscountTypes(): Promise<OrderDiscountType[]>
  getOrderDiscountType(name: string): Promise<OrderDiscountType>
  createOrderDiscountType(type: OrderDiscountType, options?: CreateOptions): Promise<OrderDiscountType>
  updateOrderDiscountType(name: string, type: OrderDiscountType): Promise<OrderDiscountType>
  deleteOrderDiscountType(name: string): Promise<void>
}
