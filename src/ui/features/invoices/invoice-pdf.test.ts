import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { deflateSync } from 'node:zlib'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { NO_ACTIVITY } from '../../../domain/activity'
import type { InvoiceItem } from '../../../domain/invoices'
import { usd } from '../../../domain/money'
import { initTestI18n } from '../../../testing/i18n'
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

/**
 * The seed's logo as the browser redraws it for the PDF (240 × 64 at 4×, RGBA): a flat colour with transparent
 * corners, made here as a PNG because jsdom has no canvas.
 */
function logoPng(width = 960, height = 256): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8 bits, RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const corner = (x < 32 || x >= width - 32) && (y < 32 || y >= height - 32)
      rows.set([0x73, 0x67, 0xf0, corner ? 0 : 255], y * (width * 4 + 1) + 1 + x * 4)
    }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ])
  return `data:image/png;base64,${png.toString('base64')}`
}
vi.mock('./pdf-logo', () => ({ loadLogo: async () => ({ data: logoPng(), width: 240, height: 64 }) }))

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

/** A one-page invoice as the print page shows it: type and logo, payee, three lines, a payment received. */
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
    logoUrl: '/documents/1/standard-logo.svg',
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

  it('writes a one-page invoice with its logo well under 200 kB (it was 1.28 MB): font subsets and logo deflated', async () => {
    const i18n = await initTestI18n()
    const pdf = await buildInvoicePdf(document, i18n.getFixedT('en', 'invoices'), 'en')
    const bytes = pdf.output('arraybuffer').byteLength
    expect(pdf.getNumberOfPages()).toBe(1)
    // Deterministic (the same document, fonts and logo give the same bytes but for the creation date). Before,
    // the logo's pixels went in raw (about 1 MB) beside two undeflated font subsets (300 kB).
    expect(bytes).toBeLessThan(150_000)
  })

  it('shows what the print view shows: the invoice type beside the dates', async () => {
    const i18n = await initTestI18n()
    await buildInvoicePdf(document, i18n.getFixedT('en', 'invoices'), 'en')
    expect(written).toContain('Invoice type: Standard invoice')
    expect(written).toContain('Cargo Export LLC, 100 Harbor Rd, Baltimore MD')
  })
})
