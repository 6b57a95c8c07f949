import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useSearch } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { remainingOnInvoice } from '../../../domain/invoices'
import { formatMoneyInput, parseMoneyInput, sumMoney, usd, type Money } from '../../../domain/money'
import {
  distributeOverTargets,
  type DistributionContext,
  type Payment,
  type ProposedLine,
} from '../../../domain/payments'
import { PORTS } from '../../../ports/tokens'
import type { ScreenProps } from '../../kit/lazy-screen'
import { resolvePort } from '../../runtime/use-port'
import { MoneyField, ReferenceField, TextField } from '../../kit/form/fields'
import { DateField } from '../../kit/form/DateField'
import { loadDatePicker } from '../../kit/primitives/date-picker-on-demand'
import { useHeadStart } from '../../kit/shown-on-demand'
import { FieldGrid, FormView } from '../../kit/form/FormView'
import { KeyValueEditor } from '../../kit/form/KeyValueEditor'
import { useFormController } from '../../kit/form/use-form-controller'
import { customerLabel, customerOptions, paymentTypeOptions } from '../shared'
import { DistributionEditor } from './DistributionEditor'
import { useDistributePaid } from '../references'
import { PaymentDocuments } from './PaymentDocuments'
import {
  emptyPaymentValues,
  linesOf,
  newPaymentLine,
  paymentFormValues,
  paymentFromValues,
  paymentSchema,
  type PaymentFormValues,
} from './payment-form-values'
import { paymentTypeLabel } from './payment-references'
import { distributionTargets, payableOrder, paymentsOfOrder, usePaymentTargets } from './use-payment-targets'
import { TEXT_LIMITS } from '../../../domain/text'
import { nameOf } from '../../../domain/names'

const TypeBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  label.distribute {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    font-size: 0.857rem;
    color: ${({ theme }) => theme.skin.muted};
  }
`

/** Proposed distribution lines as form lines. */
const formLines = (lines: readonly ProposedLine[]) =>
  lines.map((line) =>
    newPaymentLine({
      orderName: line.orderName,
      itemName: line.itemName,
      invoiceName: line.invoiceName,
      amount: formatMoneyInput(line.amount.value, line.amount.exponent),
    }),
  )

/**
 * A new payment paying one invoice (the invoice view's Pay): its open lines, each filled with what remains on it
 * for this payment, and the amount their sum.
 */
async function payInvoice(invoiceName: string, customerName: string): Promise<PaymentFormValues> {
  const invoice = await resolvePort(PORTS.invoices).getInvoice(invoiceName)
  const orderNames = [...new Set(invoice.items.map((item) => item.orderName))]
  const [orders, payments] = await Promise.all([
    Promise.all(orderNames.map((name) => resolvePort(PORTS.orders).getOrder(name))),
    Promise.all(orderNames.map(paymentsOfOrder)),
  ])
  const context: DistributionContext = {
    orders: new Map(orders.map((order) => [order.name, payableOrder(order)])),
    invoices: new Map([[invoice.name, invoice]]),
    payments: [...new Map(payments.flat().map((p) => [p.name, p])).values()],
  }
  const lines = distributeOverTargets(
    remainingOnInvoice(invoice),
    distributionTargets([invoice], [], [invoice]),
    context,
  )
  const total = sumMoney(
    lines.map((line) => line.amount),
    usd(0),
  )
  return {
    ...emptyPaymentValues(new Date(), invoice.customerName || customerName),
    amount: lines.length ? formatMoneyInput(total.value, total.exponent) : '',
    orders: formLines(lines),
  }
}

/**
 * Takes or edits a payment: /payments/-/add, /payments/:id/edit, /orders/:orderId/payments/-/add (the
 * order's customer, one line on that order) and /customers/:customerId/payments/-/add.
 */
export default function PaymentFormPage({ params }: ScreenProps) {
  const { t } = useTranslation('payments')
  const port = resolvePort(PORTS.payments)
  // An edit form waits for its record: its date picker's code comes meanwhile.
  useHeadStart(loadDatePicker)
  const editName = params.id ? nameOf('payments', params.id) : undefined
  const orderName = params.orderId ? nameOf('orders', params.orderId) : undefined
  const customerName = params.customerId ? nameOf('customers', params.customerId) : undefined
  const invoiceId = new URLSearchParams(useSearch()).get('invoice')
  const invoiceName =
    !editName && invoiceId && /^\d+$/.test(invoiceId) ? nameOf('invoices', invoiceId) : undefined
  const [saved, setSaved] = useState<Payment>()
  const remainingRef = useRef<ReadonlyMap<string, Money>>(new Map())
  const onInvoicesRef = useRef<ReadonlyMap<string, Money>>(new Map())
  const schema = useMemo(
    () =>
      paymentSchema(
        () => remainingRef.current,
        () => onInvoicesRef.current,
      ),
    [],
  )

  const load = useMemo(() => {
    if (editName)
      return async () => {
        const payment = await port.getPayment(editName)
        setSaved(payment)
        return paymentFormValues(payment)
      }
    if (orderName)
      return async () => {
        const order = await resolvePort(PORTS.orders).getOrder(orderName)
        return {
          ...emptyPaymentValues(new Date(), order.customerName),
          orders: [newPaymentLine({ orderName })],
        }
      }
    if (invoiceName) return () => payInvoice(invoiceName, customerName ?? '')
    return undefined
  }, [editName, orderName, invoiceName, customerName, port])

  const controller = useFormController<PaymentFormValues, Payment>({
    schema,
    defaults: emptyPaymentValues(new Date(), customerName),
    load,
    loadKey: editName ?? orderName ?? invoiceName,
    record: editName
      ? {
          name: editName,
          read: async () => paymentFormValues(await port.getPayment(editName)),
        }
      : undefined,
    entity: 'payment',
    save: (values, { requestId }) => {
      const payment = paymentFromValues(values, saved)
      return saved ? port.updatePayment(saved.name, payment) : port.createPayment(payment, { requestId })
    },
    redirectTo: (payment) => `/payments/${payment.id}/view`,
  })
  const { form } = controller
  const [customer, typeName, amountText, lines] = useWatch({
    control: form.control,
    name: ['customerName', 'paymentTypeName', 'amount', 'orders'],
  })
  const domainLines = useMemo(() => linesOf({ orders: lines ?? [] }), [lines])
  const targets = usePaymentTargets(customer ?? '', domainLines, saved)
  remainingRef.current = targets.remaining
  onInvoicesRef.current = targets.remainingOnInvoices
  const [distributePaid, setDistributePaid] = useDistributePaid(typeName ?? '')

  // With distribute-paid on for the type, choosing amount, type or customer fills the lines: open invoices
  // oldest due date first, then order lines no invoice bills (domain `distributeOverTargets`).
  const fill = useCallback(() => {
    const { getFieldState } = form
    const chosen = ['amount', 'paymentTypeName', 'customerName'] as const
    if (!chosen.some((field) => getFieldState(field).isDirty)) return
    const amount = usd(parseMoneyInput(amountText ?? ''))
    form.setValue('orders', formLines(distributeOverTargets(amount, targets.targets, targets.context)), {
      shouldDirty: true,
    })
  }, [form, amountText, targets.targets, targets.context])
  useEffect(() => {
    if (distributePaid) fill()
    // `fill` changes with the amount and the open orders; the type and customer choice matter too.
  }, [distributePaid, fill, typeName, customer])

  const title = editName ? t('form.editTitle', { id: params.id }) : t('form.addTitle')
  return (
    <>
      <FormView
        controller={controller}
        title={title}
        listNames={{ orders: t('distribution.legend') }}
        cancelHref={
          editName
            ? `/payments/${params.id}/view`
            : orderName
              ? `/orders/${params.orderId}/view`
              : invoiceName
                ? `/invoices/${invoiceId}/view`
                : '/payments'
        }
      >
        <FieldGrid $columns={2}>
          <ReferenceField<PaymentFormValues>
            name="customerName"
            label={t('fields.customer')}
            required
            disabled={Boolean(editName || orderName || invoiceName)}
            loadOptions={customerOptions}
            labelOf={customerLabel}
            onChosen={() => form.setValue('orders', [], { shouldDirty: true })}
          />
          <TypeBox>
            <ReferenceField<PaymentFormValues>
              name="paymentTypeName"
              label={t('fields.type')}
              required
              loadOptions={(text) => paymentTypeOptions(text, true)}
              labelOf={paymentTypeLabel}
            />
            <label className="distribute">
              <input
                type="checkbox"
                checked={distributePaid}
                disabled={!typeName}
                onChange={(event) => setDistributePaid(event.target.checked)}
              />
              {t('fields.distributePaid')}
            </label>
          </TypeBox>
          <DateField<PaymentFormValues> name="date" label={t('fields.date')} required />
          <MoneyField<PaymentFormValues> name="amount" label={t('fields.amount')} required />
        </FieldGrid>
        <DistributionEditor
          orders={targets.orders}
          invoices={targets.invoices}
          remaining={targets.remaining}
          remainingOnInvoices={targets.remainingOnInvoices}
        />
        <KeyValueEditor<PaymentFormValues> name="parameters" legend={t('fields.parameters')} />
        <FieldGrid $columns={1}>
          <TextField<PaymentFormValues>
            name="comment"
            label={t('fields.comment')}
            multiline
            maxLength={TEXT_LIMITS.comment}
          />
        </FieldGrid>
      </FormView>
      {saved && <PaymentDocuments paymentName={saved.name} canEdit />}
    </>
  )
}
