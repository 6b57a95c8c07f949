import { clampAtZero, subtractMoney, sumMoney, usd, type Money } from '../money'
import { sumAllocations, type Payment } from '../payments'
import type { Order, OrderTotals } from './order'

/** The currency of an order: that of its first line, USD for an empty order. */
export function orderZero(order: Pick<Order, 'items' | 'services' | 'discounts'>): Money {
  const sample = order.items[0]?.amount ?? order.services[0]?.amount ?? order.discounts[0]?.amount ?? usd(0)
  return { ...sample, value: 0 }
}

/** amount = Σ items + Σ services − Σ discounts. */
export function orderAmount(order: Pick<Order, 'items' | 'services' | 'discounts'>): Money {
  const zero = orderZero(order)
  const charged = sumMoney(
    [...order.items, ...order.services].map((line) => line.amount),
    zero,
  )
  return subtractMoney(
    charged,
    sumMoney(
      order.discounts.map((discount) => discount.amount),
      zero,
    ),
  )
}

/**
 * The money figures of an order, from its lines and the payment lines that name it (`orderName`).
 * Each payment line takes its payment's status (see `paymentLineStatus`):
 *
 *   amount                 = Σ items + Σ services − Σ discounts
 *   paidAmount             = Σ lines of approved payments (not reverted, not cancelled)
 *   pendingAmount          = Σ lines of unapproved payments (not reverted, not cancelled)
 *   revertedAmount         = Σ lines of reverted payments
 *   approvedRevertedAmount = Σ lines of reverted payments with an approved refund
 *   toBePaidAmount         = max(0, amount − paid − pending)   what the customer still has to send
 *   debtedAmount           = max(0, amount − paid)             what the customer owes until pending
 *                                                              payments are approved (≥ toBePaid)
 *
 * Lines of cancelled payments count nowhere. All amounts must share the order's currency.
 */
export function deriveOrderTotals(
  order: Pick<Order, 'name' | 'items' | 'services' | 'discounts'>,
  payments: readonly Payment[],
): OrderTotals {
  const amount = orderAmount(order)
  const lines = sumAllocations(payments, (line) => line.orderName === order.name, amount)
  const unpaid = subtractMoney(amount, lines.paid)
  return {
    amount,
    paidAmount: lines.paid,
    pendingAmount: lines.pending,
    revertedAmount: lines.reverted,
    approvedRevertedAmount: lines.approvedReverted,
    toBePaidAmount: clampAtZero(subtractMoney(unpaid, lines.pending)),
    debtedAmount: clampAtZero(unpaid),
  }
}

/** The order with its money figures recomputed (what the mock server stores after every change). */
export function withOrderTotals<O extends Order>(order: O, payments: readonly Payment[]): O {
  return { ...order, ...deriveOrderTotals(order, payments) }
}
