import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { paymentLineStatus, type Payment, type PaymentOrder } from '../../../domain/payments'
import { PORTS } from '../../../ports/tokens'
import { useLoad } from '../../kit/use-load'
import { resolvePort } from '../../runtime/use-port'
import { PaymentLineBadge } from '../../components/Badge'
import { useFormatters } from '../../i18n/format'
import { Section } from '../../kit/detail/DetailView'
import { LinesTable } from '../../kit/detail/LinesTable'
import { idOf } from '../../../domain/names'

/** The lines of a customer's payments that name one invoice, each with its payment. */
export function paymentLinesOf(
  payments: readonly Payment[],
  invoiceName: string,
): { payment: Payment; line: PaymentOrder }[] {
  return payments.flatMap((payment) =>
    payment.orders.filter((line) => line.invoiceName === invoiceName).map((line) => ({ payment, line })),
  )
}

/** The invoice's payment lines (from the customer's payments), with their status badge (spec §3). */
export function InvoicePaymentLines({
  invoiceName,
  customerName,
}: {
  invoiceName: string
  customerName: string
}) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const { value: payments, error } = useLoad<Payment[] | null>(
    async () =>
      (
        await resolvePort(PORTS.payments).listPayments({
          page: 1,
          perPage: 500,
          sortColumn: 'date',
          sort: 'desc',
          search: '',
          customerName,
        })
      ).items,
    customerName,
    null,
  )
  const failed = error !== null

  const rows = payments ? paymentLinesOf(payments, invoiceName) : []
  return (
    <Section title={t('payments.title')} id="invoice-payments">
      {failed ? (
        <p role="alert">{t('payments.failed')}</p>
      ) : payments === null ? (
        <p>{t('payments.loading')}</p>
      ) : rows.length === 0 ? (
        <p>{t('payments.none')}</p>
      ) : (
        <LinesTable
          label={t('payments.title')}
          rows={rows}
          rowKey={({ payment, line }) => `${payment.name}-${line.localId}`}
          columns={[
            {
              id: 'payment',
              header: t('payments.payment'),
              cell: ({ payment }) => (
                <Link href={`/payments/${payment.id}/view`}>{payment.displayName || `#${payment.id}`}</Link>
              ),
            },
            { id: 'date', header: t('payments.date'), cell: ({ payment }) => format.date(payment.date) },
            { id: 'order', header: t('payments.order'), cell: ({ line }) => `#${idOf(line.orderName)}` },
            {
              id: 'status',
              header: t('payments.status'),
              cell: ({ payment }) => {
                const status = paymentLineStatus(payment)
                return <PaymentLineBadge status={status} label={t(`lineStatuses.${status}`)} />
              },
            },
            {
              id: 'amount',
              header: t('payments.amount'),
              align: 'end',
              cell: ({ line }) => format.money(line.amount),
            },
          ]}
        />
      )}
    </Section>
  )
}
