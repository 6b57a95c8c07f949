import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import { type Vehicle } from '../../../domain/vehicles'
import { useFormatters } from '../../i18n/format'
import { type FilterDef } from '../../kit/list/FilterBar'
import { ListView } from '../../kit/list/ListView'
import { useListController } from '../../kit/list/use-list-controller'
import { terminalLabel, terminalOptions } from '../shared'
import { vehicleColumns } from './vehicle-columns'
import { vehicleViewOf, vehiclesListRoute } from './cargoloop-routes'

/** /cargoloop/pending, /cargoloop/cancelled and /cargoloop/vehicles share this page; the path picks the filter. */
export default function VehicleListPage() {
  const { t } = useTranslation('cargoloop')
  const format = useFormatters()
  const [location] = useLocation()
  const view = vehicleViewOf(location)

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
  const route = useMemo(() => vehiclesListRoute(view), [view])
  const list = useListController({
    ...route,
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
