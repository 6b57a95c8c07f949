import { useFormContext, useWatch } from 'react-hook-form'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import type { Order } from '../../../domain/orders'
import { useFormatters } from '../../i18n/format'
import { MoneyField, ReferenceField, SelectField, TextField } from '../../kit/form/fields'
import { LineItemsEditor } from '../../kit/form/LineItemsEditor'
import { orderLabel, orderOptions } from '../shared'
import {
  lineError,
  newInvoiceLine,
  orderLines,
  type InvoiceFormValues,
  type LineLimit,
} from './invoice-form-values'

const Remaining = styled.span<{ $over: boolean }>`
  font-size: 0.857rem;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger.text : theme.skin.muted)};
`

/**
 * The invoice's lines: each bills an item or service of one of the customer's orders, at a price and quantity,
 * and shows what remains to bill on that order line (the limit the schema checks).
 */
export function InvoiceLinesEditor({
  customerName,
  orders,
  limits,
}: {
  customerName: string
  orders: ReadonlyMap<string, Order>
  limits: readonly (LineLimit | undefined)[]
}) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const { control, setValue } = useFormContext<InvoiceFormValues>()
  const lines = useWatch({ control, name: 'items' }) ?? []

  return (
    <LineItemsEditor<InvoiceFormValues>
      name="items"
      legend={t('form.lines')}
      newRow={() => newInvoiceLine()}
      addLabel={t('form.addLine')}
      rowLabel={(index) => t('form.line', { index: index + 1 })}
      emptyText={t('form.noLines')}
      reorder={false}
      columns="repeat(auto-fit, minmax(11rem, 1fr))"
      renderRow={(index) => {
        const line = lines[index]
        const order = line ? orders.get(line.orderName) : undefined
        const itemOptions = order
          ? orderLines(order).map((candidate) => ({
              value: candidate.name,
              label: `${candidate.label} · ${format.money(candidate.total)}`,
            }))
          : []
        const limit = limits[index]
        const open = limit?.remaining
        const over = Boolean(line && lineError(line, limit))
        return (
          <>
            <ReferenceField<InvoiceFormValues>
              name={`items.${index}.orderName`}
              label={t('form.order', { index: index + 1 })}
              required
              disabled={!customerName}
              loadOptions={orderOptions(customerName)}
              labelOf={orderLabel}
              onChosen={() => setValue(`items.${index}.itemName`, '', { shouldDirty: true })}
            />
            <SelectField<InvoiceFormValues>
              name={`items.${index}.itemName`}
              label={t('form.item', { index: index + 1 })}
              options={itemOptions}
              placeholder={t('form.chooseItem')}
              required
            />
            <MoneyField<InvoiceFormValues>
              name={`items.${index}.price`}
              label={t('form.price', { index: index + 1 })}
              required
              hint={
                open ? (
                  <Remaining $over={over} data-testid={`remaining-${index}`}>
                    {t('form.remaining', { amount: format.money(open) })}
                  </Remaining>
                ) : undefined
              }
            />
            <TextField<InvoiceFormValues>
              name={`items.${index}.quantity`}
              label={t('form.quantity', { index: index + 1 })}
              required
            />
            <TextField<InvoiceFormValues>
              name={`items.${index}.comment`}
              label={t('form.lineComment', { index: index + 1 })}
            />
          </>
        )
      }}
    />
  )
}
