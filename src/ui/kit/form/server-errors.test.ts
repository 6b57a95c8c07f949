import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../../domain/money'
import { REASONS } from '../../../domain/validation'
import { initTestI18n } from '../../../testing/i18n'
import { formPathOf, placeViolations, wordViolation } from './server-errors'

describe('server field violations on a form', () => {
  it('maps the server path to the form path', () => {
    expect(formPathOf('order.items.0.amount', 'order')).toBe('items.0.amount')
    expect(formPathOf('payment.orders.1.amount', 'payment')).toBe('orders.1.amount')
    expect(formPathOf('invoice_payee.bank_routing_number', 'invoicePayee')).toBe('bankRoutingNumber')
    expect(formPathOf('customer_name')).toBe('customerName')
  })
  it('puts violations on fields the form has, and the rest above it', () => {
    const placed = placeViolations(
      [
        { field: 'order.comment', description: 'too long' },
        { field: 'order.secret', description: 'bad' },
      ],
      (path) => path === 'comment',
      'order',
    )
    expect(placed).toEqual({
      onFields: [{ path: 'comment', message: 'too long' }],
      onLines: [],
      elsewhere: ['order.secret: bad'],
    })
  })
  it('names a line the form has by its line when the part refused has no field (an invoice line amount)', () => {
    const placed = placeViolations(
      [
        { field: 'invoice.items.1.amount', description: 'exceeds what remains' },
        { field: 'invoice.items.7.amount', description: 'no such line' },
      ],
      (path) => path === 'items.1.price',
      'invoice',
      undefined,
      (list, line) => list === 'items' && line <= 2,
    )
    expect(placed).toEqual({
      onFields: [],
      onLines: [{ list: 'items', line: 2, message: 'exceeds what remains' }],
      elsewhere: ['invoice.items.7.amount: no such line'],
    })
  })
})

describe("server refusals in the person's language (decision 0110)", () => {
  beforeAll(() => initTestI18n())
  const word = (violation: Parameters<typeof wordViolation>[0], language: string) =>
    wordViolation(violation, {
      t: i18next.getFixedT(language),
      i18n: i18next,
      money: (amount) => formatMoney(amount, language),
    })

  it('words every reason of the catalogue in English, Russian and Armenian', () => {
    for (const reason of Object.keys(REASONS)) {
      const [en, ru, am] = ['en', 'ru', 'am'].map((language) =>
        i18next.getResource(language, 'common', `serverReasons.${reason}`),
      )
      expect({ reason, en: typeof en }).toEqual({ reason, en: 'string' })
      expect({ reason, ru: typeof ru, am: typeof am }).toEqual({ reason, ru: 'string', am: 'string' })
      expect({ reason, ruSameAsEn: ru === en, amSameAsEn: am === en }).toEqual({
        reason,
        ruSameAsEn: false,
        amSameAsEn: false,
      })
    }
  })

  it("words a reason with its parameters, amounts in the language's format, records by their id", () => {
    const tooLong = {
      field: 'order.comment',
      description: 'must be at most 2000 characters',
      reason: 'TOO_LONG',
      params: { max: '2000' },
    }
    expect(word(tooLong, 'en')).toBe('Use at most 2000 characters.')
    expect(word(tooLong, 'ru')).toBe('Длина — не более 2000 симв.')
    expect(word(tooLong, 'am')).toBe('Առավելագույնը 2000 նիշ։')
    const owner = {
      field: 'order.items.0.item_name',
      description: 'vehicles/17 is already in orders/2001',
      reason: 'VEHICLE_IN_ORDER',
      params: { vehicle: 'vehicles/17', order: 'orders/2001' },
    }
    expect(word(owner, 'ru')).toBe('Это транспортное средство уже в заказе № 2001.')
    const limit = {
      field: 'payment.amount',
      description: 'the order lines together exceed the payment amount ($1,250.00)',
      reason: 'LINES_EXCEED_PAYMENT',
      params: { limit: '1250.00 currencies/usd' },
    }
    expect(word(limit, 'ru')).toBe(
      `Строки вместе превышают сумму платежа (${formatMoney({ value: 125000, exponent: -2, currencyName: 'currencies/usd' }, 'ru')}).`,
    )
  })

  it("falls back to the server's description for an unknown reason, none, or unreadable parameters", () => {
    expect(word({ field: 'x', description: 'is odd', reason: 'SOMETHING_NEW', params: {} }, 'ru')).toBe(
      'is odd',
    )
    expect(word({ field: 'x', description: 'is odd' }, 'ru')).toBe('is odd')
    expect(word({ field: 'x', description: 'too long', reason: 'TOO_LONG', params: {} }, 'ru')).toBe(
      'too long',
    )
  })
})
