import { idOf } from '../names'
/**
 * The numeric id of an order line from its resource name (`orders/1/items/3` → 3); 0 for a line not saved yet
 * (no name). The server matches the lines of an UpdateOrder by this id: a line sent without it is a new line,
 * and the saved one it replaces counts as removed.
 */
export function lineIdOf(name: string): number {
  const id = Number(idOf(name))
  return name && Number.isInteger(id) && id > 0 ? id : 0
}

/** What an order line is: a vehicle item, a service or a discount. */
export type OrderLineKind = 'item' | 'service' | 'discount'

const LINE_KINDS: Record<string, OrderLineKind> = {
  items: 'item',
  services: 'service',
  discounts: 'discount',
}

/**
 * The kind and id of an order line from its resource name (`orders/1/services/3` → service 3), for screens
 * that word a line with no name of its own ("Service 3", not "services 3"); null for any other name.
 */
export function orderLineRefOf(name: string): { kind: OrderLineKind; id: number } | null {
  const match = /^orders\/[^/]+\/(items|services|discounts)\/([1-9]\d*)$/.exec(name)
  const kind = match && LINE_KINDS[match[1]!]
  return kind ? { kind, id: Number(match[2]) } : null
}
