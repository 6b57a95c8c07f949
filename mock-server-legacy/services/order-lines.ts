import type { Money } from '../../src/domain/money'
import type { Order } from '../../src/domain/orders'

/** A payable or billable line of an order: an item, a service or a discount (negative). */
export interface OrderLine {
  name: string
  kind: 'item' | 'service' | 'discount'
  total: Money
}

export function orderLine(order: Order, lineName: string): OrderLine | null {
  const item = order.items.find((l) => l.name === lineName)
  if (item) return { name: item.name, kind: 'item', total: item.amount }
  const service = order.services.find((l) => l.name === lineName)
  if (service) return { name: service.name, kind: 'service', total: service.amount }
  const discount = order.discounts.find((l) => l.name === lineName)
  if (discount)
    return {
      name: discount.name,
      kind: 'discount',
      total: { ...discount.amount, value: -discount.amount.value },
    }
  return null
}
