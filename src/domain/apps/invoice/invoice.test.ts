import { describe, expect, it } from 'vitest'
import {
  addDays,
  applyPayment,
  dayToDate,
  draftOf,
  initials,
  invoiceTotals,
  lineAmount,
  newInvoice,
  nextInvoiceId,
  pageInRange,
  paidAmount,
  parsePercent,
  parseQuantity,
  paymentProblem,
  queryInvoices,
  reviseInvoice,
  statusAfterSending,
  type Invoice,
  type InvoiceDraft,
  type InvoiceListQuery,
} from './invoice'

const client = (name: string, company = `${name} Ltd`) => ({
  name,
  company,
  companyEmail: `${name.toLowerCase().replace(/\s/g, '.')}@example.com`,
  country: 'Armenia',
  contact: '(374) 10 00 00',
  address: '1 Main Street',
})
const invoice = (id: number, over: Partial<Invoice> = {}): Invoice => ({
  id,
  issuedDate: '2024-03-05',
  dueDate: '2024-04-05',
  client: client('Lena Petrosyan', 'Ararat Orchards'),
  service: 'Storage',
  total: 100_00,
  balance: 100_00,
  avatar: '',
  invoiceStatus: 'Sent',
  lines: [{ item: 'Storage', description: '', cost: 100_00, qty: 1 }],
  discountPercent: 0,
  taxPercent: 0,
  note: '',
  payments: [],
  ...over,
})
const draft = (over: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  issuedDate: '2024-05-01',
  dueDate: '2024-05-31',
  client: client('Oliver Brandt'),
  lines: [
    { item: 'Ocean Freight', description: '40ft', cost: 1_250_00, qty: 2 },
    { item: 'Storage', description: '', cost: 19_99, qty: 3 },
  ],
  discountPercent: 0,
  taxPercent: 0,
  note: 'Thanks',
  ...over,
})
const query = (over: Partial<InvoiceListQuery> = {}): InvoiceListQuery => ({
  q: '',
  sort: 'desc',
  sortColumn: 'id',
  page: 1,
  perPage: 10,
  ...over,
})

describe('invoice totals', () => {
  it('prices a line as cost × qty, rounded to the cent', () => {
    expect(lineAmount({ cost: 19_99, qty: 3 })).toBe(59_97)
    expect(lineAmount({ cost: 10_01, qty: 0.5 })).toBe(5_01)
    expect(lineAmount({ cost: 3_33, qty: 1.333 })).toBe(4_44)
  })

  it('sums the lines, takes the discount off the subtotal and the tax on what is left', () => {
    expect(invoiceTotals(draft())).toEqual({ subtotal: 2_559_97, discount: 0, tax: 0, total: 2_559_97 })
    // 10% of 2559.97 = 256.00 (255.997); tax 20% of 2303.97 = 460.79 (460.794)
    expect(invoiceTotals(draft({ discountPercent: 10, taxPercent: 20 }))).toEqual({
      subtotal: 2_559_97,
      discount: 256_00,
      tax: 460_79,
      total: 2_764_76,
    })
    expect(invoiceTotals({ lines: [], discountPercent: 5, taxPercent: 5 })).toEqual({
      subtotal: 0,
      discount: 0,
      tax: 0,
      total: 0,
    })
  })

  it('clamps percentages to 0–100', () => {
    expect(invoiceTotals(draft({ discountPercent: 150 })).total).toBe(0)
    expect(invoiceTotals(draft({ taxPercent: -5 })).total).toBe(2_559_97)
    expect(invoiceTotals(draft({ taxPercent: Number.NaN })).total).toBe(2_559_97)
  })
})

describe('invoice life', () => {
  it('starts a new invoice as a Draft with the whole total due and the first item as its service', () => {
    const made = newInvoice(5041, draft({ taxPercent: 10 }))
    expect(made).toMatchObject({
      id: 5041,
      service: 'Ocean Freight',
      total: 2_815_97,
      balance: 2_815_97,
      invoiceStatus: 'Draft',
      payments: [],
      avatar: '',
      note: 'Thanks',
    })
  })

  it('keeps what was paid when an edit changes the total', () => {
    const partly = invoice(7, { total: 100_00, balance: 40_00, invoiceStatus: 'Partial Payment' })
    expect(paidAmount(partly)).toBe(60_00)
    const bigger = reviseInvoice(partly, draft())
    expect(bigger).toMatchObject({ total: 2_559_97, balance: 2_499_97, invoiceStatus: 'Partial Payment' })
    const smaller = reviseInvoice(
      partly,
      draft({ lines: [{ item: 'X', description: '', cost: 50_00, qty: 1 }] }),
    )
    expect(smaller).toMatchObject({ total: 50_00, balance: 0, invoiceStatus: 'Paid', service: 'X' })
    // Nothing paid: the status stays.
    expect(reviseInvoice(invoice(8, { invoiceStatus: 'Past Due' }), draft()).invoiceStatus).toBe('Past Due')
  })

  it('keeps the avatar only for the same client', () => {
    const withPicture = invoice(9, { avatar: 'data:image/svg+xml,x' })
    expect(reviseInvoice(withPicture, draft({ client: withPicture.client })).avatar).toBe(
      'data:image/svg+xml,x',
    )
    expect(reviseInvoice(withPicture, draft()).avatar).toBe('')
  })

  it('takes a payment up to the balance: Partial Payment, then Paid', () => {
    const start = invoice(10, { total: 100_00, balance: 100_00 })
    expect(paymentProblem(start, 0)).toBe('positive')
    expect(paymentProblem(start, 100_01)).toBe('overBalance')
    expect(paymentProblem(start, 100_00)).toBeNull()
    const half = applyPayment(start, { amount: 40_00, date: '2024-03-10', method: 'cash', note: '' })
    expect(half).toMatchObject({ balance: 60_00, invoiceStatus: 'Partial Payment' })
    expect(half.payments).toHaveLength(1)
    const paid = applyPayment(half, { amount: 60_00, date: '2024-03-11', method: 'paypal', note: 'rest' })
    expect(paid).toMatchObject({ balance: 0, invoiceStatus: 'Paid' })
    expect(paid.payments.map((p) => p.amount)).toEqual([40_00, 60_00])
    expect(() => applyPayment(paid, { amount: 1, date: '2024-03-12', method: 'cash', note: '' })).toThrow(
      RangeError,
    )
  })

  it('sends a Draft or Downloaded invoice; other statuses stay', () => {
    expect(statusAfterSending('Draft')).toBe('Sent')
    expect(statusAfterSending('Downloaded')).toBe('Sent')
    expect(statusAfterSending('Paid')).toBe('Paid')
    expect(statusAfterSending('Past Due')).toBe('Past Due')
  })

  it('copies an invoice into a draft and numbers new invoices after the last id', () => {
    const source = invoice(11, { payments: [{ amount: 1, date: '2024-01-01', method: 'cash', note: '' }] })
    const copy = draftOf(source)
    expect(copy.lines).toEqual(source.lines)
    expect(copy.lines[0]).not.toBe(source.lines[0])
    expect(nextInvoiceId([5001, 5040, 5007])).toBe(5041)
    expect(nextInvoiceId([])).toBe(5001)
  })
})

describe('the invoice list', () => {
  const rows = [
    invoice(5001, {
      client: client('Marta Kowalczyk', 'Vistula Timber Co.'),
      invoiceStatus: 'Paid',
      total: 500_00,
      balance: 0,
    }),
    invoice(5002, {
      client: client('Oliver Brandt'),
      invoiceStatus: 'Draft',
      total: 120_00,
      balance: 120_00,
    }),
    invoice(5003, {
      client: client('Lena Petrosyan', 'Ararat Orchards'),
      invoiceStatus: 'Past Due',
      total: 9_800_00,
      balance: 9_800_00,
    }),
    invoice(5004, {
      client: client('Jamal Carter'),
      invoiceStatus: 'Partial Payment',
      total: 300_00,
      balance: 150_00,
    }),
  ]
  const ids = (page: { items: Invoice[] }) => page.items.map((i) => i.id)

  it('lists newest first by default and filters by status in any case', () => {
    expect(ids(queryInvoices(rows, query()))).toEqual([5004, 5003, 5002, 5001])
    expect(ids(queryInvoices(rows, query({ status: 'Past Due' })))).toEqual([5003])
  })

  it('searches client, company, status, amounts in dollars and id', () => {
    expect(ids(queryInvoices(rows, query({ q: 'ararat' })))).toEqual([5003])
    expect(ids(queryInvoices(rows, query({ q: '9800' })))).toEqual([5003])
    expect(ids(queryInvoices(rows, query({ q: 'partial' })))).toEqual([5004])
    expect(ids(queryInvoices(rows, query({ q: '5002' })))).toEqual([5002])
    expect(queryInvoices(rows, query({ q: 'nobody' })).totalRows).toBe(0)
  })

  it('sorts by the column asked, in the direction asked; an unknown column sorts by id', () => {
    expect(ids(queryInvoices(rows, query({ sortColumn: 'total', sort: 'asc' })))).toEqual([
      5002, 5004, 5001, 5003,
    ])
    expect(ids(queryInvoices(rows, query({ sortColumn: 'total', sort: 'desc' })))).toEqual([
      5003, 5001, 5004, 5002,
    ])
    expect(ids(queryInvoices(rows, query({ sortColumn: 'client', sort: 'asc' })))).toEqual([
      5004, 5003, 5001, 5002,
    ])
    expect(ids(queryInvoices(rows, query({ sortColumn: 'balance', sort: 'asc' })))).toEqual([
      5001, 5002, 5004, 5003,
    ])
    expect(ids(queryInvoices(rows, query({ sortColumn: 'nonsense', sort: 'asc' })))).toEqual([
      5001, 5002, 5003, 5004,
    ])
  })

  it('keeps the last, shorter page: 4 rows at 3 a page are 2 pages', () => {
    const second = queryInvoices(rows, query({ perPage: 3, page: 2 }))
    expect(second).toMatchObject({ totalRows: 4, totalPages: 2 })
    expect(ids(second)).toEqual([5001])
    expect(pageInRange(3, 2)).toBe(2)
    expect(pageInRange(2, 2)).toBe(2)
    expect(pageInRange(1, 0)).toBe(1)
  })
})

describe('days and typed numbers', () => {
  it('reads days and adds days across months', () => {
    expect(dayToDate('2024-02-30')?.getDate()).toBe(1)
    expect(dayToDate('24-2-1')).toBeNull()
    expect(addDays('2024-01-31', 30)).toBe('2024-03-01')
    expect(addDays('2024-12-15', 30)).toBe('2025-01-14')
  })

  it('reads quantities and percentages', () => {
    expect(parseQuantity('2')).toBe(2)
    expect(parseQuantity('1,5')).toBe(1.5)
    expect(parseQuantity('0')).toBeNull()
    expect(parseQuantity('1.2345')).toBeNull()
    expect(parseQuantity('abc')).toBeNull()
    expect(parsePercent('')).toBe(0)
    expect(parsePercent('12,5')).toBe(12.5)
    expect(parsePercent('101')).toBeNull()
    expect(parsePercent('-1')).toBeNull()
  })

  it('makes initials', () => {
    expect(initials('Marta Kowalczyk')).toBe('MK')
    expect(initials('  sofia  ')).toBe('S')
  })
})

describe('status keys', () => {
  it('turns a status into a translation key', async () => {
    const { statusKey } = await import('./invoice')
    expect(statusKey('Partial Payment')).toBe('partialPayment')
    expect(statusKey('Past Due')).toBe('pastDue')
    expect(statusKey('Paid')).toBe('paid')
  })
})
