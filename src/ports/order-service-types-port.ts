import type { OrderServiceType } from '../domain/orders'
import type { CreateOptions } from './request-options'

/** Order service types (reference data). `name` inside a created or updated type is ignored. */
export interface OrderServiceTypesPort {
  listOrderServiceTypes(): Promise<OrderServiceType[]>
  getOrderServiceType(name: string): Promise<OrderServiceType>
  createOrderServiceType(type: OrderServiceType, options?: CreateOptions): Promise<OrderServiceType>
  updateOrderServiceType(name: string, type: OrderServiceType): Promise<OrderServiceType>
  /** `etag`: the version the person saw; a stale one is refused with `aborted` (decision 0130), none is unchecked. */
  deleteOrderServiceType(name: string, etag?: string): Promise<void>
}
