import { describe, expect, it } from 'vitest'
import { CurrencyMismatchError, money, usd } from '../money'
import { aLine, aPayment } from '../payments/test-payments'
import { isActiveOrder } from './order-status'
import { deriveOrderTotals, orderAmount, withOrderTotals } from './order-totals'
import { canApproveService } from './service-approval'
import { aDiscount, anItem, anOrder, aService } from './test-orders'

describe('orderAmount', () => {
  it('is items + services − discounts', () => {
    expect(
      orderAmount(
        anOrder({
          items: [anItem(100000), anItem(50000)],
          services: [aService(2000)],
          discounts: [aDiscount(500)],
        }),
      ),
    ).toEqual(usd(151500))
  })
  it('is zero usd for an empty order and keeps another currency', () => {
    expect(orderAmount(anOrder())).toEqual(usd(0))
    const eurItem = { ...anItem(0), amount: money(700, 'currencies/eur', -2) }
    expect(orderAmount(anOrder({ items: [eurItem] }))).toEqual(money(700, 'currencies/eur', -2))
  })
  it('throws when lines mix currencies', () => {
    const eurItem = { ...anItem(0), amount: money(700, 'currencies/eur', -2) }
    expect(() => orderAmount(anOrder({ items: [eurItem], services: [aService(1)] }))).toThrow(
      CurrencyMismatchError,
    )
  })
})

describe('deriveOrderTotals', () => {
  const order = anOrder({ items: [anItem(10000)] })
  const line = (cents: number, orderName = 'orders/1') => aLine({ orderName, amount: usd(cents) })

  it('counts approved lines as paid and unapproved as pending', () => {
    const totals = deriveOrderTotals(order, [
      aPayment({ isApproved: true, orders: [line(3000), line(9999, 'orders/2')] }),
      aPayment({ isApproved: false, orders: [line(2000)] }),
    ])
    expect(totals).toEqual({
      amount: usd(10000),
      paidAmount: usd(3000),
      pendingAmount: usd(2000),
      revertedAmount: usd(0),
      approvedRevertedAmount: usd(0),
      toBePaidAmount: usd(5000),
      debtedAmount: usd(7000),
    })
  })

  it('keeps reverted and cancelled lines out of paid and pending', () => {
    const totals = deriveOrderTotals(order, [
      aPayment({ status: 'reverted', isApproved: true, isApprovedRefund: true, orders: [line(1000)] }),
      aPayment({ status: 'reverted', orders: [line(500)] }),
      aPayment({ status: 'cancelled', isApproved: true, orders: [line(4000)] }),
    ])
    expect(totals).toMatchObject({
      paidAmount: usd(0),
      pendingAmount: usd(0),
      revertedAmount: usd(1500),
      approvedRevertedAmount: usd(1000),
      toBePaidAmount: usd(10000),
      debtedAmount: usd(10000),
    })
  })

  it('never gives a negative to-be-paid or debt on an overpaid order', () => {
    const totals = deriveOrderTotals(order, [aPayment({ isApproved: true, orders: [line(12000)] })])
    expect(totals.toBePaidAmount).toEqual(usd(0))
    expect(totals.debtedAmount).toEqual(usd(0))
  })

  it('stores the figures on the order', () => {
    expect(withOrderTotals(order, []).toBePaidAmount).toEqual(usd(10000))
  })
})

describe('isActiveOrder and canApproveService', () => {
  it('reads active status of a non-archived order', () => {
    expect(isActiveOrder({ status: 'Active ', isArchive: false })).toBe(true)
    expect(isActiveOrder({ status: 'active', isArchive: true })).toBe(false)
    expect(isActiveOrder({ status: 'completed', isArchive: false })).toBe(false)
    expect(isActiveOrder({ status: '', isArchive: false })).toBe(false)
  })
  it('approves only approvable, unapproved services', () => {
    expect(canApproveService({ isTypeApprovable: true, isApproved: false })).toBe(true)
    expect(canApproveService({ isTypeApprovable: false, isApproved: false })).toBe(false)
    expect(canApproveService({ isTypeApprovable: true, isApproved: true })).toBe(false)
  })
})
