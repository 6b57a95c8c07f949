import { useTranslation } from 'react-i18next'
import styled, { createGlobalStyle } from 'styled-components'
import {
  INVOICE_ISSUER,
  invoiceTotals,
  lineAmount,
  paidAmount,
  type InvoiceRecord,
} from '../../../../domain/apps/invoice'
import { Badge } from '../../../components/Badge'
import { Card } from '../../../components/Card'
import { LinesTable } from '../../../kit/detail/LinesTable'
import { Day, statusColor, useInvoiceFormat } from './invoice-ui'

/**
 * On paper only the invoice shows (no menu, navbar, buttons or panels), black on white whatever the skin.
 * Everything else is hidden by visibility, so no shell file has to know about printing.
 */
export const InvoicePrintStyle = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 14mm;
    }
    html,
    body {
      background: #fff !important;
      color-scheme: light;
    }
    body * {
      visibility: hidden;
    }
    [data-invoice-document],
    [data-invoice-document] * {
      visibility: visible;
    }
    [data-invoice-document] {
      position: absolute;
      inset-block-start: 0;
      inset-inline: 0;
      margin: 0;
      padding: 0;
      box-shadow: none !important;
      border: 0 !important;
      background: #fff !important;
      color: #222 !important;
    }
    [data-invoice-document] h2,
    [data-invoice-document] h3,
    [data-invoice-document] strong,
    [data-invoice-document] th {
      color: #000 !important;
    }
  }
`

const Paper = styled(Card).attrs({ as: 'article' })`
  padding: 0;
  overflow: hidden;
  h2 {
    margin: 0;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  h3 {
    margin: 0 0 0.6rem;
    font-size: 0.95rem;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
  address {
    font-style: normal;
    line-height: 1.6;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.3rem 1rem;
    margin: 0;
  }
  dd {
    margin: 0;
  }
  /* Names, numbers and addresses keep their own direction but line up with the page (right to left too). */
  address [dir],
  dd[dir] {
    text-align: match-parent;
  }
`
const Block = styled.section`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1.5rem;
  padding: 1.5rem;
  @media (max-width: 575px) {
    padding: 1.25rem 1rem;
  }
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  > * {
    min-width: 0;
  }
`
const Brand = styled.div`
  strong {
    display: block;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.colors.primary.text};
    margin-bottom: 0.6rem;
  }
`
const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  align-items: flex-start;
`
const TotalsGroup = styled.div`
  margin-inline-start: auto;
`
const Totals = styled.dl`
  margin-inline-start: auto !important;
  min-width: 16rem;
  column-gap: 0 !important;
  dt {
    text-align: start;
  }
  dd {
    padding-inline-start: 2rem;
    text-align: end;
    white-space: nowrap;
  }
  dt[data-strong],
  dd[data-strong] {
    font-weight: 700;
    color: ${({ theme }) => theme.skin.heading};
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    padding-top: 0.4rem;
  }
`
const Note = styled.section`
  padding: 1.5rem;
  p {
    margin: 0;
    white-space: pre-wrap;
  }
`
const Payments = styled.ul`
  margin: 0;
  padding-inline-start: 1.2rem;
`

/** The invoice as a document: letterhead, client, payment details, lines, totals, payments and note. */
export function InvoiceDocument({ record }: { record: InvoiceRecord }) {
  const { t } = useTranslation('invoiceApp')
  const format = useInvoiceFormat()
  const { invoice, bank } = record
  const totals = invoiceTotals(invoice)
  const title = t('document.title', { id: invoice.id })
  return (
    <Paper data-invoice-document="" aria-labelledby="invoice-document-title">
      <Block>
        <Brand>
          <strong>{INVOICE_ISSUER.name}</strong>
          <address>
            {INVOICE_ISSUER.address.map((line) => (
              <div key={line} dir="auto">
                {line}
              </div>
            ))}
            <div dir="ltr">{INVOICE_ISSUER.phone}</div>
            <div dir="ltr">{INVOICE_ISSUER.email}</div>
          </address>
        </Brand>
        <Heading>
          <h2 id="invoice-document-title">{title}</h2>
          <Badge $color={`light-${statusColor(invoice.invoiceStatus)}`}>
            {format.status(invoice.invoiceStatus)}
          </Badge>
          <dl>
            <dt>{t('document.issued')}</dt>
            <dd>
              <Day day={invoice.issuedDate} />
            </dd>
            <dt>{t('document.due')}</dt>
            <dd>
              <Day day={invoice.dueDate} />
            </dd>
          </dl>
        </Heading>
      </Block>
      <Block>
        <section aria-labelledby="invoice-to">
          <h3 id="invoice-to">{t('document.invoiceTo')}</h3>
          <address>
            <strong dir="auto">{invoice.client.name}</strong>
            <div dir="auto">{invoice.client.company}</div>
            <div dir="auto">{invoice.client.address}</div>
            <div dir="auto">{invoice.client.country}</div>
            <div dir="ltr">{invoice.client.contact}</div>
            <div dir="ltr">{invoice.client.companyEmail}</div>
          </address>
        </section>
        <section aria-labelledby="invoice-payment-details">
          <h3 id="invoice-payment-details">{t('document.paymentDetails')}</h3>
          <dl>
            <dt>{t('document.totalDue')}</dt>
            <dd dir="ltr">
              <strong>{format.money(invoice.balance)}</strong>
            </dd>
            {bank && (
              <>
                <dt>{t('document.bankName')}</dt>
                <dd>{bank.bankName}</dd>
                <dt>{t('document.country')}</dt>
                <dd>{bank.country}</dd>
                <dt>{t('document.iban')}</dt>
                <dd dir="ltr">{bank.iban}</dd>
                <dt>{t('document.swift')}</dt>
                <dd dir="ltr">{bank.swiftCode}</dd>
              </>
            )}
          </dl>
          {!bank && <p>{t('document.noBank')}</p>}
        </section>
      </Block>
      <LinesTable
        look="document"
        label={t('document.lines')}
        rows={invoice.lines}
        rowKey={(_line, index) => index}
        columns={[
          {
            id: 'item',
            header: t('document.item'),
            cell: (line) => (
              <>
                <strong>{line.item}</strong>
                {line.description && <p>{line.description}</p>}
              </>
            ),
          },
          { id: 'cost', header: t('document.cost'), align: 'end', cell: (line) => format.money(line.cost) },
          {
            id: 'qty',
            header: t('document.qty'),
            align: 'end',
            cell: (line) => line.qty.toLocaleString(format.locale),
          },
          {
            id: 'price',
            header: t('document.price'),
            align: 'end',
            cell: (line) => format.money(lineAmount(line)),
          },
        ]}
      />
      <Block>
        {invoice.payments.length > 0 ? (
          <section aria-labelledby="invoice-payments">
            <h3 id="invoice-payments">{t('document.payments')}</h3>
            <Payments>
              {invoice.payments.map((payment, index) => (
                <li key={index}>
                  <Day day={payment.date} /> · {t(`payment.methods.${payment.method}`)} ·{' '}
                  <strong>{format.money(payment.amount)}</strong>
                  {payment.note && ` · ${payment.note}`}
                </li>
              ))}
            </Payments>
          </section>
        ) : (
          <span />
        )}
        {/* The group wraps the list: a role on the <dl> itself would take its list semantics away. */}
        <TotalsGroup role="group" aria-label={t('document.totals')}>
          <Totals>
            <dt>{t('document.subtotal')}</dt>
            <dd>{format.money(totals.subtotal)}</dd>
            <dt>{t('document.discountOf', { percent: invoice.discountPercent })}</dt>
            <dd>{format.money(-totals.discount)}</dd>
            <dt>{t('document.taxOf', { percent: invoice.taxPercent })}</dt>
            <dd>{format.money(totals.tax)}</dd>
            <dt data-strong="">{t('document.total')}</dt>
            <dd data-strong="">{format.money(invoice.total)}</dd>
            <dt>{t('document.paid')}</dt>
            <dd>{format.money(paidAmount(invoice))}</dd>
            <dt data-strong="">{t('document.balance')}</dt>
            <dd data-strong="">{format.money(invoice.balance)}</dd>
          </Totals>
        </TotalsGroup>
      </Block>
      {invoice.note && (
        <Note aria-labelledby="invoice-note">
          <h3 id="invoice-note">{t('document.note')}</h3>
          <p>{invoice.note}</p>
        </Note>
      )}
    </Paper>
  )
}
