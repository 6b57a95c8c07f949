import { sortBy } from '../lists'
import type { OrderServiceType } from '../orders'

/** Service types in their configured order (orderIndex ascending, ties by display name). */
export function sortServiceTypes<T extends Pick<OrderServiceType, 'orderIndex' | 'displayName'>>(
  types: readonly T[],
): T[] {
  return sortBy(
    sortBy(types, (t) => t.displayName),
    (t) => t.orderIndex,
  )
}
