import { subtractMoney, type Money } from '../money'
import { sumAllocations } from './allocation-totals'
import type { Payment, PaymentOrder } from './payment'
import { paymentLineStatus } from './payment-line-status'
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
 * docs/decisions.md "Payments"): a line naming an item or service may take its total minus what other live
 * payments put on it; an order-wide line may take what remains on the order (`remainingToPay`, giving back
 * what the saved payment already put there). Lines of the form on the same target share it, earlier lines
 * first. `otherPayments` are the payments on these orders (the edited one is left out by `self`); a line whose
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
  const savedIsLive = saved ? !['reverted', 'cancelled'].includes(paymentLineStatus(saved)) : false
  for (const line of lines) {
    const order = orders.get(line.orderName)
    if (!order) continue
    let base: Money
    if (line.itemName) {
      const target = order.lines.find((candidate) => candidate.name === line.itemName)
      if (!target) continue
      const taken = sumAllocations(others, (l) => l.itemName === line.itemName, target.amount)
      base = subtractMoney(subtractMoney(target.amount, taken.paid), taken.pending)
    } else {
      const own = savedIsLive && saved ? saved.orders.filter((l) => l.orderName === order.name).map((l) => l.amount) : []
      base = remainingToPay(order, own)
    }
    const key = line.itemName || order.name
    const used = spent.get(key) ?? 0
    remaining.set(line.localId, { ...base, value: base.value - used })
    spent.set(key, used + line.amount.value)
  }
  return remaining
}
