import { useCallback, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { toast } from 'sonner'
import type { TFunction } from 'i18next'
import {
  INVOICE_LIST_DEFAULTS,
  INVOICE_STATUSES,
  isInvoiceStatus,
  pageInRange,
  type Invoice,
  type InvoiceListQuery,
} from '../../../../domain/apps/invoice'
import type { FilterValues, ListQuery } from '../../../../domain/lists'
import { formatMoneyInput } from '../../../../domain/money'
import type { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Badge } from '../../../components/Badge'
import { useConfirmedAction } from '../../../kit/actions/use-confirmed-action'
import type { Column } from '../../../kit/list/DataTable'
import { filterFields, type FilterDef } from '../../../kit/list/FilterBar'
import { ListView } from '../../../kit/list/ListView'
import { rowActionsColumn } from '../../../kit/list/row-actions'
import { useListController } from '../../../kit/list/use-list-controller'
import { ClientCell, Day, INVOICE_PATHS, StatusIcon, useInvoiceFormat } from './invoice-ui'
import { useInvoiceDownload } from './use-invoice-download'

/** The list's port query from its URL state (`?status=Paid&search=…&sortColumn=total&sort=asc`). */
export const invoiceQueryFrom = (query: ListQuery, filters: FilterValues): InvoiceListQuery => ({
  q: query.search,
  status: isInvoiceStatus(filters.status) ? filters.status : undefined,
  sort: query.sort,
  sortColumn: query.sortColumn,
  page: query.page,
  perPage: query.perPage,
})

const statusFilter = (t: TFunction, status: (s: string) => string): FilterDef[] => [
  {
    key: 'status',
    kind: 'select',
    label: t('list.statusFilter'),
    options: INVOICE_STATUSES.map((value) => ({ value, label: status(value) })),
  },
]

/** /apps/invoice/list: status filter, search, sort, page size and paging, with each row's actions. */
export default function InvoiceListPage() {
  const { t } = useTranslation('invoiceApp')
  const format = useInvoiceFormat()
  const port = resolvePort(PORTS.invoiceApp)
  const [, navigate] = useLocation()
  const filters = useMemo(() => statusFilter(t, format.status), [t, format.status])
  const fields = useMemo(() => filterFields(filters), [filters])
  const load = useCallback((query: InvoiceListQuery) => port.listInvoices(query), [port])
  const list = useListController({
    id: 'invoiceApp',
    load,
    toQuery: invoiceQueryFrom,
    filters: fields,
    defaults: INVOICE_LIST_DEFAULTS,
    rowId: (invoice: Invoice) => String(invoice.id),
  })
  const { request, dialog } = useConfirmedAction()
  const { download, busy } = useInvoiceDownload()

  // After a delete emptied the last page, show the new last page.
  const { page } = list.query
  const { totalPages, loading, error, change } = list
  useEffect(() => {
    const inRange = pageInRange(page, totalPages)
    if (!loading && !error && inRange !== page) change({ query: { page: inRange } })
  }, [page, totalPages, loading, error, change])

  const failed = (error: PortError) =>
    toast.error(t(`common:errors.${error?.code ?? 'unknown'}`, { defaultValue: t('common:errors.unknown') }))
  const duplicate = (invoice: Invoice) =>
    port.duplicateInvoice(invoice.id).then((copy) => {
      toast.success(t('list.duplicated', { id: copy.id, source: invoice.id }))
      navigate(INVOICE_PATHS.edit(copy.id))
    }, failed)
  const remove = (invoice: Invoice) =>
    request({
      title: t('delete.title', { id: invoice.id }),
      message: t('delete.message', { id: invoice.id, client: invoice.client.name }),
      confirmLabel: t('delete.confirm'),
      doneMessage: t('delete.done', { id: invoice.id }),
      perform: () => port.deleteInvoice(invoice.id),
      onDone: () => void list.reload(),
    })

  const columns: Column<Invoice>[] = [
    {
      id: 'id',
      header: t('list.columns.id'),
      sortable: true,
      alwaysShown: true,
      cell: (invoice) => (
        <Link href={INVOICE_PATHS.preview(invoice.id)} aria-label={t('list.open', { id: invoice.id })}>
          #{invoice.id}
        </Link>
      ),
      csv: (invoice) => invoice.id,
    },
    {
      id: 'invoiceStatus',
      header: t('list.columns.status'),
      sortable: true,
      cell: (invoice) => <StatusIcon invoice={invoice} />,
      csv: (invoice) => invoice.invoiceStatus,
    },
    {
      id: 'client',
      header: t('list.columns.client'),
      sortable: true,
      cell: (invoice) => <ClientCell invoice={invoice} />,
      csv: (invoice) => invoice.client.name,
    },
    {
      id: 'total',
      header: t('list.columns.total'),
      sortable: true,
      align: 'end',
      cell: (invoice) => format.money(invoice.total),
      csv: (invoice) => formatMoneyInput(invoice.total),
    },
    {
      id: 'issuedDate',
      header: t('list.columns.issuedDate'),
      sortable: true,
      cell: (invoice) => <Day day={invoice.issuedDate} />,
      csv: (invoice) => invoice.issuedDate,
    },
    {
      id: 'dueDate',
      header: t('list.columns.dueDate'),
      sortable: true,
      cell: (invoice) => <Day day={invoice.dueDate} />,
      csv: (invoice) => invoice.dueDate,
    },
    {
      id: 'balance',
      header: t('list.columns.balance'),
      sortable: true,
      align: 'end',
      cell: (invoice) =>
        invoice.balance === 0 ? (
          <Badge $color="light-success">{t('list.paid')}</Badge>
        ) : (
          format.money(invoice.balance)
        ),
      csv: (invoice) => formatMoneyInput(invoice.balance),
    },
    rowActionsColumn<Invoice>({
      header: t('list.columns.actions'),
      menuLabel: (invoice) => t('list.actionsFor', { id: invoice.id }),
      actions: (invoice) => [
        { id: 'preview', label: t('actions.preview'), href: INVOICE_PATHS.preview(invoice.id) },
        { id: 'edit', label: t('actions.edit'), href: INVOICE_PATHS.edit(invoice.id) },
        {
          id: 'download',
          label: busy === invoice.id ? t('preview.building') : t('actions.download'),
          disabled: busy !== null,
          onAction: () => void download(invoice.id),
        },
        { id: 'duplicate', label: t('actions.duplicate'), onAction: () => void duplicate(invoice) },
        { id: 'delete', label: t('actions.delete'), danger: true, onAction: () => remove(invoice) },
      ],
    }),
  ]

  return (
    <>
      <ListView
        list={list}
        title={t('list.title')}
        columns={columns}
        filters={filters}
        searchLabel={t('list.search')}
        create={{ href: INVOICE_PATHS.add, label: t('list.create') }}
        rowHref={(invoice) => INVOICE_PATHS.preview(invoice.id)}
        editHref={(invoice) => INVOICE_PATHS.edit(invoice.id)}
        rowLabel={(invoice) => t('list.open', { id: invoice.id })}
        exportName="demo-invoices"
        empty={t('list.empty')}
      />
      {dialog}
    </>
  )
}
