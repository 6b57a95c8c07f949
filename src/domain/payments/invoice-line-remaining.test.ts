import { describe, expect, it } from 'vitest'
import { usd } from '../money'
import { remainingOnInvoiceLines, type PayableInvoice } from './invoice-line-remaining'
import { aLine, aPayment } from './test-payments'

// An invoice billing a $700 item and a $300 service, with a $100 discount: $900 in all.
const invoice: PayableInvoice = {
  name: 'invoices/1',
  amount: usd(900_00),
  items: [
    { itemName: 'orders/1/items/1', amount: usd(700_00) },
    { itemName: 'orders/1/services/2', amount: usd(300_00) },
    { itemName: 'orders/1/discounts/3', amount: usd(-100_00) },
  ],
}
const invoices = new Map([[invoice.name, invoice]])
const onItem = (amount: number, more = {}) =>
  aLine({ invoiceName: 'invoices/1', itemName: 'orders/1/items/1', amount: usd(amount), ...more })

describe('remainingOnInvoiceLines', () => {
  it('gives a line on the invoice what other live payments leave of the invoice line and the invoice', () => {
    const paid = aPayment({ name: 'payments/2', isApproved: true, orders: [onItem(200_00)] })
    const pending = aPayment({ name: 'payments/3', orders: [onItem(100_00)] })
    const reverted = aPayment({
      name: 'payments/4',
      status: 'reverted',
      isApproved: true,
      orders: [onItem(400_00)],
    })
    const cancelled = aPayment({ name: 'payments/5', status: 'cancelled', orders: [onItem(400_00)] })
    const lines = [onItem(10_00, { localId: 'a' })]
    const remaining = remainingOnInvoiceLines(lines, invoices, [paid, pending, reverted, cancelled])
    expect(remaining.get('a')).toEqual(usd(400_00))
  })

  it('takes the smaller of the invoice line and the invoice (a discount lowers the invoice)', () => {
    const service = aPayment({
      name: 'payments/2',
      isApproved: true,
      orders: [aLine({ invoiceName: 'invoices/1', itemName: 'orders/1/services/2', amount: usd(300_00) })],
    })
    expect(remainingOnInvoiceLines([onItem(0, { localId: 'a' })], invoices, [service]).get('a')).toEqual(
      usd(600_00),
    )
  })

  it('gives a line without an order line what remains on the whole invoice', () => {
    const whole = aLine({ localId: 'a', invoiceName: 'invoices/1', amount: usd(1) })
    const other = aPayment({ name: 'payments/2', orders: [onItem(250_00)] })
    expect(remainingOnInvoiceLines([whole], invoices, [other]).get('a')).toEqual(usd(650_00))
  })

  it('gives back the payment being saved and lets earlier lines of it use the invoice up first', () => {
    const self = aPayment({ name: 'payments/9', isApproved: true, orders: [onItem(700_00)] })
    const lines = [onItem(500_00, { localId: 'a' }), onItem(300_00, { localId: 'b' })]
    const remaining = remainingOnInvoiceLines(lines, invoices, [self], 'payments/9')
    expect(remaining.get('a')).toEqual(usd(700_00))
    expect(remaining.get('b')).toEqual(usd(200_00))
  })

  it('has no entry for a line without an invoice or with an unknown one', () => {
    const lines = [aLine({ localId: 'a' }), aLine({ localId: 'b', invoiceName: 'invoices/404' })]
    expect(remainingOnInvoiceLines(lines, invoices, []).size).toBe(0)
  })
})
