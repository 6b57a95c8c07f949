import { useState } from 'react'
import { Link } from 'wouter'
import styled, { createGlobalStyle } from 'styled-components'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import PrinterIcon from 'lucide-react/icons/printer'
import DownloadIcon from 'lucide-react/icons/download'
import type { ScreenProps } from '../../kit/lazy-screen'
import { Button } from '../../components/Button'
import { downloadBlob } from '../../kit/list/use-csv-export'
import { useDetailController } from '../../kit/detail/use-detail-controller'
import { loadInvoiceDocument, type InvoiceDocument } from './invoice-document'
import { InvoicePaper } from './InvoicePaper'
import { nameOf } from '../../../domain/names'

/** On paper the document is alone: white whatever the skin, without the blank layout's padding and centring. */
const PrintPaper = createGlobalStyle`
  @media print {
    html,
    body {
      background: #fff;
      color: #000;
      color-scheme: light;
    }
    main:has(> [data-print-page]) {
      display: block;
      min-height: 0;
      padding: 0;
    }
  }
`
const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  width: 100%;
  @page {
    size: A4;
    margin: 14mm;
  }
  @media print {
    display: block;
  }
`
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  @media print {
    display: none;
  }
`
const Message = styled.p`
  color: ${({ theme }) => theme.skin.text};
`

/** /invoices/:id/print (blank layout): the invoice on an A4 sheet, to print or to download as a PDF. */
export default function InvoicePrintPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('invoices')
  const name = nameOf('invoices', params.id ?? '')
  const controller = useDetailController(() => loadInvoiceDocument(name), name)
  const [building, setBuilding] = useState(false)

  const download = async (document: InvoiceDocument) => {
    setBuilding(true)
    try {
      const { buildInvoicePdf, pdfFileName } = await import('./invoice-pdf')
      // The PDF embeds a Unicode font: it is written in the language the person reads.
      const pdf = await buildInvoicePdf(document, t, i18n.language)
      downloadBlob(pdfFileName(document), pdf.output('blob'))
    } catch (error) {
      console.error(error)
      toast.error(t('print.pdfFailed'))
    } finally {
      setBuilding(false)
    }
  }

  const document = controller.record
  return (
    <Page data-print-page>
      <PrintPaper />
      {controller.error ? (
        <Message role="alert">{t(`common:errors.${controller.error.code}`)}</Message>
      ) : !document ? (
        <Message>{t('print.loading')}</Message>
      ) : (
        <>
          <Tools>
            <Button type="button" onClick={() => window.print()}>
              <PrinterIcon size={16} aria-hidden="true" />
              {t('print.print')}
            </Button>
            <Button
              type="button"
              $variant="outline"
              disabled={building}
              onClick={() => void download(document)}
            >
              <DownloadIcon size={16} aria-hidden="true" />
              {building ? t('print.building') : t('print.download')}
            </Button>
            <Link href={`/invoices/${params.id}/view`}>{t('print.back')}</Link>
          </Tools>
          <InvoicePaper document={document} print />
        </>
      )}
    </Page>
  )
}
