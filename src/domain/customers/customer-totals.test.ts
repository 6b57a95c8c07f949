import { describe, expect, it } from 'vitest'
import { CurrencyMismatchError, money, usd } from '../money'
import { aDiscount, anItem, anOrder, aService } from '../orders/test-orders'
import { deriveOrderTotals, type Order } from '../orders'
import { aLine, aPayment } from '../payments/test-payments'
import type { Payment } from '../payments'
import { deriveCustomerTotals, zeroCustomerTotals } from './customer-totals'

const C = 'customers/C1001'
const withTotals = (order: Order, payments: Payment[]) => ({
  ...order,
  ...deriveOrderTotals(order, payments),
})

describe('deriveCustomerTotals', () => {
  it('gives zeros for a customer with nothing', () => {
    const totals = deriveCustomerTotals(C, [], [])
    expect(totals.orderCount).toBe(0)
    expect(totals.activeOrderCount).toBe(0)
    expect(totals.balance).toEqual(usd(0))
    expect(totals.approvedDiscount).toEqual(usd(0))
    expect(totals.cashRefund).toEqual(usd(0))
  })

  it('adds up active and completed orders and refunds', () => {
    const payments = [
      aPayment({ isApproved: true, orders: [aLine({ orderName: 'orders/1', amount: usd(4000) })] }),
      aPayment({ isApproved: false, orders: [aLine({ orderName: 'orders/1', amount: usd(1000) })] }),
      aPayment({ isApproved: true, orders: [aLine({ orderName: 'orders/2', amount: usd(3000) })] }),
      aPayment({
        status: 'reverted',
        isApprovedRefund: true,
        paymentTypeName: 'paymentTypes/wire',
        amount: usd(500),
        orders: [aLine({ orderName: 'orders/2', amount: usd(500) })],
      }),
      aPayment({
        status: 'reverted',
        paymentTypeName: 'paymentTypes/cash',
        amount: undefined,
        orders: [aLine({ orderName: 'orders/1', amount: usd(200) })],
      }),
      aPayment({ status: 'reverted', customerName: 'customers/OTHER', amount: usd(99999) }),
    ]
    const active = withTotals(
      anOrder({
        name: 'orders/1',
        items: [anItem(10000)],
        services: [aService(1000, { name: 's1', isApproved: true }), aService(500, { name: 's2' })],
        discounts: [
          aDiscount(300, { serviceName: 's1' }),
          aDiscount(200, { serviceName: 's2' }),
          aDiscount(100),
        ],
      }),
      payments,
    )
    const completed = withTotals(
      anOrder({ name: 'orders/2', status: 'completed', items: [anItem(5000)] }),
      payments,
    )
    const stranger = withTotals(
      anOrder({ name: 'orders/3', customerName: 'customers/OTHER', items: [anItem(7)] }),
      payments,
    )

    const totals = deriveCustomerTotals(C, [active, completed, stranger], payments)
    // active: amount 10000+1500−600 = 10900, paid 4000, pending 1000, toBePaid 5900, debted 6900, reverted 200
    // completed: amount 5000, paid 3000, toBePaid 2000, debted 2000, reverted 500 (approved)
    expect(totals).toEqual({
      orderCount: 2,
      activeOrderCount: 1,
      archivedOrderCount: 0,
      balance: usd(7900),
      pendingBalance: usd(1000),
      activeOrdersBalanceUsd: usd(5900),
      activeOrdersPaidUsd: usd(4000),
      activeOrdersPendingUsd: usd(1000),
      completedOrdersBalanceUsd: usd(2000),
      completedOrdersPaidUsd: usd(3000),
      completedOrdersPendingUsd: usd(0),
      debtedBalanceUsd: usd(8900),
      activeOrdersDebtedUsd: usd(6900),
      completedOrdersDebtedUsd: usd(2000),
      approvedRefound: usd(500),
      allRefoundedAmounts: usd(700),
      completedRefoundedAmounts: usd(500),
      activeRefoundedAmounts: usd(200),
      cashRefund: usd(200),
      wireRefund: usd(500),
      approvedDiscount: usd(400),
    })
  })

  it('counts an archived active order as completed', () => {
    const order = withTotals(anOrder({ isArchive: true, items: [anItem(100)] }), [])
    const totals = deriveCustomerTotals(C, [order], [])
    expect(totals.activeOrderCount).toBe(0)
    expect(totals.archivedOrderCount).toBe(1)
    expect(totals.completedOrdersBalanceUsd).toEqual(usd(100))
  })

  it('refuses orders in another currency', () => {
    const eur = anOrder({ toBePaidAmount: money(1, 'currencies/eur', -2) })
    expect(() => deriveCustomerTotals(C, [eur], [])).toThrow(CurrencyMismatchError)
  })
})

describe('zeroCustomerTotals', () => {
  it('gives every count 0 and every amount zero usd', () => {
    const totals = zeroCustomerTotals()
    for (const [field, value] of Object.entries(totals)) {
      if (typeof value === 'number') expect(value, field).toBe(0)
      else expect(value, field).toEqual(usd(0))
    }
    expect(Object.keys(totals)).toHaveLength(21)
  })
})
