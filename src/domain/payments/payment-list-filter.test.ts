import { describe, expect, it } from 'vitest'
import { usd } from '../money'
import { matchesPaymentListFilter, totalPaymentAmount } from './payment-list-filter'
import { aLine, aPayment } from './test-payments'

const day = (d: number) => new Date(Date.UTC(2026, 0, d))

describe('matchesPaymentListFilter', () => {
  const payment = aPayment({
    date: day(10),
    amount: usd(5000),
    isApproved: true,
    status: 'New',
    createdBy: 'admin',
    comment: 'wire from bank',
    orders: [aLine({ orderName: 'orders/1' })],
  })

  it('passes with no filter', () => {
    expect(matchesPaymentListFilter(payment, {})).toBe(true)
  })

  it.each([
    [{ customerName: 'customers/C1001' }, true],
    [{ customerName: 'customers/C2' }, false],
    [{ orderName: 'orders/1' }, true],
    [{ orderName: 'orders/2' }, false],
    [{ status: 'new' }, true],
    [{ status: 'reverted' }, false],
    [{ paymentTypeName: 'paymentTypes/cash' }, true],
    [{ paymentTypeName: 'paymentTypes/wire' }, false],
    [{ createdBy: 'admin' }, true],
    [{ createdBy: 'other' }, false],
    [{ dateFrom: day(10), dateTo: day(10) }, true],
    [{ dateFrom: day(11) }, false],
    [{ dateTo: day(9) }, false],
    [{ amount: usd(5000) }, true],
    [{ amount: usd(5001) }, false],
    [{ approvedOnly: true, unapprovedOnly: true }, true],
    [{ unapprovedOnly: true }, false],
    [{ search: 'BANK' }, true],
    [{ search: 'cash' }, false],
  ])('%j -> %s', (filter, expected) => {
    expect(matchesPaymentListFilter(payment, filter)).toBe(expected)
  })

  it('fails a date filter when the payment has no date', () => {
    expect(matchesPaymentListFilter(aPayment({ date: null }), { dateFrom: day(1) })).toBe(false)
  })
})

describe('totalPaymentAmount', () => {
  it('sums amounts, skipping absent ones', () => {
    expect(
      totalPaymentAmount([
        aPayment({ amount: usd(5) }),
        aPayment({ amount: undefined }),
        aPayment({ amount: usd(7) }),
      ]),
    ).toEqual(usd(12))
    expect(totalPaymentAmount([])).toEqual(usd(0))
  })
})
