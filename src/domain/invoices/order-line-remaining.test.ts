import { describe, expect, it } from 'vitest'
import { CurrencyMismatchError, money, usd } from '../money'
import {
  allocationsInInvoices,
  allocationsOnOtherLines,
  paidOutsideInvoices,
  remainingOnOrderLine,
  takenOnOrderLine,
} from './order-line-remaining'

const item = 'orders/1/items/3'
const invoice = (name: string, lines: [string, number][]) => ({
  name,
  items: lines.map(([itemName, cents]) => ({ itemName, amount: usd(cents) })),
})

describe('remainingOnOrderLine', () => {
  it('is total − allocated in invoices − allocated on other lines', () => {
    expect(remainingOnOrderLine(usd(10000), [usd(3000), usd(1000)], [usd(2000)])).toEqual(usd(4000))
    expect(remainingOnOrderLine(usd(10000), [], [])).toEqual(usd(10000))
    expect(remainingOnOrderLine(usd(100), [usd(150)], [])).toEqual(usd(-50))
  })
  it('refuses another currency', () => {
    expect(() => remainingOnOrderLine(usd(1), [money(1, 'currencies/eur', -2)], [])).toThrow(
      CurrencyMismatchError,
    )
  })
})

describe('allocationsInInvoices', () => {
  const invoices = [
    invoice('invoices/1', [
      [item, 3000],
      ['orders/1/services/1', 500],
    ]),
    invoice('invoices/2', [[item, 1000]]),
    invoice('invoices/3', [[item, 7777]]),
  ]
  it('collects the line in saved invoices except the current one', () => {
    expect(allocationsInInvoices(item, invoices, 'invoices/3')).toEqual([usd(3000), usd(1000)])
    expect(allocationsInInvoices(item, invoices)).toEqual([usd(3000), usd(1000), usd(7777)])
    expect(allocationsInInvoices('orders/9/items/1', invoices)).toEqual([])
  })
})

describe('allocationsOnOtherLines', () => {
  it('collects the other lines of the form pointing at the same order line', () => {
    const lines = [
      { itemName: item, amount: usd(100) },
      { itemName: item, amount: usd(200) },
      { itemName: 'x', amount: usd(300) },
    ]
    expect(allocationsOnOtherLines(item, lines, 0)).toEqual([usd(200)])
    expect(allocationsOnOtherLines(item, lines, 2)).toEqual([usd(100), usd(200)])
    expect(allocationsOnOtherLines(item, [], 0)).toEqual([])
  })
})

describe('takenOnOrderLine (decision 0090: an invoice bills only what is neither invoiced nor paid)', () => {
  const line = (itemName: string, cents: number, invoiceName = '') => ({
    itemName,
    invoiceName,
    amount: usd(cents),
  })
  const payments = [
    { status: 'received', isApproved: true, orders: [line(item, 2000), line(item, 500, 'invoices/1')] },
    { status: 'received', isApproved: false, orders: [line(item, 700), line('orders/1/services/1', 300)] },
    { status: 'reverted', isApproved: true, orders: [line(item, 9999)] },
    { status: 'cancelled', isApproved: false, orders: [line(item, 8888)] },
  ]
  it('counts live payment lines on the line that name no invoice, paid or pending', () => {
    expect(paidOutsideInvoices(item, payments)).toEqual([usd(2000), usd(700)])
  })
  it('adds them to what other invoices bill, so the remaining to bill leaves them out', () => {
    const invoices = [invoice('invoices/1', [[item, 500]]), invoice('invoices/2', [[item, 100]])]
    const taken = takenOnOrderLine(item, invoices, payments, 'invoices/2')
    expect(taken).toEqual([usd(500), usd(2000), usd(700)])
    expect(remainingOnOrderLine(usd(10000), taken, [])).toEqual(usd(6800))
  })
})
