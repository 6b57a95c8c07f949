import type { TFunction } from 'i18next'
import { formatDisplayDate } from '../../../domain/dates'
import { formatMoney, formatUnitValue, type Money } from '../../../domain/money'
import { bankDetails, invoiceTotals, lineLabels, type InvoiceDocument } from './invoice-document'

/** The PDF's file name: the invoice number (else its id), safe for a file system. */
export function pdfFileName(document: InvoiceDocument): string {
  const base = document.invoice.number || `invoice-${document.invoice.id}`
  return `${base.replace(/[\\/:*?"<>|]+/g, '-')}.pdf`
}

/**
 * Text for the PDF's standard font, which covers Latin-1 only: other characters become `?` rather than
 * garbage. (The printed page, not the PDF, is the way to get other scripts.)
 */
export function pdfText(text: string): string {
  return [...text.normalize('NFC')].map((char) => ((char.codePointAt(0) ?? 0) <= 0xff ? char : '?')).join('')
}

/** A logo the PDF can embed: PNG or JPEG as a data URL with its size; anything else (SVG) is skipped. */
async function loadLogo(
  url: string,
): Promise<{ data: string; format: 'PNG' | 'JPEG'; width: number; height: number } | null> {
  try {
    const response = await fetch(url)
    if (!response.ok) return null
    const blob = await response.blob()
    const format = blob.type === 'image/png' ? 'PNG' : blob.type === 'image/jpeg' ? 'JPEG' : null
    if (!format) return null
    const data = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.onerror = () => reject(reader.error)
      reader.readAsDataURL(blob)
    })
    const size = await new Promise<{ width: number; height: number }>((resolve, reject) => {
      const image = new Image()
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight })
      image.onerror = reject
      image.src = data
    })
    return { data, format, ...size }
  } catch {
    return null
  }
}

/**
 * Builds the invoice as an A4 PDF in the browser with jsPDF (loaded here, on demand, in its own chunk):
 * logo (PNG/JPEG), header comment, number and dates, customer, payee bank details, lines, totals, due date.
 * `t` is the invoices namespace in a language the standard font can write (English).
 */
export async function buildInvoicePdf(document: InvoiceDocument, t: TFunction) {
  const { jsPDF } = await import('jspdf')
  const { invoice, type, payee } = document
  const money = (value: Money) => formatMoney(value, 'en')
  const date = (value: Date | null) => formatDisplayDate(value, 'en')
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' })
  const left = 15
  const right = 195
  let y = 18

  const logo = type?.logoUrl ? await loadLogo(type.logoUrl) : null
  if (logo) {
    const height = 16
    const width = Math.min(60, (logo.width / logo.height) * height)
    pdf.addImage(logo.data, logo.format, left, y - 6, width, height)
  }
  pdf.setFont('helvetica', 'bold')
  pdf.setFontSize(18)
  pdf.text(pdfText(t('document.title', { number: invoice.number || `#${invoice.id}` })), right, y, {
    align: 'right',
  })
  pdf.setFont('helvetica', 'normal')
  pdf.setFontSize(10)
  y += 7
  pdf.text(pdfText(`${t('fields.date')}: ${date(invoice.date)}`), right, y, { align: 'right' })
  y += 5
  pdf.text(pdfText(`${t('fields.dueDate')}: ${date(invoice.dueDate)}`), right, y, { align: 'right' })
  y = Math.max(y, logo ? 30 : 0) + 8
  if (type?.documentHeaderComment) {
    const lines = pdf.splitTextToSize(pdfText(type.documentHeaderComment), right - left) as string[]
    pdf.text(lines, left, y)
    y += lines.length * 5 + 3
  }

  // Bill to (left) and pay to (right).
  const top = y
  pdf.setFont('helvetica', 'bold')
  pdf.text(pdfText(t('document.billTo')), left, y)
  pdf.text(pdfText(t('document.payTo')), 110, y)
  pdf.setFont('helvetica', 'normal')
  const customer = pdf.splitTextToSize(
    pdfText(invoice.customerDetails || invoice.customerDisplayNameActual),
    85,
  ) as string[]
  pdf.text(customer, left, top + 6)
  let bankY = top + 6
  for (const row of bankDetails(payee)) {
    const lines = pdf.splitTextToSize(
      pdfText(`${t(`bank.${row.key}`)}: ${row.value}`),
      right - 110,
    ) as string[]
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
  pdf.setFont('helvetica', 'bold')
  for (const column of columns) pdf.text(pdfText(column.label), column.x, y, { align: column.align })
  pdf.setFont('helvetica', 'normal')
  y += 2
  pdf.line(left, y, right, y)
  y += 5
  for (const item of invoice.items) {
    if (y > 270) {
      pdf.addPage()
      y = 20
    }
    const labels = lineLabels(item)
    const name = pdf.splitTextToSize(
      pdfText([labels.item, item.comment].filter(Boolean).join(' - ')),
      85,
    ) as string[]
    pdf.text(labels.order, left, y)
    pdf.text(name, 35, y)
    pdf.text(money(item.price), 135, y, { align: 'right' })
    pdf.text(item.quantity ? formatUnitValue(item.quantity, 'en') : '1', 160, y, { align: 'right' })
    pdf.text(money(item.amount), right, y, { align: 'right' })
    y += name.length * 5 + 1
    pdf.line(left, y - 3, right, y - 3)
  }

  // Totals and due date.
  y += 4
  for (const row of invoiceTotals(invoice)) {
    pdf.setFont('helvetica', row.key === 'remaining' ? 'bold' : 'normal')
    pdf.text(pdfText(t(`totals.${row.key}`)), 150, y, { align: 'right' })
    pdf.text(money(row.value), right, y, { align: 'right' })
    y += 6
  }
  pdf.setFont('helvetica', 'normal')
  y += 4
  if (invoice.comment) {
    const lines = pdf.splitTextToSize(pdfText(invoice.comment), right - left) as string[]
    pdf.text(lines, left, y)
    y += lines.length * 5 + 2
  }
  pdf.text(pdfText(t('document.dueBy', { date: date(invoice.dueDate) })), left, y)
  return pdf
}
