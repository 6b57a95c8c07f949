import type { OrderService } from './order'

/** A service can be approved only if its type is approvable (spec §4), and only once. */
export function canApproveService(service: Pick<OrderService, 'isApproved' | 'isTypeApprovable'>): boolean {
  return service.isTypeApprovable && !service.isApproved
}
