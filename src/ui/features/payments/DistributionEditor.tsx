import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import {
  formatMoneyInput,
  parseMoneyInput,
  subtractMoney,
  sumMoney,
  usd,
  type Money,
} from '../../../domain/money'
import type { Invoice } from '../../../domain/invoices'
import type { Order } from '../../../domain/orders'
import { useFormatters } from '../../i18n/format'
import { MoneyField, SelectField } from '../../kit/form/fields'
import { LineItemsEditor } from '../../kit/form/LineItemsEditor'
import { newPaymentLine, type PaymentFormValues } from './payment-form-values'
import type { OpenInvoice } from './use-payment-targets'
import { idOf } from '../../../domain/names'

const Remaining = styled.span`
  font-size: 0.857rem;
  color: ${({ theme }) => theme.skin.muted};
`
const Summary = styled.p`
  margin: 0.75rem 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.skin.heading};
`

/** Whether an invoice bills the row's order (and its item or service, when the row names one). */
const bills = (invoice: Invoice, line: { orderName: string; itemName: string }) =>
  invoice.items.some(
    (item) => item.orderName === line.orderName && (!line.itemName || item.itemName === line.itemName),
  )
const orderLabel = (order: Order) => order.displayName || `#${order.id}`
const Note = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.857rem;
  color: ${({ theme }) => theme.skin.muted};
`

/**
 * The payment's distribution over the customer's order lines: each row an order, optionally one of its items
 * or services, optionally one of the customer's open invoices billing it (number, due date and what remains on
 * it for this payment), and an amount, with what remains on the order line (and the invoice) beside it; under
 * the rows, what is left undistributed, which is saved as the customer's unallocated amount.
 */
export function DistributionEditor({
  orders,
  invoices,
  remaining,
  remainingOnInvoices,
}: {
  orders: ReadonlyMap<string, Order>
  invoices: readonly OpenInvoice[]
  remaining: ReadonlyMap<string, Money>
  remainingOnInvoices: ReadonlyMap<string, Money>
}) {
  const { t } = useTranslation('payments')
  const format = useFormatters()
  const { control, setValue } = useFormContext<PaymentFormValues>()
  const lines = useWatch({ control, name: 'orders' })
  const amountText = useWatch({ control, name: 'amount' })

  // An item that is not a line of the row's (loaded) order is cleared: the row then pays the whole order. An
  // invoice (among the loaded ones) that does not bill the row's order and item is cleared too.
  useEffect(() => {
    lines.forEach((line, index) => {
      const order = orders.get(line.orderName)
      if (
        line.itemName &&
        order &&
        ![...order.items, ...order.services].some((c) => c.name === line.itemName)
      )
        setValue(`orders.${index}.itemName`, '', { shouldDirty: true })
      const invoice = invoices.find((candidate) => candidate.invoice.name === line.invoiceName)?.invoice
      if (invoice && !bills(invoice, line)) setValue(`orders.${index}.invoiceName`, '', { shouldDirty: true })
    })
  }, [lines, orders, invoices, setValue])

  const orderOptions = [...orders.values()].map((order) => ({ value: order.name, label: orderLabel(order) }))
  const distributed = sumMoney(
    lines.map((line) => usd(parseMoneyInput(line.amount))),
    usd(0),
  )
  const left = subtractMoney(usd(parseMoneyInput(amountText)), distributed)

  return (
    <LineItemsEditor<PaymentFormValues>
      name="orders"
      legend={t('distribution.legend')}
      // A new line starts with what is left undistributed (nothing when the lines already take it all).
      newRow={() =>
        newPaymentLine({
          orderName: orderOptions.length === 1 ? orderOptions[0]!.value : '',
          amount: left.value > 0 ? formatMoneyInput(left.value, left.exponent) : '',
        })
      }
      addLabel={t('distribution.add')}
      rowLabel={(index) => t('distribution.line', { index: index + 1 })}
      emptyText={t('distribution.empty')}
      reorder={false}
      columns="2fr 2fr 2.4fr 1.4fr"
      renderRow={(index) => {
        const line = lines[index]
        const order = line ? orders.get(line.orderName) : undefined
        const open = line ? remaining.get(line.localId) : undefined
        const onInvoice = line?.invoiceName ? remainingOnInvoices.get(line.localId) : undefined
        const invoiceOptions = line
          ? invoices
              .filter(({ invoice }) => bills(invoice, line))
              .map(({ invoice, remaining: left }) => ({
                value: invoice.name,
                label: t('distribution.invoiceOption', {
                  number: invoice.number || `#${invoice.id}`,
                  due: invoice.dueDate ? format.date(invoice.dueDate) : t('distribution.noDueDate'),
                  amount: format.money(left),
                }),
              }))
          : []
        const itemOptions = order
          ? [...order.items, ...order.services].map((item) => ({
              value: item.name,
              label: `${item.displayName || idOf(item.name)} · ${format.money(item.amount)}`,
            }))
          : []
        return (
          <>
            <SelectField<PaymentFormValues>
              name={`orders.${index}.orderName`}
              label={t('distribution.order', { index: index + 1 })}
              options={orderOptions}
              placeholder={t('distribution.chooseOrder')}
              required
            />
            <SelectField<PaymentFormValues>
              name={`orders.${index}.itemName`}
              label={t('distribution.item', { index: index + 1 })}
              options={itemOptions}
              placeholder={t('distribution.wholeOrder')}
            />
            <SelectField<PaymentFormValues>
              name={`orders.${index}.invoiceName`}
              label={t('distribution.invoice', { index: index + 1 })}
              options={invoiceOptions}
              placeholder={t('distribution.noInvoice')}
            />
            <MoneyField<PaymentFormValues>
              name={`orders.${index}.amount`}
              label={t('distribution.amount', { index: index + 1 })}
              required
              hint={
                open || onInvoice ? (
                  <Remaining>
                    {open && t('distribution.remaining', { amount: format.money(open) })}
                    {open && onInvoice && ' · '}
                    {onInvoice && t('distribution.remainingOnInvoice', { amount: format.money(onInvoice) })}
                  </Remaining>
                ) : undefined
              }
            />
          </>
        )
      }}
      footer={
        <div role="status" aria-live="polite">
          <Summary>
            {left.value >= 0
              ? t('distribution.undistributed', { amount: format.money(left) })
              : t('distribution.overDistributed', { amount: format.money({ ...left, value: -left.value }) })}
          </Summary>
          {left.value > 0 && <Note>{t('distribution.unallocatedNote')}</Note>}
        </div>
      }
    />
  )
}
