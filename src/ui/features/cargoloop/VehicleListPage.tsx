import { useCallback, useMemo } from 'react'
import { useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import type { FilterValues, ListQuery } from '../../../domain/lists'
import { cargoloopViewFilter, type CargoloopVehicleView, type Vehicle } from '../../../domain/vehicles'
import type { ListVehiclesQuery } from '../../../ports/vehicles-port'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { useFormatters } from '../../i18n/format'
import { filterFields, type FilterDef } from '../../kit/list/FilterBar'
import { ListView } from '../../kit/list/ListView'
import { useListController } from '../../kit/list/use-list-controller'
import { terminalLabel, terminalOptions } from '../shared'
import { vehicleColumns } from './vehicle-columns'

const viewOf = (path: string): CargoloopVehicleView =>
  path.startsWith('/cargoloop/pending')
    ? 'pending'
    : path.startsWith('/cargoloop/cancelled')
      ? 'cancelled'
      : 'vehicles'

/** /cargoloop/pending, /cargoloop/cancelled and /cargoloop/vehicles share this page; the path picks the filter. */
export default function VehicleListPage() {
  const { t } = useTranslation('cargoloop')
  const format = useFormatters()
  const [location] = useLocation()
  const view = viewOf(location)
  const port = resolvePort(PORTS.vehicles)

  const filters = useMemo<FilterDef[]>(
    () => [
      {
        key: 'terminalName',
        kind: 'reference',
        label: t('vehicle.terminal'),
        loadOptions: terminalOptions,
        labelOf: terminalLabel,
      },
    ],
    [t],
  )
  const fields = useMemo(() => filterFields(filters), [filters])
  const toQuery = useCallback(
    (query: ListQuery, values: FilterValues): ListVehiclesQuery => ({
      ...query,
      ...cargoloopViewFilter(view),
      terminalName: values.terminalName,
    }),
    [view],
  )
  const list = useListController({
    id: `cargoloop-${view}`,
    load: (query: ListVehiclesQuery) => port.listVehicles(query),
    toQuery,
    filters: fields,
    defaults: { sortColumn: 'id', sort: 'desc' },
    rowId: (vehicle: Vehicle) => vehicle.name,
    live: 'vehicles',
  })
  const columns = useMemo(() => vehicleColumns(t, format.date), [t, format.date])

  return (
    <ListView
      list={list}
      title={t(`lists.${view}`)}
      columns={columns}
      empty={t('lists.empty')}
      filters={filters}
      searchLabel={t('lists.search')}
      rowHref={(vehicle) => `/cargoloop/vehicles/${vehicle.id}`}
      rowLabel={(vehicle) => vehicle.details?.lotNumber || `#${vehicle.id}`}
      exportName={`cargoloop-${view}`}
    />
  )
}
