import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { NO_ACTIVITY } from '../../../domain/activity'
import type { InvoiceItem } from '../../../domain/invoices'
import { usd } from '../../../domain/money'
import { initTestI18n } from '../../i18n/test-i18n'
import type { InvoiceDocument } from './invoice-document'
import type * as JsPdfModule from 'jspdf'

/** Every text the PDF writes, in order (the page's text is glyph ids, so it is read where it is written). */
const written: string[] = []
vi.mock('jspdf', async (importOriginal) => {
  const original = await importOriginal<typeof JsPdfModule>()
  class RecordingPdf extends original.jsPDF {
    constructor(...args: ConstructorParameters<typeof original.jsPDF>) {
      super(...args)
      const text = this.text.bind(this)
      this.text = ((value: string | string[], ...rest: unknown[]) => {
        written.push(...[value].flat())
        return (text as (...all: unknown[]) => unknown)(value, ...rest)
      }) as typeof this.text
    }
  }
  return { ...original, jsPDF: RecordingPdf }
})

const { buildInvoicePdf } = await import('./invoice-pdf')

const line = (id: number, displayName: string, price: number): InvoiceItem => ({
  name: `invoices/7/items/${id}`,
  id,
  displayName,
  itemName: `orders/4/items/${id}`,
  orderName: 'orders/4',
  price: usd(price),
  quantity: { value: 1, unitName: 'units/pcs', exponent: 0 },
  amount: usd(price),
  comment: '',
})

/** A one-page invoice as the print page shows it: type, payee, three lines, a payment received. */
const document: InvoiceDocument = {
  invoice: {
    ...NO_ACTIVITY,
    name: 'invoices/7',
    id: 7,
    number: 'INV-2026-000007',
    displayName: 'Invoice INV-2026-000007',
    customerName: 'customers/C1001',
    customerDisplayNameActual: 'Anna Petrosyan',
    customerDetails: 'Anna Petrosyan\nanna.petrosyan@example.am\n+374 10 555 010',
    invoiceTypeName: 'invoiceTypes/standard',
    payeeName: 'invoicePayees/1',
    parameters: {},
    status: 'partially_paid',
    comment: 'Թանկ Анна: payment within 14 days.',
    date: new Date(Date.UTC(2026, 10, 1)),
    dueDate: new Date(Date.UTC(2026, 10, 15)),
    amount: usd(15_400_00),
    paidAmount: usd(5_000_00),
    pendingAmount: usd(0),
    items: [
      line(1, '2019 BMW X5 xDrive40i, VIN 5UXCR6C05K0000001', 12_500_00),
      line(2, 'Ocean freight Baltimore → Poti', 2_400_00),
      line(3, 'Доставка по Ереван / Երևան', 500_00),
    ],
  },
  type: {
    name: 'invoiceTypes/standard',
    code: 'standard',
    displayName: 'Standard invoice',
    documentHeaderComment: 'Cargo Export LLC, 100 Harbor Rd, Baltimore MD',
    logoUrl: '',
    isActive: true,
  },
  payee: {
    name: 'invoicePayees/1',
    id: 1,
    displayName: 'Cargo Export LLC',
    bankDisplayName: 'Bank of America',
    bankPayeeDisplayName: 'Cargo Export LLC',
    bankPayeeAddressDisplayName: '100 Harbor Rd, Baltimore MD',
    countryCode: 'countries/us',
    swift: 'BOFAUS3N',
    bankPayeeAccountDisplayName: '0001234567',
    additionalRequisites: '',
    bankRoutingNumber: '026009593',
    isActive: true,
  },
  received: [
    {
      name: 'payments/3',
      displayName: 'Payment #3',
      date: new Date(Date.UTC(2026, 10, 5)),
      amount: usd(5_000_00),
    },
  ],
}

describe('buildInvoicePdf', () => {
  beforeAll(async () => {
    await initTestI18n()
    // The font files as the app serves them from /fonts.
    vi.stubGlobal('fetch', async (url: string) => {
      const text = readFileSync(resolve(__dirname, '../../../../public', `.${url}`), 'utf8')
      return new Response(text, { status: 200 })
    })
  })
  afterEach(() => {
    written.length = 0
  })

  it('writes a one-page invoice well under 200 kB, the fonts embedded as subsets', async () => {
    const i18n = await initTestI18n()
    const pdf = await buildInvoicePdf(document, i18n.getFixedT('en', 'invoices'), 'en')
    const bytes = pdf.output('arraybuffer').byteLength
    expect(pdf.getNumberOfPages()).toBe(1)
    // Deterministic: the same document gives the same fonts' subsets; two whole fonts alone weigh 1.4 MB.
    expect(bytes).toBeLessThan(150_000)
  })

  it('shows what the print view shows: the invoice type beside the dates', async () => {
    const i18n = await initTestI18n()
    await buildInvoicePdf(document, i18n.getFixedT('en', 'invoices'), 'en')
    expect(written).toContain('Invoice type: Standard invoice')
    expect(written).toContain('Cargo Export LLC, 100 Harbor Rd, Baltimore MD')
  })
})
