import { useCallback, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { queryStaff, type StaffRecord } from '../../../../domain/apps/datatables'
import {
  formatDay,
  toCsv,
  type FilterField,
  type FilterValues,
  type ListQuery,
} from '../../../../domain/lists'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { ListView, type BulkAction } from '../../../kit/list/ListView'
import { downloadText } from '../../../kit/list/use-csv-export'
import { useListController } from '../../../kit/list/use-list-controller'
import { STAFF_FILTER_FIELDS, staffColumns, staffFilters } from './staff-columns'

type StaffQuery = ListQuery & { filters: FilterValues }
const toQuery = (query: ListQuery, filters: FilterValues): StaffQuery => ({ ...query, filters })
const rowId = (r: StaffRecord) => String(r.id)
const NO_FIELDS: readonly FilterField[] = []

/**
 * The staff data table (`/datatables/basic`, `/datatables/advance`): the search goes to the mock
 * (`GET /api/datatables/data?q=`, its §5 rule); the column filters, sort and paging run in the browser by the
 * domain's rules (`queryStaff`), since the mock has none of them. The advanced one adds the filter bar.
 */
export function StaffTable({ advanced }: { advanced: boolean }) {
  const { t, i18n } = useTranslation('tables')
  const port = resolvePort(PORTS.datatables)
  // One search answer serves every page and sort of that search (the records do not change).
  const last = useRef<{ text: string; rows: Promise<StaffRecord[]> } | null>(null)
  const load = useCallback(
    async ({ filters, search, ...query }: StaffQuery) => {
      if (last.current?.text !== search) {
        const rows = port.searchStaff(search)
        last.current = { text: search, rows }
        rows.catch(() => {
          if (last.current?.rows === rows) last.current = null
        })
      }
      return queryStaff(await last.current.rows, query, filters)
    },
    [port],
  )
  const list = useListController({
    id: advanced ? 'datatable-advance' : 'datatable-basic',
    load,
    toQuery,
    filters: advanced ? STAFF_FILTER_FIELDS : NO_FIELDS,
    defaults: { sortColumn: 'id', sort: 'asc' },
    rowId,
  })
  const columns = useMemo(() => staffColumns(t, i18n.language), [t, i18n.language])
  const filters = useMemo(() => (advanced ? staffFilters(t) : undefined), [advanced, t])
  const bulkActions = useMemo<BulkAction<StaffRecord>[]>(
    () => [
      {
        id: 'export-selected',
        label: t('exportSelected'),
        run: (rows) =>
          downloadText(
            `staff-selected-${formatDay(new Date())}.csv`,
            toCsv(
              columns.map((c) => c.header),
              rows.map((row) => columns.map((c) => c.csv!(row))),
            ),
          ),
      },
    ],
    [columns, t],
  )
  return (
    <ListView
      list={list}
      title={t(advanced ? 'advanceTitle' : 'basicTitle')}
      columns={columns}
      filters={filters}
      searchLabel={t('search')}
      rowLabel={(r) => r.full_name}
      bulkActions={bulkActions}
      exportName="staff"
      empty={t('empty')}
    />
  )
}
