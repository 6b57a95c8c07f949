import { useMemo, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { remainingOnInvoice, type Invoice } from '../../../domain/invoices'
import { usd } from '../../../domain/money'
import { PORTS } from '../../../ports/tokens'
import type { ScreenProps } from '../../kit/lazy-screen'
import { resolvePort } from '../../runtime/use-port'
import { useFormatters } from '../../i18n/format'
import { ReferenceField, TextField } from '../../kit/form/fields'
import { DateField } from '../../kit/form/DateField'
import { loadDatePicker } from '../../kit/primitives/date-picker-on-demand'
import { useHeadStart } from '../../kit/shown-on-demand'
import { FieldGrid, FormView } from '../../kit/form/FormView'
import { KeyValueEditor } from '../../kit/form/KeyValueEditor'
import { useFormController } from '../../kit/form/use-form-controller'
import { customerLabel, customerOptions, invoiceTypeOptions, payeeOptions } from '../shared'
import {
  customerSnapshot,
  emptyInvoiceValues,
  formAmount,
  invoiceFormValues,
  invoiceFromValues,
  orderLineLabel,
  invoiceSchema,
  openLinesOf,
  lineLimitsOf,
  type LineLimit,
  type InvoiceFormValues,
  type InvoiceLineValues,
} from './invoice-form-values'
import { InvoiceLinesEditor } from './InvoiceLinesEditor'
import { invoicesOfOrder, paymentsOfOrder, useInvoiceTargets } from './use-invoice-targets'
import { TEXT_LIMITS } from '../../../domain/text'
import { nameOf } from '../../../domain/names'

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin: 0 0 1.25rem;
  div {
    display: flex;
    gap: 0.5rem;
  }
  dt {
    color: ${({ theme }) => theme.skin.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
`

/** The chosen customer's snapshot: name, country (by its display name), e-mail and phone. */
async function snapshotOf(customerName: string) {
  const customer = await resolvePort(PORTS.customers).getCustomer(customerName)
  const country = customer.countryName
    ? await resolvePort(PORTS.locations)
        .getCountry(customer.countryName)
        .then(
          (c) => c.displayName,
          () => undefined,
        )
    : ''
  return customerSnapshot(customer, country)
}

const typeLabel = async (name: string) =>
  (await invoiceTypeOptions('')).find((option) => option.id === name)?.label ?? name
const payeeLabel = async (name: string) =>
  (await payeeOptions('')).find((option) => option.id === name)?.label ?? name

/**
 * Issues or edits an invoice: /invoices/-/add, /invoices/:id/edit, /orders/:orderId/invoices/-/add (the
 * order's customer, a line for each of its lines with something left to bill) and
 * /customers/:customerId/invoices/-/add (that customer).
 */
export default function InvoiceFormPage({ params }: ScreenProps) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const port = resolvePort(PORTS.invoices)
  // An edit form waits for its record: its date picker's code comes meanwhile.
  useHeadStart(loadDatePicker)
  const editName = params.id ? nameOf('invoices', params.id) : undefined
  const orderName = params.orderId ? nameOf('orders', params.orderId) : undefined
  const customerName = params.customerId ? nameOf('customers', params.customerId) : undefined
  const [saved, setSaved] = useState<Invoice>()
  const remainingRef = useRef<(values: InvoiceFormValues) => readonly (LineLimit | undefined)[]>(() => [])
  const schema = useMemo(() => invoiceSchema((values) => remainingRef.current(values)), [])

  const load = useMemo(() => {
    if (editName)
      return async () => {
        const invoice = await port.getInvoice(editName)
        setSaved(invoice)
        return invoiceFormValues(invoice)
      }
    if (orderName)
      return async () => {
        const [order, invoices, payments] = await Promise.all([
          resolvePort(PORTS.orders).getOrder(orderName),
          invoicesOfOrder(orderName),
          paymentsOfOrder(orderName),
        ])
        return {
          ...emptyInvoiceValues(new Date(), order.customerName),
          ...(await snapshotOf(order.customerName)),
          items: openLinesOf(order, invoices, payments),
        }
      }
    if (customerName)
      return async () => ({
        ...emptyInvoiceValues(new Date(), customerName),
        ...(await snapshotOf(customerName)),
      })
    return undefined
  }, [editName, orderName, customerName, port])

  const controller = useFormController<InvoiceFormValues, Invoice>({
    schema,
    defaults: emptyInvoiceValues(new Date(), customerName),
    load,
    loadKey: editName ?? orderName ?? customerName,
    record: editName
      ? {
          name: editName,
          read: async () => invoiceFormValues(await port.getInvoice(editName)),
        }
      : undefined,
    entity: 'invoice',
    save: (values, { requestId }) => {
      const invoice = invoiceFromValues(values, saved, (order, item) =>
        orderLineLabel(targets.orders, order, item),
      )
      return saved ? port.updateInvoice(saved.name, invoice) : port.createInvoice(invoice, { requestId })
    },
    redirectTo: (invoice) => `/invoices/${invoice.id}/view`,
  })
  const { form } = controller
  const [customer, lines] = useWatch({ control: form.control, name: ['customerName', 'items'] })
  const targets = useInvoiceTargets((lines ?? []).map((line) => line.orderName))
  const limitsOf = (items: readonly InvoiceLineValues[]) =>
    lineLimitsOf(items, targets.orders, targets.invoices, saved?.name, targets.payments)
  const limits = limitsOf(lines ?? [])
  remainingRef.current = (values) => limitsOf(values.items)
  const amount = formAmount(lines ?? [])
  const left = remainingOnInvoice({
    amount,
    paidAmount: saved?.paidAmount ?? usd(0),
    pendingAmount: saved?.pendingAmount ?? usd(0),
  })

  const chooseCustomer = (name: string) => {
    form.setValue('items', [], { shouldDirty: true })
    if (!name) return
    void snapshotOf(name).then(
      (snapshot) => {
        form.setValue('customerDisplayNameActual', snapshot.customerDisplayNameActual, { shouldDirty: true })
        form.setValue('customerDetails', snapshot.customerDetails, { shouldDirty: true })
      },
      () => undefined,
    )
  }

  const cancelHref = editName
    ? `/invoices/${params.id}/view`
    : orderName
      ? `/orders/${params.orderId}/view`
      : customerName
        ? `/customers/${params.customerId}/view`
        : '/invoices'
  return (
    <FormView
      controller={controller}
      title={editName ? t('form.editTitle', { number: saved?.number ?? params.id }) : t('form.addTitle')}
      cancelHref={cancelHref}
      listNames={{ items: t('form.lines') }}
    >
      <FieldGrid $columns={2}>
        <ReferenceField<InvoiceFormValues>
          name="invoiceTypeName"
          label={t('fields.type')}
          required
          loadOptions={(text) => invoiceTypeOptions(text, true)}
          labelOf={typeLabel}
        />
        <ReferenceField<InvoiceFormValues>
          name="payeeName"
          label={t('fields.payee')}
          required
          loadOptions={(text) => payeeOptions(text, true)}
          labelOf={payeeLabel}
        />
        <ReferenceField<InvoiceFormValues>
          name="customerName"
          label={t('fields.customer')}
          required
          disabled={Boolean(editName || orderName || customerName)}
          loadOptions={customerOptions}
          labelOf={customerLabel}
          onChosen={chooseCustomer}
        />
        <TextField<InvoiceFormValues>
          name="customerDisplayNameActual"
          label={t('fields.customerDisplayName')}
        />
        <DateField<InvoiceFormValues> name="date" label={t('fields.date')} required />
        <DateField<InvoiceFormValues> name="dueDate" label={t('fields.dueDate')} required />
      </FieldGrid>
      <FieldGrid $columns={1}>
        <TextField<InvoiceFormValues> name="customerDetails" label={t('fields.customerDetails')} multiline />
      </FieldGrid>
      <InvoiceLinesEditor customerName={customer ?? ''} orders={targets.orders} limits={limits} />
      {/* The live region wraps the list: a role on the <dl> itself would hide its terms from assistive tech. */}
      <div role="status" aria-live="polite" aria-label={t('fields.totals')}>
        <Totals>
          <div>
            <dt>{t('fields.amount')}</dt>
            <dd>{format.money(amount)}</dd>
          </div>
          <div>
            <dt>{t('fields.remaining')}</dt>
            <dd>{format.money(left)}</dd>
          </div>
        </Totals>
      </div>
      <KeyValueEditor<InvoiceFormValues> name="parameters" legend={t('fields.parameters')} />
      <FieldGrid $columns={1}>
        <TextField<InvoiceFormValues>
          name="comment"
          label={t('fields.comment')}
          multiline
          maxLength={TEXT_LIMITS.comment}
        />
      </FieldGrid>
    </FormView>
  )
}
