import { subtractMoney, type Money } from '../money'
import { sumAllocations } from './allocation-totals'
import { liveAllocations } from './live-allocations'
import type { Payment, PaymentOrder } from './payment'
import { remainingToPay } from './remaining-to-pay'

/** What a payment line may point at: an order with its money figures and its payable lines. */
export interface PayableOrder {
  name: string
  amount: Money
  paidAmount: Money
  pendingAmount: Money
  /** Items and services (discounts cannot be paid). */
  lines: readonly { name: string; amount: Money }[]
}

type Line = Pick<PaymentOrder, 'localId' | 'orderName' | 'itemName' | 'amount'>

/**
 * What still can be paid on each line of a payment form, by `localId` (the rule the server checks, see
 * decision 0176): every line may take at most what remains on its order (`remainingToPay`,
 * giving back what the saved payment put there when it counts, `liveAllocations`) less the earlier lines of
 * this payment on that order; a line naming an item or service may also take at most the item's total minus
 * what other live payments put on it, less the earlier lines of this payment on that item. `otherPayments` are the payments on these orders (the edited one is left out by `self`); a line whose
 * order or item is unknown gets no entry.
 */
export function remainingOnPaymentLines(
  lines: readonly Line[],
  orders: ReadonlyMap<string, PayableOrder>,
  otherPayments: readonly Pick<Payment, 'name' | 'status' | 'isApproved' | 'isApprovedRefund' | 'orders'>[],
  saved?: Pick<Payment, 'name' | 'status' | 'isApproved' | 'orders'>,
): Map<string, Money> {
  const remaining = new Map<string, Money>()
  const spent = new Map<string, number>()
  const others = otherPayments.filter((payment) => payment.name !== saved?.name)
  const spendFrom = (key: string, value: number) => {
    const before = spent.get(key) ?? 0
    spent.set(key, before + value)
    return before
  }
  for (const line of lines) {
    const order = orders.get(line.orderName)
    if (!order) continue
    const target = line.itemName
      ? order.lines.find((candidate) => candidate.name === line.itemName)
      : undefined
    if (line.itemName && !target) continue
    const own = liveAllocations(saved, (l) => l.orderName === order.name)
    const onOrder = remainingToPay(order, own)
    let left: Money = { ...onOrder, value: onOrder.value - spendFrom(order.name, line.amount.value) }
    if (target) {
      const taken = sumAllocations(others, (l) => l.itemName === line.itemName, target.amount)
      const onItem = subtractMoney(subtractMoney(target.amount, taken.paid), taken.pending)
      const itemLeft = {
        ...onItem,
        value: onItem.value - spendFrom(`${order.name}|${line.itemName}`, line.amount.value),
      }
      if (itemLeft.value < left.value) left = itemLeft
    }
    remaining.set(line.localId, left)
  }
  return remaining
}
