import type { TFunction } from 'i18next'
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
import { newPdfDocument, pdfBold, pdfRoomFor, writePdfTable } from '../../kit/pdf/pdf-document'

/** The PDF's file name: the invoice number (else its id), safe for a file system. */
export function pdfFileName(document: InvoiceDocument): string {
  const base = document.invoice.number || `invoice-${document.invoice.id}`
  return `${base.replace(/[\\/:*?"<>|]+/g, '-')}.pdf`
}

/**
 * Builds the invoice as an A4 PDF in the browser with jsPDF (loaded here, on demand, in its own chunk):
 * logo (PNG/JPEG), header comment, number and dates, customer, payee bank details, lines, totals, due date.
 * Text is written in an embedded Unicode font, so labels (`t`, the invoices namespace) and names in Russian or
 * Armenian come out as written; `language` formats money and dates.
 */
export async function buildInvoicePdf(invoiceDocument: InvoiceDocument, t: TFunction, language: string) {
  const { invoice, type, payee } = invoiceDocument
  const money = (value: Money) => formatMoney(value, language)
  const date = (value: Date | null) => formatDisplayDate(value, language)
  // Streams deflated: the fonts' subsets (jsPDF embeds only the glyphs written, `Identity-H`) and the page.
  const pdf = await newPdfDocument({ compress: true })
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
  pdfBold(pdf, true)
  pdf.setFontSize(18)
  pdf.text(t('document.title', { number: invoice.number || `#${invoice.id}` }), right, y, {
    align: 'right',
  })
  pdfBold(pdf, false)
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
  pdfBold(pdf, true)
  pdf.text(t('document.billTo'), left, y)
  pdf.text(t('document.payTo'), 110, y)
  pdfBold(pdf, false)
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
    { x: 35, label: t('document.item'), align: 'left' as const, wrap: 85 },
    { x: 135, label: t('document.price'), align: 'right' as const },
    { x: 160, label: t('document.quantity'), align: 'right' as const },
    { x: right, label: t('document.amount'), align: 'right' as const },
  ]
  const rows = invoice.items.map((item) => {
    const labels = lineLabels(item, t)
    return [
      labels.order,
      [labels.item, item.comment].filter(Boolean).join(' - '),
      money(item.price),
      quantityText(item.quantity, t, language),
      money(item.amount),
    ]
  })
  y = writePdfTable(pdf, columns, rows, { y, left, right, bottom: 270 })

  // Payments received.
  if (invoiceDocument.received?.length) {
    y += 4
    pdfBold(pdf, true)
    pdf.text(t('document.received'), left, y)
    pdfBold(pdf, false)
    y += 6
    for (const payment of invoiceDocument.received) {
      y = pdfRoomFor(pdf, y, 270)
      pdf.text(date(payment.date), left, y)
      pdf.text(receivedPaymentLabel(payment, t), 35, y)
      pdf.text(money(payment.amount), right, y, { align: 'right' })
      y += 6
    }
  }

  // Totals and due date.
  y += 4
  for (const row of invoiceTotals(invoice)) {
    pdfBold(pdf, row.key === 'balanceDue')
    pdf.text(t(`totals.${row.key}`), 150, y, { align: 'right' })
    pdf.text(money(row.value), right, y, { align: 'right' })
    y += 6
  }
  pdfBold(pdf, false)
  y += 4
  if (invoice.comment) {
    const lines = pdf.splitTextToSize(invoice.comment, right - left) as string[]
    pdf.text(lines, left, y)
    y += lines.length * 5 + 2
  }
  pdf.text(t('document.dueBy', { date: date(invoice.dueDate) }), left, y)
  return pdf
}
