import { describe, expect, it } from 'vitest'
import { CurrencyMismatchError, money, usd } from '../money'
import { sumAllocations } from './allocation-totals'
import { paymentLineStatus } from './payment-line-status'
import { remainingToPay } from './remaining-to-pay'
import { aLine, aPayment } from './test-payments'

describe('paymentLineStatus', () => {
  it.each([
    ['', true, 'paid'],
    ['', false, 'pending'],
    ['Reverted', true, 'reverted'],
    [' cancelled ', false, 'cancelled'],
    ['canceled', true, 'cancelled'],
    ['new', true, 'paid'],
  ] as const)('status %j approved %s reads %s', (status, isApproved, expected) => {
    expect(paymentLineStatus({ status, isApproved })).toBe(expected)
  })
})

describe('sumAllocations', () => {
  const forOrder1 = (line: { orderName: string }) => line.orderName === 'orders/1'
  it('splits the lines of one order by status', () => {
    const payments = [
      aPayment({
        isApproved: true,
        orders: [aLine({ amount: usd(100) }), aLine({ orderName: 'orders/2', amount: usd(999) })],
      }),
      aPayment({ isApproved: false, orders: [aLine({ amount: usd(30) })] }),
      aPayment({ status: 'reverted', isApprovedRefund: true, orders: [aLine({ amount: usd(20) })] }),
      aPayment({ status: 'reverted', orders: [aLine({ amount: usd(5) })] }),
      aPayment({ status: 'cancelled', isApproved: true, orders: [aLine({ amount: usd(7) })] }),
    ]
    expect(sumAllocations(payments, forOrder1, usd(0))).toEqual({
      paid: usd(100),
      pending: usd(30),
      reverted: usd(25),
      approvedReverted: usd(20),
      cancelled: usd(7),
    })
  })
  it('gives zeros for no payments and throws on another currency', () => {
    expect(sumAllocations([], forOrder1, usd(0)).paid).toEqual(usd(0))
    const eur = aPayment({ orders: [aLine({ amount: money(1, 'currencies/eur', -2) })] })
    expect(() => sumAllocations([eur], forOrder1, usd(0))).toThrow(CurrencyMismatchError)
  })
})

describe('remainingToPay', () => {
  it('is amount − paid − pending + allocations', () => {
    const target = { amount: usd(1000), paidAmount: usd(300), pendingAmount: usd(200) }
    expect(remainingToPay(target)).toEqual(usd(500))
    expect(remainingToPay(target, [usd(150), usd(50)])).toEqual(usd(700))
    expect(remainingToPay({ amount: usd(100), paidAmount: usd(150), pendingAmount: usd(0) })).toEqual(
      usd(-50),
    )
  })
})
