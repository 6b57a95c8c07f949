import { describe, expect, it } from 'vitest'
import type { Invoice } from '../../../domain/invoices'
import { usd } from '../../../domain/money'
import type { Order } from '../../../domain/orders'
import {
  customerSnapshot,
  formAmount,
  INVOICE_MESSAGES,
  invoiceFormValues,
  invoiceFromValues,
  invoiceSchema,
  lineAmount,
  lineLimitsOf,
  newInvoiceLine,
  openLinesOf,
  orderLineLabel,
  parseQuantity,
  remainingOnLines,
  emptyInvoiceValues,
} from './invoice-form-values'

const order = {
  name: 'orders/4',
  id: 4,
  items: [{ name: 'orders/4/items/1', displayName: 'BMW X5', amount: usd(1000_00) }],
  services: [{ name: 'orders/4/services/1', displayName: 'Shipping', amount: usd(200_00) }],
  discounts: [{ name: 'orders/4/discounts/1', displayName: 'Loyalty', amount: usd(50_00) }],
} as unknown as Order

const invoice = (name: string, lines: [string, number][]): Invoice =>
  ({
    name,
    items: lines.map(([itemName, cents], index) => ({
      name: `${name}/items/${index + 1}`,
      itemName,
      orderName: 'orders/4',
      price: usd(cents),
      quantity: { value: 1, unitName: 'units/pcs', exponent: 0 },
      amount: usd(cents),
      comment: '',
    })),
  }) as unknown as Invoice

describe('line amounts', () => {
  it('is price × whole quantity', () => {
    expect(lineAmount({ price: '12.50', quantity: '3' })).toEqual(usd(37_50))
    expect(lineAmount({ price: '12.50', quantity: 'x' })).toEqual(usd(12_50))
    expect(
      formAmount([newInvoiceLine({ price: '10' }), newInvoiceLine({ price: '5', quantity: '2' })]),
    ).toEqual(usd(20_00))
  })
  it('reads only whole quantities above zero', () => {
    expect(parseQuantity(' 2 ')).toBe(2)
    expect(parseQuantity('0')).toBeNull()
    expect(parseQuantity('1.5')).toBeNull()
    expect(parseQuantity('')).toBeNull()
  })
})

describe('remainingOnLines', () => {
  const orders = new Map([['orders/4', order]])
  const saved = [
    invoice('invoices/1', [['orders/4/items/1', 300_00]]),
    invoice('invoices/2', [['orders/4/items/1', 100_00]]),
  ]
  const byOrder = new Map([['orders/4', saved]])

  it('is total − other saved invoices − other lines of the form', () => {
    const lines = [
      newInvoiceLine({ orderName: 'orders/4', itemName: 'orders/4/items/1', price: '50' }),
      newInvoiceLine({ orderName: 'orders/4', itemName: 'orders/4/items/1', price: '20', quantity: '2' }),
      newInvoiceLine({ orderName: 'orders/4', itemName: 'orders/4/services/1', price: '1' }),
    ]
    expect(remainingOnLines(lines, orders, byOrder)).toEqual([usd(560_00), usd(550_00), usd(200_00)])
  })
  it('leaves out the invoice being edited', () => {
    const lines = [newInvoiceLine({ orderName: 'orders/4', itemName: 'orders/4/items/1', price: '50' })]
    expect(remainingOnLines(lines, orders, byOrder, 'invoices/2')).toEqual([usd(700_00)])
  })
  it('is unknown until the order, its line and its invoices are known', () => {
    const lines = [
      newInvoiceLine({ orderName: 'orders/4', itemName: '' }),
      newInvoiceLine({ orderName: 'orders/9', itemName: 'orders/9/items/1' }),
    ]
    expect(remainingOnLines(lines, orders, byOrder)).toEqual([undefined, undefined])
    expect(
      remainingOnLines(
        [newInvoiceLine({ orderName: 'orders/4', itemName: 'orders/4/items/1' })],
        orders,
        new Map(),
      ),
    ).toEqual([undefined])
  })
})

describe('openLinesOf', () => {
  it('gives a line for each item and service with something left, priced at what remains', () => {
    const lines = openLinesOf(order, [
      invoice('invoices/1', [
        ['orders/4/services/1', 200_00],
        ['orders/4/items/1', 400_00],
      ]),
    ])
    expect(lines.map((line) => [line.itemName, line.price, line.quantity])).toEqual([
      ['orders/4/items/1', '600.00', '1'],
    ])
  })
})

describe('invoiceSchema', () => {
  const values = (price: string) => ({
    ...emptyInvoiceValues(new Date(2026, 10, 15), 'customers/C1001'),
    invoiceTypeName: 'invoiceTypes/standard',
    payeeName: 'invoicePayees/1',
    items: [newInvoiceLine({ orderName: 'orders/4', itemName: 'orders/4/items/1', price })],
  })
  const schema = invoiceSchema(() => [{ total: usd(1000_00), remaining: usd(100_00) }])

  it('refuses a line above what remains, on its price', () => {
    const result = schema.safeParse(values('100.01'))
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['items', 0, 'price'], message: INVOICE_MESSAGES.exceedsRemaining }),
    ])
  })
  it('accepts exactly what remains', () => {
    expect(schema.safeParse(values('100')).success).toBe(true)
  })
  it('accepts a partial discount and refuses an over-discount or a positive discount (one sign rule)', () => {
    const discount = (price: string) => ({
      ...values(price),
      items: [newInvoiceLine({ orderName: 'orders/4', itemName: 'orders/4/discounts/1', price })],
    })
    const limits = lineLimitsOf(
      discount('-20').items,
      new Map([['orders/4', order]]),
      new Map([['orders/4', []]]),
    )
    expect(limits).toEqual([{ total: usd(-50_00), remaining: usd(-50_00) }])
    const discountSchema = invoiceSchema((v) =>
      lineLimitsOf(v.items, new Map([['orders/4', order]]), new Map([['orders/4', []]])),
    )
    // Billed beside an item: an invoice of the discount alone would total below zero (decision 0030).
    const withItem = (price: string) => {
      const form = discount(price)
      return {
        ...form,
        items: [
          newInvoiceLine({ orderName: 'orders/4', itemName: 'orders/4/items/1', price: '100' }),
          ...form.items,
        ],
      }
    }
    expect(discountSchema.safeParse(withItem('-20')).success).toBe(true)
    expect(discountSchema.safeParse(withItem('-50')).success).toBe(true)
    expect(discountSchema.safeParse(withItem('-50.01')).error?.issues).toEqual([
      expect.objectContaining({ path: ['items', 1, 'price'], message: INVOICE_MESSAGES.exceedsRemaining }),
    ])
    expect(discountSchema.safeParse(withItem('10')).error?.issues).toEqual([
      expect.objectContaining({ path: ['items', 1, 'price'], message: INVOICE_MESSAGES.wrongSign }),
    ])
  })
  it('needs a line, a whole quantity and a due date not before the date', () => {
    const bad = { ...values('1'), dueDate: '2026-11-01', items: [] }
    const messages = invoiceSchema(() => [])
      .safeParse(bad)
      .error?.issues.map((issue) => issue.message)
    expect(messages).toEqual(
      expect.arrayContaining([INVOICE_MESSAGES.atLeastOneLine, INVOICE_MESSAGES.dueBeforeDate]),
    )
    const quantity = {
      ...values('1'),
      items: [newInvoiceLine({ orderName: 'o', itemName: 'i', price: '1', quantity: '0' })],
    }
    expect(invoiceSchema(() => []).safeParse(quantity).error?.issues[0]?.message).toBe(
      INVOICE_MESSAGES.quantity,
    )
  })
})

describe('mapping', () => {
  it('round-trips a saved invoice, keeping number, status and line names', () => {
    const saved = {
      ...invoice('invoices/7', [['orders/4/items/1', 250_00]]),
      number: 'INV-2026-000007',
      status: 'issued',
      customerName: 'customers/C1001',
      customerDisplayNameActual: 'Ann',
      customerDetails: 'Ann\nAM',
      invoiceTypeName: 'invoiceTypes/standard',
      payeeName: 'invoicePayees/1',
      parameters: { port: 'Poti' },
      comment: '',
      date: new Date(2026, 10, 1, 9, 30),
      dueDate: new Date(2026, 10, 15),
      amount: usd(250_00),
      paidAmount: usd(100_00),
      pendingAmount: usd(0),
    } as Invoice
    const form = invoiceFormValues(saved)
    expect(form.items[0]).toMatchObject({ price: '250.00', quantity: '1', name: 'invoices/7/items/1' })
    const sent = invoiceFromValues({ ...form, items: [{ ...form.items[0]!, quantity: '2' }] }, saved)
    expect(sent).toMatchObject({
      name: 'invoices/7',
      number: 'INV-2026-000007',
      status: 'issued',
      amount: usd(500_00),
    })
    expect(sent.date).toBe(saved.date)
    expect(sent.items[0]).toMatchObject({
      name: 'invoices/7/items/1',
      amount: usd(500_00),
      quantity: { value: 2 },
    })
  })
  it('snapshots a customer as name, country, e-mail and phone', () => {
    expect(
      customerSnapshot(
        { displayName: 'Ann Lee', countryName: 'countries/am', email: 'a@x.am', phone: '' },
        'Armenia',
      ),
    ).toEqual({ customerDisplayNameActual: 'Ann Lee', customerDetails: 'Ann Lee\nArmenia\na@x.am' })
  })
})

describe('line names', () => {
  it('names a new line as its order line reads, and keeps a saved line its name', () => {
    const orders = new Map([[order.name, order]])
    const label = (orderName: string, itemName: string) => orderLineLabel(orders, orderName, itemName)
    const values = {
      ...emptyInvoiceValues(new Date('2026-11-23'), 'customers/C1001'),
      items: [
        newInvoiceLine({ orderName: 'orders/4', itemName: 'orders/4/items/1', price: '10' }),
        newInvoiceLine({ orderName: 'orders/4', itemName: 'orders/4/services/1', price: '5' }),
        newInvoiceLine({ orderName: 'orders/9', itemName: 'orders/9/items/1', price: '5' }),
      ],
    }
    expect(invoiceFromValues(values, undefined, label).items.map((item) => item.displayName)).toEqual([
      'BMW X5',
      'Shipping',
      '',
    ])
  })
})
