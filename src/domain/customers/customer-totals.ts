import { addMoney, sumMoney, usd, type Money } from '../money'
import { isActiveOrder, isArchivedOrder, type Order } from '../orders'
import { paymentLineStatus, type Payment } from '../payments'
import type { CustomerTotals } from './customer'
import { idOf } from '../names'

function paymentTypeCode(paymentTypeName: string): string {
  return idOf(paymentTypeName).toLowerCase()
}

/** What a payment moved: its amount, or the sum of its lines when it has no amount. */
function paymentValue(payment: Payment): Money {
  return (
    payment.amount ??
    sumMoney(
      payment.orders.map((line) => line.amount),
      usd(0),
    )
  )
}

/**
 * A customer's totals, from their orders (carrying `deriveOrderTotals` figures) and payments. Only orders and
 * payments whose customerName is `customerName` count. Everything is in USD (no exchange rates in the
 * domain): an amount in another currency throws CurrencyMismatchError. "Active" is `isActiveOrder`;
 * every other order (archived or any other status) is "completed".
 *
 *   orderCount / activeOrderCount        number of orders / active orders
 *   archivedOrderCount                   number of archived orders (`isArchivedOrder`, as the lists filter)
 *   balance                              Σ toBePaidAmount, all orders (what the customer still has to send)
 *   pendingBalance                       Σ pendingAmount, all orders
 *   {active,completed}OrdersBalanceUsd   Σ toBePaidAmount of active / completed orders
 *   {active,completed}OrdersPaidUsd      Σ paidAmount
 *   {active,completed}OrdersPendingUsd   Σ pendingAmount
 *   debtedBalanceUsd                     Σ debtedAmount, all orders; {active,completed}OrdersDebtedUsd split
 *   allRefoundedAmounts                  Σ revertedAmount, all orders; {active,completed}RefoundedAmounts split
 *   approvedRefound                      Σ approvedRevertedAmount, all orders
 *   cashRefund / wireRefund              Σ amount of the customer's reverted payments whose payment type code
 *                                        contains `cash` / `wire`
 *   approvedDiscount                     Σ discounts of all orders that are either order-wide (no serviceName)
 *                                        or tied to an approved service
 */
export function deriveCustomerTotals(
  customerName: string,
  orders: readonly Order[],
  payments: readonly Payment[],
): CustomerTotals {
  const own = orders.filter((order) => order.customerName === customerName)
  const active = own.filter(isActiveOrder)
  const completed = own.filter((order) => !isActiveOrder(order))
  const total = (list: readonly Order[], pick: (order: Order) => Money) => sumMoney(list.map(pick), usd(0))

  const reverted = payments.filter(
    (payment) => payment.customerName === customerName && paymentLineStatus(payment) === 'reverted',
  )
  const refundsOf = (kind: string) =>
    sumMoney(
      reverted.filter((payment) => paymentTypeCode(payment.paymentTypeName).includes(kind)).map(paymentValue),
      usd(0),
    )

  const approvedDiscount = own.reduce((sum, order) => {
    const approvedServices = new Set(order.services.filter((s) => s.isApproved).map((s) => s.name))
    return order.discounts
      .filter((discount) => !discount.serviceName || approvedServices.has(discount.serviceName))
      .reduce((acc, discount) => addMoney(acc, discount.amount), sum)
  }, usd(0))

  return {
    orderCount: own.length,
    activeOrderCount: active.length,
    archivedOrderCount: own.filter(isArchivedOrder).length,
    balance: total(own, (o) => o.toBePaidAmount),
    pendingBalance: total(own, (o) => o.pendingAmount),
    activeOrdersBalanceUsd: total(active, (o) => o.toBePaidAmount),
    activeOrdersPaidUsd: total(active, (o) => o.paidAmount),
    activeOrdersPendingUsd: total(active, (o) => o.pendingAmount),
    completedOrdersBalanceUsd: total(completed, (o) => o.toBePaidAmount),
    completedOrdersPaidUsd: total(completed, (o) => o.paidAmount),
    completedOrdersPendingUsd: total(completed, (o) => o.pendingAmount),
    debtedBalanceUsd: total(own, (o) => o.debtedAmount),
    activeOrdersDebtedUsd: total(active, (o) => o.debtedAmount),
    completedOrdersDebtedUsd: total(completed, (o) => o.debtedAmount),
    approvedRefound: total(own, (o) => o.approvedRevertedAmount),
    allRefoundedAmounts: total(own, (o) => o.revertedAmount),
    completedRefoundedAmounts: total(completed, (o) => o.revertedAmount),
    activeRefoundedAmounts: total(active, (o) => o.revertedAmount),
    cashRefund: refundsOf('cash'),
    wireRefund: refundsOf('wire'),
    approvedDiscount,
  }
}

/** The totals of a customer with no orders and no payments: every count 0, every amount zero usd. */
export const zeroCustomerTotals = (): CustomerTotals => deriveCustomerTotals('', [], [])
