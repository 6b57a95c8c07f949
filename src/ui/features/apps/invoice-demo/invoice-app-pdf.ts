import type { TFunction } from 'i18next'
import {
  dayToDate,
  INVOICE_ISSUER,
  invoiceTotals,
  lineAmount,
  paidAmount,
  statusKey,
  type InvoiceRecord,
} from '../../../../domain/apps/invoice'
import { formatDisplayDate } from '../../../../domain/dates'
import { formatMoney, usd } from '../../../../domain/money'
import { newPdfDocument, pdfBold, pdfRoomFor, writePdfTable } from '../../../kit/pdf/pdf-document'

/** The PDF's file name: `invoice-5040.pdf`. */
export const invoicePdfName = (id: number): string => `invoice-${id}.pdf`

/**
 * The invoice as an A4 PDF made in the browser with jsPDF (loaded here, on demand): letterhead, number and
 * dates, the client, bank details, lines, totals, payments and the note, in the reader's language (`t` of the
 * invoiceApp namespace; `language` formats money and dates).
 */
export async function buildInvoiceAppPdf({ invoice, bank }: InvoiceRecord, t: TFunction, language: string) {
  const money = (cents: number) => formatMoney(usd(cents), language)
  const day = (text: string) => formatDisplayDate(dayToDate(text), language) || text
  // The Unicode font lets labels in Russian and Armenian, and names typed in any of them, come out as written.
  const pdf = await newPdfDocument()
  const title = t('document.title', { id: invoice.id })
  pdf.setProperties({ title })
  const left = 15
  const right = 195
  let y = 20

  pdfBold(pdf, true)
  pdf.setFontSize(16)
  pdf.text(INVOICE_ISSUER.name, left, y)
  pdf.text(title, right, y, { align: 'right' })
  pdfBold(pdf, false)
  pdf.setFontSize(10)
  const letterhead = [...INVOICE_ISSUER.address, INVOICE_ISSUER.phone, INVOICE_ISSUER.email]
  letterhead.forEach((line, index) => pdf.text(line, left, y + 7 + index * 5))
  pdf.text(`${t('document.issued')}: ${day(invoice.issuedDate)}`, right, y + 7, { align: 'right' })
  pdf.text(`${t('document.due')}: ${day(invoice.dueDate)}`, right, y + 12, { align: 'right' })
  pdf.text(
    `${t('document.statusLabel')}: ${t(`status.${statusKey(invoice.invoiceStatus)}`)}`,
    right,
    y + 17,
    {
      align: 'right',
    },
  )
  y += 7 + letterhead.length * 5 + 6
  pdf.line(left, y - 3, right, y - 3)

  // Invoice to (left) and payment details (right).
  const top = y + 3
  pdfBold(pdf, true)
  pdf.text(t('document.invoiceTo'), left, top)
  pdf.text(t('document.paymentDetails'), 110, top)
  pdfBold(pdf, false)
  const to = [
    invoice.client.name,
    invoice.client.company,
    invoice.client.address,
    invoice.client.country,
    invoice.client.contact,
    invoice.client.companyEmail,
  ]
  to.forEach((line, index) => pdf.text(line, left, top + 6 + index * 5))
  const details = [
    [t('document.totalDue'), money(invoice.balance)],
    ...(bank
      ? [
          [t('document.bankName'), bank.bankName],
          [t('document.country'), bank.country],
          [t('document.iban'), bank.iban],
          [t('document.swift'), bank.swiftCode],
        ]
      : []),
  ]
  details.forEach(([label, value], index) => pdf.text(`${label}: ${value}`, 110, top + 6 + index * 5))
  y = top + 6 + Math.max(to.length, details.length) * 5 + 6

  // Lines.
  const columns = [
    { x: left, label: t('document.item'), align: 'left' as const, wrap: 100 },
    { x: 140, label: t('document.cost'), align: 'right' as const },
    { x: 160, label: t('document.qty'), align: 'right' as const },
    { x: right, label: t('document.price'), align: 'right' as const },
  ]
  const lineRows = invoice.lines.map((line) => [
    [line.item, line.description].filter(Boolean).join(' - '),
    money(line.cost),
    String(line.qty),
    money(lineAmount(line)),
  ])
  y = writePdfTable(pdf, columns, lineRows, { y, left, right, bottom: 265 })

  // Totals.
  y += 4
  const totals = invoiceTotals(invoice)
  const rows: [string, number, boolean][] = [
    [t('document.subtotal'), totals.subtotal, false],
    [t('document.discount'), -totals.discount, false],
    [t('document.tax'), totals.tax, false],
    [t('document.total'), invoice.total, true],
    [t('document.paid'), paidAmount(invoice), false],
    [t('document.balance'), invoice.balance, true],
  ]
  for (const [label, value, bold] of rows) {
    y = pdfRoomFor(pdf, y, 280)
    pdfBold(pdf, bold)
    pdf.text(label, 160, y, { align: 'right' })
    pdf.text(money(value), right, y, { align: 'right' })
    y += 6
  }
  pdfBold(pdf, false)
  if (invoice.note) {
    y += 4
    const lines = pdf.splitTextToSize(`${t('document.note')}: ${invoice.note}`, right - left) as string[]
    y = pdfRoomFor(pdf, y, 285, lines.length * 5)
    pdf.text(lines, left, y)
  }
  return pdf
}
