import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import styled from 'styled-components'
import { LoadError } from '../../../kit/primitives/LoadState'
import { toast } from 'sonner'
import {
  dateToDay,
  invoiceTotals,
  lineAmount,
  type Invoice,
  type InvoiceClient,
} from '../../../../domain/apps/invoice'
import { asPortError, type PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import type { ScreenProps } from '../../../kit/lazy-screen'
import { resolvePort } from '../../../runtime/use-port'
import { Card } from '../../../components/Card'
import { PageSpinner } from '../../../components/PageSpinner'
import { FieldBox, MoneyField, SelectField, TextField } from '../../../kit/form/fields'
import { DateField } from '../../../kit/form/DateField'
import { loadDatePicker } from '../../../kit/primitives/date-picker-on-demand'
import { useHeadStart } from '../../../kit/shown-on-demand'
import { FieldGrid, FormView } from '../../../kit/form/FormView'
import { LineItemsEditor } from '../../../kit/form/LineItemsEditor'
import { useFormController } from '../../../kit/form/use-form-controller'
import {
  draftFromValues,
  emptyLine,
  invoiceFormSchema,
  invoiceFormValues,
  lineFromValues,
  newInvoiceValues,
  totalsInput,
  type InvoiceFormValues,
} from './invoice-form-values'
import { INVOICE_PATHS, useInvoiceFormat } from './invoice-ui'
import { invoiceIdParam } from './invoice-id-param'
import { useFirstInvoice } from './use-first-invoice'

const Note = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.7rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.info.light};
  color: ${({ theme }) => theme.colors.info.text};
  font-size: 0.9rem;
`
const Address = styled.address`
  font-style: normal;
  line-height: 1.5;
  margin: -0.5rem 0 1.25rem;
  color: ${({ theme }) => theme.skin.muted};
`
const Price = styled.output`
  display: block;
  padding: 0.55rem 0;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.skin.heading};
`
const Totals = styled.dl`
  display: grid;
  grid-template-columns: max-content max-content;
  justify-content: end;
  gap: 0.4rem 0;
  margin: 0 0 1.25rem;
  dt {
    text-align: start;
  }
  dd {
    margin: 0;
    padding-inline-start: 2rem;
    text-align: end;
  }
  [data-strong] {
    font-weight: 700;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.skin.heading};
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    padding-top: 0.4rem;
  }
`
const Message = styled(Card)`
  p {
    margin: 0 0 1rem;
  }
`

/** A line's price (cost × qty) as typed. */
function LinePrice({ index }: { index: number }) {
  const { t } = useTranslation('invoiceApp')
  const format = useInvoiceFormat()
  const id = useId()
  const line = useWatch<InvoiceFormValues, `lines.${number}`>({ name: `lines.${index}` })
  return (
    <FieldBox>
      <label htmlFor={id}>{t('form.price')}</label>
      <Price id={id}>{format.money(lineAmount(lineFromValues(line ?? {})))}</Price>
    </FieldBox>
  )
}

/** Subtotal, discount, tax and total as the form is typed. */
function LiveTotals() {
  const { t } = useTranslation('invoiceApp')
  const format = useInvoiceFormat()
  const { control } = useFormContext<InvoiceFormValues>()
  const [lines, discount, tax] = useWatch({ control, name: ['lines', 'discount', 'tax'] })
  const totals = invoiceTotals(totalsInput({ lines, discount, tax }))
  return (
    // The group wraps the list: a role on the <dl> itself would take its list semantics away.
    <div role="group" aria-label={t('form.totals')}>
      <Totals>
        <dt>{t('document.subtotal')}</dt>
        <dd>{format.money(totals.subtotal)}</dd>
        <dt>{t('document.discount')}</dt>
        <dd>{format.money(-totals.discount)}</dd>
        <dt>{t('document.tax')}</dt>
        <dd>{format.money(totals.tax)}</dd>
        <dt data-strong="">{t('document.total')}</dt>
        <dd data-strong="">{format.money(totals.total)}</dd>
      </Totals>
    </div>
  )
}

/** The chosen client's address under the select. */
function ClientDetails({ clients }: { clients: readonly InvoiceClient[] }) {
  const name = useWatch<InvoiceFormValues, 'client'>({ name: 'client' })
  const client = clients.find((c) => c.name === name)
  if (!client) return null
  return (
    <Address>
      {client.company}, {client.address}, {client.country} · <span dir="ltr">{client.contact}</span> ·{' '}
      {client.companyEmail}
    </Address>
  )
}

/** The add or edit form of one invoice (`id` absent: a new one). */
function InvoiceForm({ id }: { id?: number }) {
  const { t } = useTranslation('invoiceApp')
  const port = resolvePort(PORTS.invoiceApp)
  const [clients, setClients] = useState<InvoiceClient[]>([])
  const [clientsFailed, setClientsFailed] = useState<PortError | null>(null)
  /** The edited invoice's own client, offered even when not among the mock's five. */
  const [ownClient, setOwnClient] = useState<InvoiceClient | null>(null)
  const loadClients = useCallback(() => {
    setClientsFailed(null)
    port.listClients().then(setClients, (error: unknown) => setClientsFailed(asPortError(error)))
  }, [port])
  useEffect(loadClients, [loadClients])
  const options = useMemo(
    () => (ownClient && !clients.some((c) => c.name === ownClient.name) ? [ownClient, ...clients] : clients),
    [clients, ownClient],
  )
  const offered = useRef(options)
  offered.current = options

  const controller = useFormController<InvoiceFormValues, Invoice>({
    schema: invoiceFormSchema,
    defaults: newInvoiceValues(dateToDay(new Date())),
    load:
      id === undefined
        ? undefined
        : async () => {
            const { invoice } = await port.getInvoice(id)
            setOwnClient(invoice.client)
            return invoiceFormValues(invoice)
          },
    loadKey: String(id),
    save: (values) => {
      const draft = draftFromValues(values, offered.current)
      return id === undefined ? port.createInvoice(draft) : port.updateInvoice(id, draft)
    },
    redirectTo: (invoice) => INVOICE_PATHS.preview(invoice.id),
    onSaved: (invoice) => toast.success(t('form.saved', { id: invoice.id })),
  })

  return (
    <FormView
      controller={controller}
      title={id === undefined ? t('form.addTitle') : t('form.editTitle', { id })}
      cancelHref={id === undefined ? INVOICE_PATHS.list : INVOICE_PATHS.preview(id)}
      submitLabel={t('form.save')}
      aside={<LiveTotals />}
    >
      <Note>{t('form.localNote')}</Note>
      {clientsFailed && <LoadError onRetry={loadClients}>{t('form.clientsFailed')}</LoadError>}
      <FieldGrid $columns={3}>
        <SelectField<InvoiceFormValues>
          name="client"
          label={t('form.client')}
          required
          placeholder={t('form.chooseClient')}
          options={options.map((client) => ({
            value: client.name,
            label: `${client.name} · ${client.company}`,
          }))}
        />
        <DateField<InvoiceFormValues> name="issuedDate" label={t('form.issuedDate')} required />
        <DateField<InvoiceFormValues> name="dueDate" label={t('form.dueDate')} required />
      </FieldGrid>
      <ClientDetails clients={options} />
      <LineItemsEditor<InvoiceFormValues>
        name="lines"
        legend={t('form.lines')}
        newRow={emptyLine}
        addLabel={t('form.addLine')}
        rowLabel={(index) => t('form.line', { n: index + 1 })}
        columns="minmax(8rem, 2fr) minmax(8rem, 2fr) minmax(6rem, 1fr) minmax(4rem, 0.7fr) minmax(6rem, 1fr)"
        renderRow={(index) => (
          <>
            <TextField<InvoiceFormValues> name={`lines.${index}.item`} label={t('form.item')} required />
            <TextField<InvoiceFormValues> name={`lines.${index}.description`} label={t('form.description')} />
            <MoneyField<InvoiceFormValues> name={`lines.${index}.cost`} label={t('form.cost')} required />
            <TextField<InvoiceFormValues> name={`lines.${index}.qty`} label={t('form.qty')} required />
            <LinePrice index={index} />
          </>
        )}
      />
      <FieldGrid $columns={2}>
        <TextField<InvoiceFormValues> name="discount" label={t('form.discount')} />
        <TextField<InvoiceFormValues> name="tax" label={t('form.tax')} />
      </FieldGrid>
      <FieldGrid $columns={1}>
        <TextField<InvoiceFormValues> name="note" label={t('form.note')} multiline />
      </FieldGrid>
    </FormView>
  )
}

/**
 * /apps/invoice/add, /apps/invoice/edit/:id and /apps/invoice/edit (the first invoice): client, dates, lines,
 * discount, tax and note, with the totals as they are typed.
 */
export default function InvoiceEditPage({ params }: ScreenProps) {
  const { t } = useTranslation('invoiceApp')
  const [location] = useLocation()
  const isAdd = location.replace(/\/+$/, '') === INVOICE_PATHS.add
  const id = isAdd ? undefined : invoiceIdParam(params.id)
  const first = useFirstInvoice(!isAdd && id === null, INVOICE_PATHS.edit)
  // The form waits for its record (or the first invoice): its date picker's code comes meanwhile.
  useHeadStart(loadDatePicker)
  if (isAdd) return <InvoiceForm key="new" />
  if (id === null && !first.error && !first.none) return <PageSpinner />
  if (id === null || Number.isNaN(id))
    return (
      <Message role="alert">
        <p>
          {first.none
            ? t('preview.none')
            : t(`common:errors.${first.error?.code ?? 'not_found'}`, {
                defaultValue: t('common:errors.unknown'),
              })}
        </p>
        <Link href={INVOICE_PATHS.list}>{t('preview.back')}</Link>
      </Message>
    )
  return <InvoiceForm key={id} id={id} />
}
