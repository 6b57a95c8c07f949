import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { formatMoneyInput, parseMoneyInput, usd, type Money } from '../../../domain/money'
import { allocatePayment, type Payment } from '../../../domain/payments'
import { PORTS } from '../../../ports/tokens'
import type { ScreenProps } from '../../app/screen-types'
import { resolvePort } from '../../app/use-port'
import { DateField, MoneyField, ReferenceField, TextField } from '../../kit/form/fields'
import { FieldGrid, FormView } from '../../kit/form/FormView'
import { KeyValueEditor } from '../../kit/form/KeyValueEditor'
import { useFormController } from '../../kit/form/use-form-controller'
import { customerLabel, customerOptions, paymentTypeOptions } from '../shared/reference-options'
import { DistributionEditor } from './DistributionEditor'
import { useDistributePaid } from './distribute-paid'
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
import { usePaymentTargets, type OpenOrder } from './use-payment-targets'

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

/** The distribution of `amount` over the open orders, oldest first, as form lines. */
function autoDistribution(amount: Money, open: readonly OpenOrder[]) {
  const shares = allocatePayment(
    amount,
    open.map((entry) => entry.remaining),
  )
  return open.flatMap((entry, index) => {
    const share = shares[index]!
    return share.value > 0
      ? [newPaymentLine({ orderName: entry.order.name, amount: formatMoneyInput(share.value, share.exponent) })]
      : []
  })
}

/**
 * Takes or edits a payment: /payments/-/add, /payments/:id/edit, /orders/:orderId/payments/-/add (the
 * order's customer, one line on that order) and /customers/:customerId/payments/-/add.
 */
export default function PaymentFormPage({ params }: ScreenProps) {
  const { t } = useTranslation('payments')
  const port = resolvePort(PORTS.payments)
  const editName = params.id ? `payments/${params.id}` : undefined
  const orderName = params.orderId ? `orders/${params.orderId}` : undefined
  const customerName = params.customerId ? `customers/${params.customerId}` : undefined
  const [saved, setSaved] = useState<Payment>()
  const remainingRef = useRef<ReadonlyMap<string, Money>>(new Map())
  const schema = useMemo(() => paymentSchema(() => remainingRef.current), [])

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
        return { ...emptyPaymentValues(new Date(), order.customerName), orders: [newPaymentLine({ orderName })] }
      }
    return undefined
  }, [editName, orderName, port])

  const controller = useFormController<PaymentFormValues, Payment>({
    schema,
    defaults: emptyPaymentValues(new Date(), customerName),
    load,
    loadKey: editName ?? orderName,
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
  const [distributePaid, setDistributePaid] = useDistributePaid(typeName ?? '')

  // With distribute-paid on for the type, choosing amount, type or customer fills the lines, oldest order first.
  const fill = useCallback(() => {
    const { getFieldState } = form
    const chosen = ['amount', 'paymentTypeName', 'customerName'] as const
    if (!chosen.some((field) => getFieldState(field).isDirty)) return
    form.setValue('orders', autoDistribution(usd(parseMoneyInput(amountText ?? '')), targets.open), {
      shouldDirty: true,
    })
  }, [form, amountText, targets.open])
  useEffect(() => {
    if (distributePaid) fill()
    // `fill` changes with the amount and the open orders; the type and customer choice matter too.
  }, [distributePaid, fill, typeName, customer])

  const title = editName
    ? t('form.editTitle', { id: params.id })
    : t('form.addTitle')
  return (
    <>
      <FormView
        controller={controller}
        title={title}
        cancelHref={editName ? `/payments/${params.id}/view` : orderName ? `/orders/${params.orderId}/view` : '/payments'}
      >
        <FieldGrid $columns={2}>
          <ReferenceField<PaymentFormValues>
            name="customerName"
            label={t('fields.customer')}
            required
            disabled={Boolean(editName || orderName)}
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
        <DistributionEditor orders={targets.orders} remaining={targets.remaining} />
        <KeyValueEditor<PaymentFormValues> name="parameters" legend={t('fields.parameters')} />
        <FieldGrid $columns={1}>
          <TextField<PaymentFormValues> name="comment" label={t('fields.comment')} multiline />
        </FieldGrid>
      </FormView>
      {saved && <PaymentDocuments paymentName={saved.name} canEdit />}
    </>
  )
}
