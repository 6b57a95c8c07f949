import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import styled from 'styled-components'
import { toast } from 'sonner'
import SendIcon from 'lucide-react/icons/send'
import DownloadIcon from 'lucide-react/icons/download'
import PrinterIcon from 'lucide-react/icons/printer'
import PencilIcon from 'lucide-react/icons/pencil'
import WalletIcon from 'lucide-react/icons/wallet'
import type { ScreenProps } from '../../../kit/lazy-screen'
import { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { PageSpinner } from '../../../components/PageSpinner'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { InvoiceDocument, InvoicePrintStyle } from './InvoiceDocument'
import { INVOICE_PATHS, useInvoiceFormat } from './invoice-ui'
import { invoiceIdParam } from './invoice-id-param'
import { useFirstInvoice } from './use-first-invoice'
import { useInvoiceDownload } from './use-invoice-download'
import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The preview's send panel, its code (the form and schema libraries) loaded when it is first opened. */
const InvoiceSendPanelOnOpen = shownOnDemand(() =>
  import('./InvoiceSendPanel').then(({ InvoiceSendPanel }) => InvoiceSendPanel),
)

/** The preview's payment panel, its code (the form, schema and date libraries) loaded when it is first opened. */
const InvoicePaymentPanelOnOpen = shownOnDemand(() =>
  import('./InvoicePaymentPanel').then(({ InvoicePaymentPanel }) => InvoicePaymentPanel),
)

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 17rem;
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
    > aside {
      order: -1;
    }
  }
`
const Actions = styled(Card).attrs({ as: 'aside' })`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  button,
  a {
    width: 100%;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    padding: 0.6rem 1.2rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.secondary.main};
    color: ${({ theme }) => theme.colors.secondary.text};
    text-decoration: none;
    font-weight: 500;
  }
  small {
    color: ${({ theme }) => theme.skin.muted};
  }
`
const Message = styled(Card)`
  p {
    margin: 0 0 1rem;
  }
`

/** /apps/invoice/preview/:id (without an id, the first invoice): the invoice as a document and what to do with it. */
export default function InvoicePreviewPage({ params }: ScreenProps) {
  const { t } = useTranslation('invoiceApp')
  const format = useInvoiceFormat()
  const id = invoiceIdParam(params.id)
  const first = useFirstInvoice(id === null, INVOICE_PATHS.preview)
  // Without an id nothing is asked: the page moves to the first invoice's address.
  const controller = useDetailController(
    () =>
      id === null
        ? new Promise<never>(() => {})
        : Number.isNaN(id)
          ? Promise.reject(new PortError('not_found', 'No such invoice'))
          : resolvePort(PORTS.invoiceApp).getInvoice(id),
    String(id),
  )
  const { download, busy } = useInvoiceDownload()
  const [panel, setPanel] = useState<'send' | 'payment' | null>(null)
  const close = (open: boolean) => !open && setPanel(null)

  const error = id === null ? first.error : controller.error
  if (error || first.none)
    return (
      <Message role="alert">
        <p>
          {first.none
            ? t('preview.none')
            : t(`common:errors.${error?.code ?? 'not_found'}`, { defaultValue: t('common:errors.unknown') })}
        </p>
        <Link href={INVOICE_PATHS.list}>{t('preview.back')}</Link>
      </Message>
    )
  const record = controller.record
  if (!record || id === null) return <PageSpinner />
  const { invoice } = record

  return (
    <>
      <h1 className="visually-hidden">{t('preview.heading', { id: invoice.id })}</h1>
      <InvoicePrintStyle />
      <Layout>
        <InvoiceDocument record={record} />
        <Actions aria-label={t('preview.actions')}>
          <Button type="button" onClick={() => setPanel('send')}>
            <SendIcon size={16} aria-hidden="true" />
            {t('actions.send')}
          </Button>
          <Button
            type="button"
            $variant="outline"
            $color="secondary"
            disabled={busy !== null}
            aria-busy={busy !== null}
            onClick={() => void download(record)}
          >
            <DownloadIcon size={16} aria-hidden="true" />
            {busy !== null ? t('preview.building') : t('actions.download')}
          </Button>
          <Button type="button" $variant="outline" $color="secondary" onClick={() => window.print()}>
            <PrinterIcon size={16} aria-hidden="true" />
            {t('actions.print')}
          </Button>
          <Link href={INVOICE_PATHS.edit(invoice.id)}>
            <PencilIcon size={16} aria-hidden="true" />
            {t('actions.edit')}
          </Link>
          <Button
            type="button"
            $color="success"
            disabled={invoice.balance === 0}
            aria-describedby={invoice.balance === 0 ? 'invoice-nothing-due' : undefined}
            onClick={() => setPanel('payment')}
          >
            <WalletIcon size={16} aria-hidden="true" />
            {t('actions.addPayment')}
          </Button>
          {invoice.balance === 0 && <small id="invoice-nothing-due">{t('payment.nothingDue')}</small>}
          <Link href={INVOICE_PATHS.list}>{t('preview.back')}</Link>
        </Actions>
      </Layout>
      {panel === 'send' && (
        <InvoiceSendPanelOnOpen
          invoice={invoice}
          onOpenChange={close}
          onSent={(sent) => {
            setPanel(null)
            toast.success(t('send.done', { id: sent.id }))
            void controller.reload()
          }}
        />
      )}
      {panel === 'payment' && (
        <InvoicePaymentPanelOnOpen
          invoice={invoice}
          onOpenChange={close}
          onPaid={(paid) => {
            setPanel(null)
            toast.success(
              t('payment.done', {
                id: paid.id,
                amount: format.money(paid.payments.at(-1)?.amount ?? 0),
              }),
            )
            void controller.reload()
          }}
        />
      )}
    </>
  )
}
