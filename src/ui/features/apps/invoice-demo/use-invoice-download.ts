import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { InvoiceRecord } from '../../../../domain/apps/invoice'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { downloadBlob } from '../../../kit/list/use-csv-export'

/**
 * Download: the invoice as a PDF the browser saves (`invoice-5040.pdf`). The PDF maker (jsPDF and the font)
 * loads only on the first click. `busy` is the id being made, if any.
 */
export function useInvoiceDownload() {
  const { t, i18n } = useTranslation('invoiceApp')
  const [busy, setBusy] = useState<number | null>(null)
  const download = useCallback(
    async (target: number | InvoiceRecord) => {
      const id = typeof target === 'number' ? target : target.invoice.id
      setBusy(id)
      try {
        const record =
          typeof target === 'number' ? await resolvePort(PORTS.invoiceApp).getInvoice(id) : target
        const { buildInvoiceAppPdf, invoicePdfName } = await import('./invoice-app-pdf')
        const pdf = await buildInvoiceAppPdf(record, t, i18n.language)
        downloadBlob(invoicePdfName(id), pdf.output('blob'))
      } catch {
        toast.error(t('preview.pdfFailed'))
      } finally {
        setBusy(null)
      }
    },
    [t, i18n.language],
  )
  return { download, busy }
}
