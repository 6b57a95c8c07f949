import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SortDirection } from '../../../../domain/lists'
import { Badge } from '../../../components/Badge'
import { useNumberFormatters } from '../../../i18n/format-number'
import { DataTable, type Column } from '../../../kit/list/DataTable'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'
import { Choice } from './layout-choice'

interface Shipment {
  id: string
  vehicle: string
  destination: 'poti' | 'batumi' | 'mersin' | 'novorossiysk'
  weight: number
  status: 'loaded' | 'atSea' | 'delivered'
}
const SHIPMENTS: readonly Shipment[] = [
  { id: 'S-1041', vehicle: 'Toyota Camry 2019', destination: 'poti', weight: 1540, status: 'atSea' },
  { id: 'S-1042', vehicle: 'Ford Escape 2020', destination: 'batumi', weight: 1610, status: 'loaded' },
  { id: 'S-1043', vehicle: 'BMW X5 2018', destination: 'mersin', weight: 2170, status: 'delivered' },
  { id: 'S-1044', vehicle: 'Honda Civic 2021', destination: 'poti', weight: 1310, status: 'delivered' },
  { id: 'S-1045', vehicle: 'Kia Sorento 2022', destination: 'novorossiysk', weight: 1840, status: 'atSea' },
]
const STATUS_COLOR = { loaded: 'light-warning', atSea: 'light-info', delivered: 'light-success' } as const

const CODE = `
const columns: Column<Shipment>[] = [
  { id: 'id', header: t('number'), cell: (s) => s.id, sortable: true, alwaysShown: true },
  { id: 'weight', header: t('weight'), cell: (s) => format.number(s.weight), align: 'end', sortable: true },
]
<DataTable
  caption={t('shipments')}
  columns={columns}
  rows={rows}
  rowKey={(s) => s.id}
  sortColumn={sortColumn}
  sort={sort}
  onSort={toggleSort}
  loading={loading}
  empty={t('noShipments')}
  selected={selected}
  onSelectedChange={setSelected}
/>
// A list screen gets all of this, with paging, search and filters, from ListView + useListController.
`

/** /tables/reactstrap: the kit's DataTable: sortable headers, numbers at the end, selection, loading and empty. */
export default function TablesPage() {
  const { t } = useTranslation('catalogue')
  const numbers = useNumberFormatters()
  const [sortColumn, setSortColumn] = useState('id')
  const [sort, setSort] = useState<SortDirection>('asc')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [loading, setLoading] = useState(false)
  const [empty, setEmpty] = useState(false)
  const props = useProps('tables.props', [
    ['caption', 'string'],
    ['columns', 'Column<Row>[]'],
    ['rows / rowKey', 'Row[], (row) => string'],
    ['sortColumn / sort / onSort', "string, 'asc' | 'desc', (column) => void"],
    ['loading', 'boolean'],
    ['empty', 'string'],
    ['rowHref', '(row) => string'],
    ['selected / onSelectedChange', 'Set<string>, (set) => void'],
  ])
  const columns: Column<Shipment>[] = [
    { id: 'id', header: t('tables.columns.id'), cell: (s) => s.id, sortable: true, alwaysShown: true },
    { id: 'vehicle', header: t('tables.columns.vehicle'), cell: (s) => s.vehicle, sortable: true },
    {
      id: 'destination',
      header: t('tables.columns.destination'),
      cell: (s) => t(`tables.ports.${s.destination}`),
    },
    {
      id: 'weight',
      header: t('tables.columns.weight'),
      cell: (s) => numbers.number(s.weight),
      sortable: true,
      align: 'end',
    },
    {
      id: 'status',
      header: t('tables.columns.status'),
      cell: (s) => <Badge $color={STATUS_COLOR[s.status]}>{t(`tables.status.${s.status}`)}</Badge>,
    },
  ]
  const rows = useMemo(() => {
    const key = sortColumn as 'id' | 'vehicle' | 'weight'
    const sorted = [...SHIPMENTS].sort((a, b) =>
      typeof a[key] === 'number'
        ? Number(a[key]) - Number(b[key])
        : String(a[key]).localeCompare(String(b[key])),
    )
    return sort === 'desc' ? sorted.reverse() : sorted
  }, [sortColumn, sort])
  const onSort = (column: string) => {
    if (column === sortColumn) setSort(sort === 'asc' ? 'desc' : 'asc')
    else {
      setSortColumn(column)
      setSort('asc')
    }
  }
  return (
    <CataloguePage title={t('tables.title')} intro={t('tables.intro')}>
      <CatalogueSection
        id="table"
        title={t('tables.section.title')}
        description={t('tables.section.description')}
        props={props}
        code={CODE}
      >
        <Choice>
          <input type="checkbox" checked={loading} onChange={(event) => setLoading(event.target.checked)} />
          {t('tables.section.showLoading')}
        </Choice>
        <Choice>
          <input type="checkbox" checked={empty} onChange={(event) => setEmpty(event.target.checked)} />
          {t('tables.section.showEmpty')}
        </Choice>
        <DataTable
          caption={t('tables.section.caption')}
          columns={columns}
          rows={empty ? [] : rows}
          rowKey={(s) => s.id}
          rowLabel={(s) => s.id}
          sortColumn={sortColumn}
          sort={sort}
          onSort={onSort}
          loading={loading}
          empty={t('tables.section.empty')}
          selected={selected}
          onSelectedChange={setSelected}
        />
        <p role="status">{t('tables.section.selected', { count: selected.size })}</p>
      </CatalogueSection>
    </CataloguePage>
  )
}
