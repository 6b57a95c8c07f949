import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { parseMoneyInput, subtractMoney, sumMoney, usd, type Money } from '../../../domain/money'
import type { Order } from '../../../domain/orders'
import { useFormatters } from '../../i18n/format'
import { MoneyField, SelectField } from '../../kit/form/fields'
import { LineItemsEditor } from '../../kit/form/LineItemsEditor'
import { newPaymentLine, type PaymentFormValues } from './payment-form-values'

const Remaining = styled.span`
  font-size: 0.857rem;
  color: ${({ theme }) => theme.skin.muted};
`
const Summary = styled.p`
  margin: 0.75rem 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.skin.heading};
`

const orderLabel = (order: Order) => order.displayName || `#${order.id}`

/**
 * The payment's distribution over the customer's order lines: each row an order, optionally one of its items
 * or services, and an amount, with what remains on it; under the rows, what is left undistributed.
 */
export function DistributionEditor({
  orders,
  remaining,
}: {
  orders: ReadonlyMap<string, Order>
  remaining: ReadonlyMap<string, Money>
}) {
  const { t } = useTranslation('payments')
  const format = useFormatters()
  const { control, setValue } = useFormContext<PaymentFormValues>()
  const lines = useWatch({ control, name: 'orders' })
  const amountText = useWatch({ control, name: 'amount' })

  // An item that is not a line of the row's (loaded) order is cleared: the row then pays the whole order.
  useEffect(() => {
    lines.forEach((line, index) => {
      const order = orders.get(line.orderName)
      if (!line.itemName || !order) return
      if (![...order.items, ...order.services].some((candidate) => candidate.name === line.itemName))
        setValue(`orders.${index}.itemName`, '', { shouldDirty: true })
    })
  }, [lines, orders, setValue])

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
      newRow={() => newPaymentLine({ orderName: orderOptions.length === 1 ? orderOptions[0]!.value : '' })}
      addLabel={t('distribution.add')}
      rowLabel={(index) => t('distribution.line', { index: index + 1 })}
      emptyText={t('distribution.empty')}
      reorder={false}
      columns="2fr 2fr 1.4fr"
      renderRow={(index) => {
        const line = lines[index]
        const order = line ? orders.get(line.orderName) : undefined
        const open = line ? remaining.get(line.localId) : undefined
        const itemOptions = order
          ? [...order.items, ...order.services].map((item) => ({
              value: item.name,
              label: `${item.displayName || item.name.slice(item.name.lastIndexOf('/') + 1)} · ${format.money(item.amount)}`,
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
            <MoneyField<PaymentFormValues>
              name={`orders.${index}.amount`}
              label={t('distribution.amount', { index: index + 1 })}
              required
              hint={
                open ? (
                  <Remaining>{t('distribution.remaining', { amount: format.money(open) })}</Remaining>
                ) : undefined
              }
            />
          </>
        )
      }}
      footer={
        <Summary role="status" aria-live="polite">
          {left.value >= 0
            ? t('distribution.undistributed', { amount: format.money(left) })
            : t('distribution.overDistributed', { amount: format.money({ ...left, value: -left.value }) })}
        </Summary>
      }
    />
  )
}
