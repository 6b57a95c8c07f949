import { Link } from 'wouter'
import styled, { css } from 'styled-components'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../i18n/format'
import { LinesTable } from '../../kit/detail/LinesTable'
import {
  bankDetails,
  invoiceTotals,
  lineLabels,
  quantityText,
  receivedPaymentLabel,
  type InvoiceDocument,
} from './invoice-document'

const Paper = styled.article<{ $print: boolean }>`
  color: ${({ theme }) => theme.skin.text};
  ${({ $print }) =>
    $print &&
    css`
      background: #fff;
      color: #222;
      width: 210mm;
      max-width: 100%;
      min-height: 297mm;
      padding: 16mm 14mm;
      box-shadow: 0 0 1rem rgba(0, 0, 0, 0.2);
      /* On a phone the sheet keeps narrow margins, so its content fits the screen's width. */
      @media (max-width: 575.98px) {
        min-height: 0;
        padding: 6mm 5mm;
      }
      @media print {
        box-shadow: none;
        width: auto;
        min-height: 0;
        padding: 0;
      }
    `}
  h2,
  h3 {
    margin: 0 0 0.5rem;
    color: inherit;
  }
  h3 {
    font-size: 0.95rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  dl {
    display: grid;
    grid-template-columns: fit-content(50%) minmax(0, 1fr);
    gap: 0.25rem 1rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  /* Values keep their own direction (a date, an account number) but line up with the page in RTL. */
  dd[dir],
  p[dir] {
    text-align: match-parent;
  }
`
const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
  img {
    max-height: 64px;
    max-width: 220px;
  }
`
const Parties = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: 1.5rem;
  margin-bottom: 1.5rem;
  p {
    white-space: pre-line;
    margin: 0;
  }
`
const Totals = styled.dl`
  margin-inline-start: auto !important;
  width: max-content;
  max-width: 100%;
  dd {
    text-align: end;
    font-weight: 600;
  }
`

/** The invoice as the customer sees it: on screen (`print` off) and on the printable page. */
export function InvoicePaper({ document, print = false }: { document: InvoiceDocument; print?: boolean }) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const { invoice, type, payee } = document
  const bank = bankDetails(payee)
  return (
    <Paper $print={print} aria-label={t('document.label', { number: invoice.number })}>
      <Head>
        <div>
          {type?.logoUrl && <img src={type.logoUrl} alt={t('document.logo', { type: type.displayName })} />}
          {type?.documentHeaderComment && <p dir="auto">{type.documentHeaderComment}</p>}
        </div>
        <div>
          <h2>{t('document.title', { number: invoice.number || `#${invoice.id}` })}</h2>
          <dl>
            <dt>{t('fields.date')}</dt>
            <dd dir="ltr">{format.date(invoice.date)}</dd>
            <dt>{t('fields.dueDate')}</dt>
            <dd dir="ltr">{format.date(invoice.dueDate)}</dd>
            {type && (
              <>
                <dt>{t('fields.type')}</dt>
                <dd dir="auto">{type.displayName}</dd>
              </>
            )}
          </dl>
        </div>
      </Head>
      <Parties>
        <section>
          <h3>{t('document.billTo')}</h3>
          <p dir="auto">{invoice.customerDetails || invoice.customerDisplayNameActual}</p>
        </section>
        <section>
          <h3>{t('document.payTo')}</h3>
          {bank.length > 0 ? (
            <dl>
              {bank.map((row) => (
                <div key={row.key} style={{ display: 'contents' }}>
                  <dt>{t(`bank.${row.key}`)}</dt>
                  <dd dir="auto">{row.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>{t('document.noPayee')}</p>
          )}
        </section>
      </Parties>
      <LinesTable
        look="paper"
        label={t('form.lines')}
        rows={invoice.items}
        rowKey={(item) => item.name || `${item.itemName}-${item.id}`}
        columns={[
          {
            id: 'order',
            header: t('document.order'),
            cell: (item) => {
              const { order } = lineLabels(item, t)
              return print ? order : <Link href={`/orders/${order.slice(1)}/view`}>{order}</Link>
            },
          },
          {
            id: 'item',
            header: t('document.item'),
            cell: (item) => (
              <>
                {lineLabels(item, t).item}
                {item.comment && <div>{item.comment}</div>}
              </>
            ),
          },
          {
            id: 'price',
            header: t('document.price'),
            align: 'end',
            cell: (item) => format.money(item.price),
          },
          {
            id: 'quantity',
            header: t('document.quantity'),
            align: 'end',
            cell: (item) => quantityText(item.quantity, t, format.locale),
          },
          {
            id: 'amount',
            header: t('document.amount'),
            align: 'end',
            cell: (item) => format.money(item.amount),
          },
        ]}
      />
      {document.received && document.received.length > 0 && (
        <LinesTable
          look="paper"
          label={t('document.received')}
          caption={t('document.received')}
          rows={document.received}
          rowKey={(payment) => payment.name}
          columns={[
            { id: 'date', header: t('document.receivedDate'), cell: (payment) => format.date(payment.date) },
            {
              id: 'payment',
              header: t('document.receivedPayment'),
              cell: (payment) => receivedPaymentLabel(payment, t),
            },
            {
              id: 'amount',
              header: t('document.amount'),
              align: 'end',
              cell: (payment) => format.money(payment.amount),
            },
          ]}
        />
      )}
      <Totals aria-label={t('fields.totals')}>
        {invoiceTotals(invoice).map((row) => (
          <div key={row.key} style={{ display: 'contents' }}>
            <dt>{t(`totals.${row.key}`)}</dt>
            <dd>{format.money(row.value)}</dd>
          </div>
        ))}
      </Totals>
      {invoice.comment && <p dir="auto">{invoice.comment}</p>}
      <p>{t('document.dueBy', { date: format.date(invoice.dueDate) })}</p>
    </Paper>
  )
}
