import type { TFunction } from 'i18next'
import type { jsPDF as JsPdf } from 'jspdf'
import { formatDisplayDate } from '../../../domain/dates'
import { formatMoney, type Money } from '../../../domain/money'
import {
  bankDetails,
  invoiceTotals,
  lineLabels,
  quantityText,
  receivedPaymentLabel,
  type InvoiceDocument,
} from './invoice-document'
import { loadLogo } from './pdf-logo'

/** The PDF's file name: the invoice number (else its id), safe for a file system. */
export function pdfFileName(document: InvoiceDocument): string {
  const base = document.invoice.number || `invoice-${document.invoice.id}`
  return `${base.replace(/[\\/:*?"<>|]+/g, '-')}.pdf`
}

/**
 * The Unicode font the PDF embeds (DejaVu Sans: Latin, Cyrillic, Armenian), served from /fonts on demand.
 * The files are the TrueType fonts as base64 text: jsPDF wants base64, and text passes unharmed through the
 * in-browser mock's fetch, which garbles binary bodies.
 */
export const PDF_FONT = {
  family: 'DejaVuSans',
  files: {
    normal: { file: 'DejaVuSans.ttf', url: '/fonts/DejaVuSans.ttf.base64.txt' },
    bold: { file: 'DejaVuSans-Bold.ttf', url: '/fonts/DejaVuSans-Bold.ttf.base64.txt' },
  },
} as const

/** Loads the font files and registers them with the PDF (the standard fonts write Latin-1 only). */
async function embedUnicodeFont(pdf: JsPdf): Promise<void> {
  const fonts = await Promise.all(
    Object.entries(PDF_FONT.files).map(async ([style, { file, url }]) => {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`font ${url}: ${response.status}`)
      return { style, file, base64: (await response.text()).trim() }
    }),
  )
  for (const { style, file, base64 } of fonts) {
    pdf.addFileToVFS(file, base64)
    pdf.addFont(file, PDF_FONT.family, style)
  }
}

/**
 * Builds the invoice as an A4 PDF in the browser with jsPDF (loaded here, on demand, in its own chunk):
 * logo (PNG/JPEG), header comment, number and dates, customer, payee bank details, lines, totals, due date.
 * Text is written in an embedded Unicode font, so labels (`t`, the invoices namespace) and names in Russian or
 * Armenian come out as written; `language` formats money and dates.
 */
export async function buildInvoicePdf(invoiceDocument: InvoiceDocument, t: TFunction, language: string) {
  const { jsPDF } = await import('jspdf')
  const { invoice, type, payee } = invoiceDocument
  const money = (value: Money) => formatMoney(value, language)
  const date = (value: Date | null) => formatDisplayDate(value, language)
  // Streams deflated: the fonts' subsets (jsPDF embeds only the glyphs written, `Identity-H`) and the page.
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true })
  await embedUnicodeFont(pdf)
  pdf.setProperties({ title: t('document.title', { number: invoice.number || `#${invoice.id}` }) })
  const left = 15
  const right = 195
  let y = 18

  const logo = type?.logoUrl ? await loadLogo(type.logoUrl) : null
  if (logo) {
    const height = 16
    const width = Math.min(60, (logo.width / logo.height) * height)
    pdf.addImage(logo.data, 'PNG', left, y - 6, width, height)
  }
  pdf.setFont(PDF_FONT.family, 'bold')
  pdf.setFontSize(18)
  pdf.text(t('document.title', { number: invoice.number || `#${invoice.id}` }), right, y, {
    align: 'right',
  })
  pdf.setFont(PDF_FONT.family, 'normal')
  pdf.setFontSize(10)
  y += 7
  pdf.text(`${t('fields.date')}: ${date(invoice.date)}`, right, y, { align: 'right' })
  y += 5
  pdf.text(`${t('fields.dueDate')}: ${date(invoice.dueDate)}`, right, y, { align: 'right' })
  if (type) {
    // As on the print view: the invoice's type under its dates.
    y += 5
    pdf.text(`${t('fields.type')}: ${type.displayName}`, right, y, { align: 'right' })
  }
  y = Math.max(y, logo ? 30 : 0) + 8
  if (type?.documentHeaderComment) {
    const lines = pdf.splitTextToSize(type.documentHeaderComment, right - left) as string[]
    pdf.text(lines, left, y)
    y += lines.length * 5 + 3
  }

  // Bill to (left) and pay to (right).
  const top = y
  pdf.setFont(PDF_FONT.family, 'bold')
  pdf.text(t('document.billTo'), left, y)
  pdf.text(t('document.payTo'), 110, y)
  pdf.setFont(PDF_FONT.family, 'normal')
  const customer = pdf.splitTextToSize(
    invoice.customerDetails || invoice.customerDisplayNameActual,
    85,
  ) as string[]
  pdf.text(customer, left, top + 6)
  let bankY = top + 6
  for (const row of bankDetails(payee)) {
    const lines = pdf.splitTextToSize(`${t(`bank.${row.key}`)}: ${row.value}`, right - 110) as string[]
    pdf.text(lines, 110, bankY)
    bankY += lines.length * 5
  }
  y = Math.max(top + 6 + customer.length * 5, bankY) + 6

  // Lines.
  const columns = [
    { x: left, label: t('document.order'), align: 'left' as const },
    { x: 35, label: t('document.item'), align: 'left' as const },
    { x: 135, label: t('document.price'), align: 'right' as const },
    { x: 160, label: t('document.quantity'), align: 'right' as const },
    { x: right, label: t('document.amount'), align: 'right' as const },
  ]
  pdf.setFont(PDF_FONT.family, 'bold')
  for (const column of columns) pdf.text(column.label, column.x, y, { align: column.align })
  pdf.setFont(PDF_FONT.family, 'normal')
  y += 2
  pdf.line(left, y, right, y)
  y += 5
  for (const item of invoice.items) {
    if (y > 270) {
      pdf.addPage()
      y = 20
    }
    const labels = lineLabels(item, t)
    const name = pdf.splitTextToSize([labels.item, item.comment].filter(Boolean).join(' - '), 85) as string[]
    pdf.text(labels.order, left, y)
    pdf.text(name, 35, y)
    pdf.text(money(item.price), 135, y, { align: 'right' })
    pdf.text(quantityText(item.quantity, t, language), 160, y, { align: 'right' })
    pdf.text(money(item.amount), right, y, { align: 'right' })
    y += name.length * 5 + 2
    pdf.line(left, y - 3.5, right, y - 3.5)
  }

  // Payments received.
  if (invoiceDocument.received?.length) {
    y += 4
    pdf.setFont(PDF_FONT.family, 'bold')
    pdf.text(t('document.received'), left, y)
    pdf.setFont(PDF_FONT.family, 'normal')
    y += 6
    for (const payment of invoiceDocument.received) {
      if (y > 270) {
        pdf.addPage()
        y = 20
      }
      pdf.text(date(payment.date), left, y)
      pdf.text(receivedPaymentLabel(payment, t), 35, y)
      pdf.text(money(payment.amount), right, y, { align: 'right' })
      y += 6
    }
  }

  // Totals and due date.
  y += 4
  for (const row of invoiceTotals(invoice)) {
    pdf.setFont(PDF_FONT.family, row.key === 'balanceDue' ? 'bold' : 'normal')
    pdf.text(t(`totals.${row.key}`), 150, y, { align: 'right' })
    pdf.text(money(row.value), right, y, { align: 'right' })
    y += 6
  }
  pdf.setFont(PDF_FONT.family, 'normal')
  y += 4
  if (invoice.comment) {
    const lines = pdf.splitTextToSize(invoice.comment, right - left) as string[]
    pdf.text(lines, left, y)
    y += lines.length * 5 + 2
  }
  pdf.text(t('document.dueBy', { date: date(invoice.dueDate) }), left, y)
  return pdf
}
