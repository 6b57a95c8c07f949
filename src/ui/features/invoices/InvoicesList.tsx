import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { isOpenInvoice, type Invoice } from '../../../domain/invoices'
import { PORTS } from '../../../ports/tokens'
import { useCan } from '../../session/use-can'
import { resolvePort } from '../../runtime/use-port'
import { useFormatters } from '../../i18n/format'
import { type FilterDef } from '../../kit/list/FilterBar'
import { ListView } from '../../kit/list/ListView'
import { rowActionsColumn } from '../../kit/list/row-actions'
import { useListController } from '../../kit/list/use-list-controller'
import { customerLabel, customerOptions, orderLabel, orderOptions, useDisplayNames } from '../shared'
import { invoiceColumns, invoiceLabel } from './invoice-columns'
import { invoicesListRoute } from './invoice-routes'
import { idOf } from '../../../domain/names'

/** The invoices list: all of them, or one customer's or one order's (the filter is then fixed). */
export interface InvoicesListProps {
  /** Only this customer's invoices (`customers/C1001`). */
  customerName?: string
  /** Only this order's invoices (`orders/4`). */
  orderName?: string
  title?: string
  /** `memory` inside a tab of another record's page. */
  stateIn?: 'url' | 'memory'
  headingLevel?: 1 | 2
}

/** Where the create link goes: the order's or the customer's add page when the list is fixed to one. */
function createHref(customerName?: string, orderName?: string) {
  if (orderName) return `/orders/${idOf(orderName)}/invoices/-/add`
  if (customerName) return `/customers/${idOf(customerName)}/invoices/-/add`
  return '/invoices/-/add'
}

export function InvoicesList({ customerName, orderName, title, stateIn, headingLevel }: InvoicesListProps) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const can = useCan()

  const filters = useMemo<FilterDef[]>(
    () => [
      ...(customerName || orderName
        ? []
        : [
            {
              key: 'customerName',
              kind: 'reference' as const,
              label: t('filters.customer'),
              loadOptions: customerOptions,
              labelOf: customerLabel,
            },
          ]),
      ...(orderName
        ? []
        : [
            {
              key: 'orderName',
              kind: 'reference' as const,
              label: t('filters.order'),
              loadOptions: orderOptions(customerName),
              labelOf: orderLabel,
            },
          ]),
    ],
    [t, customerName, orderName],
  )
  const route = useMemo(() => invoicesListRoute({ customerName, orderName }), [customerName, orderName])
  const list = useListController({
    ...route,
    stateIn,
    rowId: (invoice: Invoice) => invoice.name,
    live: 'invoices',
  })
  const nameOf = useDisplayNames(async () => {
    const [types, payees] = await Promise.all([
      resolvePort(PORTS.invoiceTypes).listInvoiceTypes(),
      resolvePort(PORTS.invoicePayees).listInvoicePayees(),
    ])
    return [...types, ...payees]
  })
  const linked = can('read', 'invoices')
  const mayPay = can('add', 'payments')
  const columns = useMemo(() => {
    const shown = invoiceColumns(t, format, nameOf, linked)
    if (!mayPay) return shown
    // Pay from the list (issue 30 item 1): the payment form opens with the invoice's open lines filled.
    return [
      ...shown,
      rowActionsColumn<Invoice>({
        header: t('columns.actions'),
        menuLabel: (invoice) => t('actions.menu', { invoice: invoiceLabel(invoice) }),
        actions: (invoice) =>
          isOpenInvoice(invoice)
            ? [
                {
                  id: 'pay',
                  label: t('actions.pay'),
                  href: `/customers/${idOf(invoice.customerName)}/payments/-/add?invoice=${invoice.id}`,
                },
              ]
            : [],
      }),
    ]
  }, [t, format, nameOf, linked, mayPay])

  return (
    <ListView
      list={list}
      title={title ?? t('title')}
      headingLevel={headingLevel}
      columns={columns}
      empty={t('empty')}
      searchLabel={t('search')}
      filters={filters.length > 0 ? filters : undefined}
      create={
        can('add', 'invoices')
          ? { href: createHref(customerName, orderName), label: t('actions.create') }
          : undefined
      }
      rowHref={linked ? (invoice) => `/invoices/${invoice.id}/view` : undefined}
      rowLabel={invoiceLabel}
      exportName={
        orderName
          ? `invoices-${idOf(orderName)}`
          : customerName
            ? `invoices-${idOf(customerName)}`
            : 'invoices'
      }
    />
  )
}
