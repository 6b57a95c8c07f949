import { useEffect, useMemo } from 'react'
import { Link } from 'wouter'
import { useSnapshot } from 'valtio'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { formatMoney } from '../../../domain/money'
import type { Order } from '../../../domain/orders'
import { PORTS } from '../../../ports/tokens'
import { Card } from '../../components/Card'
import { DataTable, type Column } from '../../components/list/DataTable'
import { Pagination } from '../../components/list/Pagination'
import { SearchBox } from '../../components/list/SearchBox'
import { useListQuery } from '../../components/list/use-list-query'
import { resolvePort } from '../../app/use-port'
import { createOrdersListStore } from './orders-list-store'

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
  h1 {
    margin: 0;
  }
`
const Badge = styled.span`
  display: inline-block;
  padding: 0.2rem 0.6rem;
  border-radius: 1rem;
  font-size: 0.85rem;
  background: ${({ theme }) => theme.colors.primary.light};
  color: ${({ theme }) => theme.colors.primary.main};
`

/** The last part of a resource name: `customers/C1001` → `C1001`. */
const idOf = (name: string) => name.slice(name.lastIndexOf('/') + 1)

/** The orders list (also the archive): server-paged, sorted and searched, its state kept in the URL. */
export interface OrdersListProps {
  archive: boolean
  /** Only this customer's orders (`customers/C1001`). */
  customerName?: string
  title?: string
}

export function OrdersList({ archive, customerName, title: customTitle }: OrdersListProps) {
  const { t, i18n } = useTranslation('orders')
  const [query, updateQuery] = useListQuery({ sortColumn: 'id', sort: 'desc' })
  const store = useMemo(() => createOrdersListStore(resolvePort(PORTS.orders)), [])
  const state = useSnapshot(store.state)

  useEffect(() => {
    void store.load({ ...query, isArchive: archive, customerName })
  }, [store, query, archive, customerName])

  useEffect(() => {
    if (state.error) toast.error(t(`common:errors.${state.error.code}`))
  }, [state.error, t])

  const locale = i18n.language
  const columns = useMemo<Column<Order>[]>(
    () => [
      {
        id: 'id',
        header: t('columns.order'),
        sortable: true,
        cell: (o) => <Link href={`/orders/${o.id}/view`}>{o.displayName || `#${o.id}`}</Link>,
      },
      {
        id: 'customerName',
        header: t('columns.customer'),
        sortable: true,
        cell: (o) => idOf(o.customerName),
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortable: true,
        cell: (o) => (
          <Badge>{t(`statuses.${o.status.trim().toLowerCase()}`, { defaultValue: o.status })}</Badge>
        ),
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        sortable: true,
        align: 'end',
        cell: (o) => formatMoney(o.amount, locale),
      },
      {
        id: 'paidAmount',
        header: t('columns.paid'),
        sortable: true,
        align: 'end',
        cell: (o) => formatMoney(o.paidAmount, locale),
      },
      {
        id: 'toBePaidAmount',
        header: t('columns.toBePaid'),
        sortable: true,
        align: 'end',
        cell: (o) => formatMoney(o.toBePaidAmount, locale),
      },
    ],
    [t, locale],
  )

  const title = customTitle ?? (archive ? t('archiveTitle') : t('title'))
  return (
    <Card aria-labelledby="orders-title">
      <Toolbar>
        <h1 id="orders-title">{title}</h1>
        <SearchBox label={t('search')} value={query.search} onSearch={(search) => updateQuery({ search })} />
      </Toolbar>
      <DataTable
        caption={title}
        columns={columns}
        rows={state.orders as Order[]}
        rowKey={(order) => order.name}
        sortColumn={query.sortColumn}
        sort={query.sort}
        onSort={(column) =>
          updateQuery({
            sortColumn: column,
            sort: query.sortColumn === column && query.sort === 'asc' ? 'desc' : 'asc',
          })
        }
        loading={state.loading}
        empty={t('empty')}
      />
      <Pagination
        page={query.page}
        perPage={query.perPage}
        totalRows={state.totalRows}
        totalPages={Math.max(state.totalPages, 1)}
        onPage={(page) => updateQuery({ page })}
        onPerPage={(perPage) => updateQuery({ perPage })}
      />
    </Card>
  )
}
