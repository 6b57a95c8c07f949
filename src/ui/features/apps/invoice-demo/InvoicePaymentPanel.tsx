import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { dateToDay, PAYMENT_METHODS, type Invoice } from '../../../../domain/apps/invoice'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { FormDialog } from '../../../kit/form/FormDialog'
import { FieldGrid } from '../../../kit/form/FormView'
import { MoneyField, SelectField, TextField } from '../../../kit/form/fields'
import { DateField } from '../../../kit/form/DateField'
import { useFormController } from '../../../kit/form/use-form-controller'
import { newPaymentValues, paymentFromValues, paymentSchema, type PaymentValues } from './invoice-form-values'
import { useInvoiceFormat } from './invoice-ui'

const Balance = styled.dl`
  display: flex;
  justify-content: space-between;
  margin: 0 0 1rem;
  padding: 0.7rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.skin.body};
  dd {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Note = styled.p`
  margin: 0 0 1rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.skin.muted};
`

export interface InvoicePaymentPanelProps {
  invoice: Invoice
  onOpenChange: (isOpen: boolean) => void
  onPaid: (invoice: Invoice) => void
}

/**
 * "Add payment" in a side panel: amount (above zero, at most the balance), date, method and a note. The demo
 * server has no payment call, so the payment is kept on the page: the balance and status follow it.
 */
export function InvoicePaymentPanel({ invoice, onOpenChange, onPaid }: InvoicePaymentPanelProps) {
  const { t } = useTranslation('invoiceApp')
  const format = useInvoiceFormat()
  const port = resolvePort(PORTS.invoiceApp)
  const controller = useFormController<PaymentValues, Invoice>({
    schema: paymentSchema(invoice.balance),
    defaults: newPaymentValues(invoice.balance, dateToDay(new Date())),
    save: (values) => port.addPayment(invoice.id, paymentFromValues(values)),
    onSaved: onPaid,
  })
  return (
    <FormDialog
      controller={controller}
      panel="side"
      isOpen
      onOpenChange={onOpenChange}
      title={t('payment.title')}
      submitLabel={t('payment.submit')}
    >
      <Balance>
        <dt>{t('payment.balance')}</dt>
        <dd>{format.money(invoice.balance)}</dd>
      </Balance>
      <FieldGrid $columns={1}>
        <MoneyField<PaymentValues> name="amount" label={t('payment.amount')} required />
        <DateField<PaymentValues> name="date" label={t('payment.date')} required />
        <SelectField<PaymentValues>
          name="method"
          label={t('payment.method')}
          options={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: t(`payment.methods.${method}`),
          }))}
        />
        <TextField<PaymentValues> name="note" label={t('payment.note')} multiline />
      </FieldGrid>
      <Note>{t('payment.local')}</Note>
    </FormDialog>
  )
}
