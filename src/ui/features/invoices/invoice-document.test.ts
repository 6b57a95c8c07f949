import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Invoice, InvoicePayee } from '../../../domain/invoices'
import { usd } from '../../../domain/money'
import { aLine, aPayment } from '../../../domain/payments/test-payments'
import { initTestI18n } from '../../../testing/i18n'
import {
  bankDetails,
  invoiceTotals,
  lineLabels,
  paymentsReceived,
  quantityText,
  receivedPaymentLabel,
} from './invoice-document'

describe('invoice document parts', () => {
  beforeAll(() => initTestI18n())
  it('totals the balance due as amount − paid − pending', () => {
    const totals = invoiceTotals({
      amount: usd(100_00),
      paidAmount: usd(30_00),
      pendingAmount: usd(20_00),
    } as Invoice)
    expect(totals.map((row) => [row.key, row.value.value])).toEqual([
      ['amount', 100_00],
      ['paid', 30_00],
      ['pending', 20_00],
      ['balanceDue', 50_00],
    ])
  })
  it('lists only the filled bank details, the payee falling back to its display name', () => {
    const payee = {
      displayName: 'Cargo LLC',
      bankDisplayName: 'Bank of America',
      bankPayeeDisplayName: '',
      bankPayeeAddressDisplayName: '',
      bankPayeeAccountDisplayName: '123',
      swift: 'BOFAUS3N',
      bankRoutingNumber: '',
      additionalRequisites: ' ',
    } as InvoicePayee
    expect(bankDetails(payee)).toEqual([
      { key: 'bank', value: 'Bank of America' },
      { key: 'payee', value: 'Cargo LLC' },
      { key: 'account', value: '123' },
      { key: 'swift', value: 'BOFAUS3N' },
    ])
    expect(bankDetails(null)).toEqual([])
  })
  it('names a line by its order and item, an item with no name of its own in words, never as a code', () => {
    const unnamed = {
      orderName: 'orders/4',
      itemName: 'orders/4/services/2',
      displayName: 'orders/4/services/2',
    } as Invoice['items'][number]
    expect(lineLabels(unnamed, i18next.getFixedT('en'))).toEqual({ order: '#4', item: 'Service 2' })
    expect(lineLabels({ ...unnamed, displayName: '' }, i18next.getFixedT('ru')).item).toBe('Услуга 2')
    expect(
      lineLabels({ ...unnamed, itemName: 'orders/4/items/1', displayName: '' }, i18next.getFixedT('am')).item,
    ).toBe('Ապրանք 1')
    expect(lineLabels({ ...unnamed, displayName: 'Shipping' }, i18next.getFixedT('ru')).item).toBe('Shipping')
  })

  it("shows a line's quantity with its unit in the person's language", () => {
    const two = { value: 2, exponent: 0, unitName: 'units/pcs' }
    expect(quantityText(two, i18next.getFixedT('en'), 'en')).toBe('2 pcs')
    expect(quantityText(two, i18next.getFixedT('ru'), 'ru')).toBe('2 шт.')
    expect(quantityText(two, i18next.getFixedT('am'), 'am')).toBe('2 հատ')
    expect(quantityText({ ...two, unitName: 'units/crates' }, i18next.getFixedT('ru'), 'ru')).toBe('2 crates')
    expect(quantityText(null, i18next.getFixedT('ru'), 'ru')).toBe('1')
  })

  it("names a received payment that kept the server's default name in the person's language", () => {
    const ru = i18next.getFixedT('ru')
    expect(receivedPaymentLabel({ name: 'payments/42', displayName: 'Payment #42' }, ru)).toBe('Платёж №42')
    expect(receivedPaymentLabel({ name: 'payments/42', displayName: '' }, i18next.getFixedT('am'))).toBe(
      'Վճարում №42',
    )
    expect(receivedPaymentLabel({ name: 'payments/42', displayName: 'Deposit' }, ru)).toBe('Deposit')
  })

  it('lists the payments received on the invoice: approved ones that count, oldest first, their lines on it summed', () => {
    const on = (cents: number, invoiceName = 'invoices/7') => aLine({ invoiceName, amount: usd(cents) })
    const payments = [
      aPayment({
        name: 'payments/3',
        isApproved: true,
        date: new Date('2026-03-01'),
        orders: [on(100), on(50), on(9, 'invoices/8')],
      }),
      aPayment({ name: 'payments/2', isApproved: true, date: new Date('2026-02-01'), orders: [on(20)] }),
      aPayment({ name: 'payments/4', isApproved: false, orders: [on(70)] }),
      aPayment({ name: 'payments/5', isApproved: true, status: 'reverted', orders: [on(80)] }),
      aPayment({ name: 'payments/6', isApproved: true, orders: [on(5, 'invoices/8')] }),
    ]
    expect(paymentsReceived('invoices/7', payments).map((p) => [p.name, p.amount.value])).toEqual([
      ['payments/2', 20],
      ['payments/3', 150],
    ])
  })
})
