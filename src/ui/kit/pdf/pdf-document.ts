import type { jsPDF as JsPdf } from 'jspdf'

/**
 * The Unicode font every PDF embeds (DejaVu Sans: Latin, Cyrillic, Armenian), served from /fonts on demand as
 * base64 text: jsPDF wants base64, and text passes unharmed through the in-browser mock's fetch, which garbles
 * binary bodies (decision 0163).
 */
export const PDF_FONT = {
  family: 'DejaVuSans',
  files: [
    { style: 'normal', file: 'DejaVuSans.ttf', url: '/fonts/DejaVuSans.ttf.base64.txt' },
    { style: 'bold', file: 'DejaVuSans-Bold.ttf', url: '/fonts/DejaVuSans-Bold.ttf.base64.txt' },
  ],
} as const

/** Where a page's writing starts again after a page break, in mm from the top. */
const PAGE_TOP = 20

/**
 * A new A4 document (jsPDF, loaded here on demand in its own chunk), millimetres, with the Unicode font loaded
 * and registered (the standard fonts write Latin-1 only) and set. `compress` deflates the streams.
 */
export async function newPdfDocument({ compress = false } = {}): Promise<JsPdf> {
  const { jsPDF } = await import('jspdf')
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress })
  const fonts = await Promise.all(
    PDF_FONT.files.map(async (font) => {
      const response = await fetch(font.url)
      if (!response.ok) throw new Error(`font ${font.url}: ${response.status}`)
      return { ...font, base64: (await response.text()).trim() }
    }),
  )
  for (const font of fonts) {
    pdf.addFileToVFS(font.file, font.base64)
    pdf.addFont(font.file, PDF_FONT.family, font.style)
  }
  pdf.setFont(PDF_FONT.family, 'normal')
  return pdf
}

/** Writes in the embedded font, bold or not. */
export const pdfBold = (pdf: JsPdf, bold: boolean) => pdf.setFont(PDF_FONT.family, bold ? 'bold' : 'normal')

/** A column of a PDF table: where it is written, its heading, its alignment, and a width to wrap its text at. */
export interface PdfColumn {
  x: number
  label: string
  align: 'left' | 'right'
  wrap?: number
}

/**
 * A table of lines from `y`: the headings in bold over a rule, then one row per line (the wrapping column's
 * text over as many lines as it needs) with a rule under each, onto a new page when a row would start below
 * `bottom`. Answers where the writing goes on.
 */
export function writePdfTable(
  pdf: JsPdf,
  columns: readonly PdfColumn[],
  rows: readonly (readonly string[])[],
  { y, left, right, bottom }: { y: number; left: number; right: number; bottom: number },
): number {
  pdfBold(pdf, true)
  for (const column of columns) pdf.text(column.label, column.x, y, { align: column.align })
  pdfBold(pdf, false)
  y += 2
  pdf.line(left, y, right, y)
  y += 5
  for (const row of rows) {
    y = pdfRoomFor(pdf, y, bottom)
    let height = 1
    columns.forEach((column, index) => {
      const text = row[index] ?? ''
      const lines = column.wrap ? (pdf.splitTextToSize(text, column.wrap) as string[]) : [text]
      height = Math.max(height, lines.length)
      pdf.text(column.wrap ? lines : text, column.x, y, { align: column.align })
    })
    y += height * 5 + 2
    pdf.line(left, y - 3.5, right, y - 3.5)
  }
  return y
}

/** A new page when what comes next (`height` mm of it) would go below `bottom`; answers where to write it. */
export function pdfRoomFor(pdf: JsPdf, y: number, bottom: number, height = 0): number {
  if (y + height <= bottom) return y
  pdf.addPage()
  return PAGE_TOP
}
