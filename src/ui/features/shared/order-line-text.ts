import type { TFunction } from 'i18next'
import { orderLineRefOf } from '../../../domain/orders'

/**
 * An order line that has no name of its own, in the person's words: "Item 1", "Service 2", "Discount 3"
 * (`common:orderLine.*`), never its code ("items 1"). Any other name is shown as it is.
 */
export function orderLineText(t: TFunction, name: string): string {
  const line = orderLineRefOf(name)
  return line ? t(`common:orderLine.${line.kind}`, { id: line.id }) : name
}
