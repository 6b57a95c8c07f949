import type { PaymentOrder } from './payment'

/**
 * Gives each line of a fetched payment a client-side id (spec §3). The ids are `line-1`, `line-2`, ... by
 * default (unique within the payment, which is all a form needs); pass `makeId` for another scheme.
 */
export function assignLocalIds<L extends Omit<PaymentOrder, 'localId'>>(
  lines: readonly L[],
  makeId: (index: number) => string = (index) => `line-${index + 1}`,
): (L & { localId: string })[] {
  return lines.map((line, index) => ({ ...line, localId: makeId(index) }))
}
