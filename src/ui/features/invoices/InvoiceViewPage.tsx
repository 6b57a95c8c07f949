import { useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import { isOpenInvoice, remainingOnInvoice } from '../../../domain/invoices'
import { PORTS } from '../../../ports/tokens'
import type { ScreenProps } from '../../kit/lazy-screen'
import { useCan } from '../../session/use-can'
import { resolvePort } from '../../runtime/use-port'
import { useConfirmedAction } from '../../kit/actions/use-confirmed-action'
import { DetailFields, DetailView, Section } from '../../kit/detail/DetailView'
import { useDetailController } from '../../kit/detail/use-detail-controller'
import { InvoiceStatusBadge, invoiceLabel } from './invoice-columns'
import { loadInvoiceDocument, type InvoiceDocument } from './invoice-document'
import { InvoicePaper } from './InvoicePaper'
import { InvoicePaymentLines } from './InvoicePaymentLines'
import { idOf, nameOf } from '../../../domain/names'

/** /invoices/:id/view: the invoice as the customer sees it, its parameters and its payment lines. */
export default function InvoiceViewPage({ params }: ScreenProps) {
  const { t } = useTranslation('invoices')
  const can = useCan()
  const [, navigate] = useLocation()
  const confirmed = useConfirmedAction()
  const name = nameOf('invoices', params.id ?? '')
  const controller = useDetailController(() => loadInvoiceDocument(name), name)

  return (
    <>
      <DetailView<InvoiceDocument>
        controller={controller}
        backHref="/invoices"
        title={({ invoice }) => t('document.title', { number: invoiceLabel(invoice) })}
        badges={({ invoice }) => <InvoiceStatusBadge status={invoice.status} t={t} />}
        activity={({ invoice }) => invoice}
        totals={({ invoice }) => [
          { label: t('totals.amount'), value: invoice.amount },
          { label: t('totals.paid'), value: invoice.paidAmount },
          { label: t('totals.pending'), value: invoice.pendingAmount },
          { label: t('totals.remaining'), value: remainingOnInvoice(invoice) },
        ]}
        actions={({ invoice }) => [
          {
            id: 'pay',
            label: t('actions.pay'),
            href: `/customers/${idOf(invoice.customerName)}/payments/-/add?invoice=${invoice.id}`,
            allowed: can('add', 'payments') && isOpenInvoice(invoice),
          },
          {
            id: 'print',
            label: t('actions.print'),
            href: `/invoices/${invoice.id}/print`,
            allowed: can('read', 'invoices'),
          },
          {
            id: 'edit',
            label: t('actions.edit'),
            href: `/invoices/${invoice.id}/edit`,
            allowed: can('manage', 'invoices'),
          },
          {
            id: 'delete',
            label: t('actions.delete'),
            color: 'danger',
            allowed: can('manage', 'invoices'),
            onPress: () =>
              confirmed.request({
                title: t('confirm.deleteTitle', { number: invoiceLabel(invoice) }),
                message: t('confirm.deleteMessage'),
                confirmLabel: t('actions.delete'),
                doneMessage: t('done.deleted', { number: invoiceLabel(invoice) }),
                perform: () => resolvePort(PORTS.invoices).deleteInvoice(invoice.name, invoice.etag),
                onDone: () => navigate('/invoices'),
              }),
          },
        ]}
      >
        {(document) => (
          <>
            <Section title={t('sections.document')} id="invoice-document">
              <InvoicePaper document={document} />
            </Section>
            <Section title={t('fields.parameters')} id="invoice-parameters">
              {Object.keys(document.invoice.parameters).length > 0 ? (
                <DetailFields
                  items={Object.entries(document.invoice.parameters).map(([key, value]) => ({
                    label: key,
                    value,
                  }))}
                />
              ) : (
                <p>{t('noParameters')}</p>
              )}
            </Section>
            <Section title={t('sections.details')} id="invoice-details">
              <DetailFields
                items={[
                  { label: t('fields.customer'), value: idOf(document.invoice.customerName) },
                  {
                    label: t('fields.customerDisplayName'),
                    value: document.invoice.customerDisplayNameActual,
                  },
                  {
                    label: t('fields.payee'),
                    value: document.payee?.displayName ?? idOf(document.invoice.payeeName),
                  },
                  {
                    label: t('fields.status'),
                    value: <InvoiceStatusBadge status={document.invoice.status} t={t} />,
                  },
                ]}
              />
            </Section>
            <InvoicePaymentLines
              invoiceName={document.invoice.name}
              customerName={document.invoice.customerName}
            />
          </>
        )}
      </DetailView>
      {confirmed.dialog}
    </>
  )
}
