import { subtractMoney, sumMoney, type Money } from '../money'

/**
 * What is left to pay on something with an amount, paid and pending figures (spec §5, "remaining on an
 * invoice"): amount − paid − pending + allocations. `allocations` are the lines of the payment being edited
 * that already point at it: they are inside paid/pending already, so they are given back.
 */
export function remainingToPay(
  target: { amount: Money; paidAmount: Money; pendingAmount: Money },
  allocations: readonly Money[] = [],
): Money {
  const open = subtractMoney(subtractMoney(target.amount, target.paidAmount), target.pendingAmount)
  return sumMoney([open, ...allocations], open)
}
