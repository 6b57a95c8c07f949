import { describe, expect, it } from 'vitest'
import { money, usd } from '../money'
import { aLine, aPayment } from '../payments/test-payments'
import { deriveInvoicePayments, invoiceAmount, remainingOnInvoice, uncoveredPayments } from './invoice-totals'
import { paymentLineBadge, PAYMENT_LINE_BADGES } from './payment-line-badges'

describe('deriveInvoicePayments', () => {
  const invoice = { name: 'invoices/7', amount: usd(10000) }
  const line = (cents: number, invoiceName = 'invoices/7') => aLine({ invoiceName, amount: usd(cents) })

  it('sums the lines naming the invoice by approval', () => {
    expect(
      deriveInvoicePayments(invoice, [
        aPayment({ isApproved: true, orders: [line(4000), line(100, 'invoices/8'), line(1000, '')] }),
        aPayment({ isApproved: false, orders: [line(2500)] }),
        aPayment({ status: 'reverted', isApproved: true, orders: [line(600)] }),
        aPayment({ status: 'cancelled', orders: [line(700)] }),
      ]),
    ).toEqual({ paidAmount: usd(4000), pendingAmount: usd(2500) })
  })

  it('gives zeros in the invoice currency when nothing names it', () => {
    const eur = { name: 'invoices/9', amount: money(5, 'currencies/eur', -2) }
    expect(deriveInvoicePayments(eur, [])).toEqual({
      paidAmount: money(0, 'currencies/eur', -2),
      pendingAmount: money(0, 'currencies/eur', -2),
    })
  })
})

describe('invoiceAmount', () => {
  it('sums item amounts', () => {
    expect(invoiceAmount([{ amount: usd(5) }, { amount: usd(7) }], usd(0))).toEqual(usd(12))
    expect(invoiceAmount([], usd(0))).toEqual(usd(0))
  })
})

describe('remainingOnInvoice', () => {
  const invoice = { amount: usd(10000), paidAmount: usd(4000), pendingAmount: usd(2500) }
  it('is amount − paid − pending + allocations', () => {
    expect(remainingOnInvoice(invoice)).toEqual(usd(3500))
    expect(remainingOnInvoice(invoice, [usd(2500)])).toEqual(usd(6000))
  })
  it('goes negative on an overpaid invoice', () => {
    expect(remainingOnInvoice({ ...invoice, paidAmount: usd(9000) })).toEqual(usd(-1500))
  })
})

describe('payment line badges', () => {
  it('follows the spec table', () => {
    expect(PAYMENT_LINE_BADGES).toEqual({
      pending: 'light-danger',
      paid: 'light-success',
      reverted: 'light-danger',
      cancelled: 'light-warning',
    })
    expect(paymentLineBadge(' Paid')).toBe('light-success')
    expect(paymentLineBadge('weird')).toBe('light-secondary')
  })
})

describe('uncoveredPayments', () => {
  const payment = (status: string, itemName: string, value: number, invoiceName = 'invoices/1') =>
    aPayment({ status, isApproved: true, orders: [aLine({ invoiceName, itemName, amount: usd(value) })] })

  it('names an order line billed below what live payments put on it, and an invoice below all of them', () => {
    const payments = [
      payment('', 'orders/1/items/1', 600),
      payment('', '', 300),
      payment('reverted', 'orders/1/items/2', 900),
    ]
    const items = [
      { itemName: 'orders/1/items/1', amount: usd(500) },
      { itemName: 'orders/1/items/2', amount: usd(100) },
    ]
    expect(uncoveredPayments('invoices/1', items, payments, usd(0))).toEqual([
      { itemName: 'orders/1/items/1', taken: usd(600), billed: usd(500) },
      { itemName: '', taken: usd(900), billed: usd(600) },
    ])
    const enough = [
      { itemName: 'orders/1/items/1', amount: usd(600) },
      { itemName: 'orders/1/items/2', amount: usd(300) },
    ]
    expect(uncoveredPayments('invoices/1', enough, payments, usd(0))).toEqual([])
    expect(uncoveredPayments('invoices/2', [], payments, usd(0))).toEqual([])
  })
})
