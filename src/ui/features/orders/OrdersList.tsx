import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderSummary } from '../../../domain/orders'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { useCan } from '../../session/use-can'
import { useFormatters } from '../../i18n/format'
import { useConfirmedAction } from '../../kit/actions/use-confirmed-action'
import type { FilterDef } from '../../kit/list/FilterBar'
import { ListView, type BulkAction } from '../../kit/list/ListView'
import { useListController } from '../../kit/list/use-list-controller'
import { customerLabel, customerOptions, terminalLabel, terminalOptions } from '../shared'
import { orderColumns } from './order-columns'
import { ordersListRoute } from './order-routes'
import { idOf } from '../../../domain/names'

/** The orders list (also the archive): server-paged, sorted, searched and filtered, its state kept in the URL. */
export interface OrdersListProps {
  archive: boolean
  /** Only this customer's orders (`customers/C1001`): the customer filter is then fixed. */
  customerName?: string
  title?: string
  /** `memory` inside a tab of another record's page. */
  stateIn?: 'url' | 'memory'
  headingLevel?: 1 | 2
}

const STATUSES = ['new', 'active', 'completed', 'cancelled'] as const

export function OrdersList({
  archive,
  customerName,
  title: customTitle,
  stateIn,
  headingLevel,
}: OrdersListProps) {
  const { t } = useTranslation('orders')
  const format = useFormatters()
  const can = useCan()
  const confirmed = useConfirmedAction()
  const port = resolvePort(PORTS.orders)

  const filters = useMemo<FilterDef[]>(
    () => [
      ...(customerName
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
      {
        key: 'terminalName',
        kind: 'reference',
        label: t('filters.terminal'),
        loadOptions: terminalOptions,
        labelOf: terminalLabel,
      },
      {
        key: 'status',
        kind: 'select',
        label: t('filters.status'),
        options: STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
      { key: 'unpaidOnly', kind: 'boolean', label: t('filters.unpaidOnly') },
    ],
    [t, customerName],
  )
  const route = useMemo(() => ordersListRoute({ archive, customerName }), [archive, customerName])
  const list = useListController({
    ...route,
    stateIn,
    rowId: (order: OrderSummary) => order.name,
    live: 'orders',
    archive: (name, isArchive) => port.moveToArchive(name, isArchive),
  })

  // A customer may not open staff routes: its rows do not link to them (issue 30).
  const linked = can('read', 'orders')
  const columns = useMemo(() => orderColumns(t, format.money, linked), [t, format.money, linked])
  const title = customTitle ?? (archive ? t('archiveTitle') : t('title'))
  const bulkActions: BulkAction<OrderSummary>[] =
    can('manage', 'archive') || can('modify', 'orders')
      ? [
          {
            id: 'archive',
            label: archive ? t('actions.unarchive') : t('actions.archive'),
            color: 'warning',
            run: (orders) =>
              confirmed.request({
                title: archive
                  ? t('confirm.unarchiveTitle', { count: orders.length })
                  : t('confirm.archiveTitle', { count: orders.length }),
                message: orders.map((o) => o.displayName || `#${o.id}`).join(', '),
                confirmLabel: archive ? t('actions.unarchive') : t('actions.archive'),
                tone: 'primary',
                doneMessage: archive
                  ? t('done.unarchived', { count: orders.length })
                  : t('done.archived', { count: orders.length }),
                perform: () => Promise.all(orders.map((o) => port.moveToArchive(o.name, !archive))),
                onDone: () => {
                  list.setSelected(new Set())
                  void list.reload()
                },
              }),
          },
        ]
      : []

  return (
    <>
      <ListView
        list={list}
        title={title}
        headingLevel={headingLevel}
        columns={columns}
        empty={t('empty')}
        filters={filters}
        searchLabel={t('search')}
        create={
          !archive && can('add', 'orders')
            ? {
                // A customer's orders (the tab of the customer's page) create an order for that customer.
                href: customerName ? `/customers/${idOf(customerName)}/orders/-/add` : '/orders/-/add',
                label: t('actions.create'),
              }
            : undefined
        }
        rowHref={linked ? (order) => `/orders/${order.id}/view` : undefined}
        editHref={
          can('modify', 'orders') || can('manage', 'orders')
            ? (order) => `/orders/${order.id}/edit`
            : undefined
        }
        rowLabel={(order) => order.displayName || `#${order.id}`}
        bulkActions={bulkActions.length > 0 ? bulkActions : undefined}
        exportName={archive ? 'archive' : 'orders'}
      />
      {confirmed.dialog}
    </>
  )
}
