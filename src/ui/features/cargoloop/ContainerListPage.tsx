import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListQuery } from '../../../domain/lists'
import type { Shipment } from '../../../domain/shipments'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { useFormatters } from '../../i18n/format'
import { ListView } from '../../kit/list/ListView'
import { useListController } from '../../kit/list/use-list-controller'
import { containerColumns } from './container-columns'

const asIs = (query: ListQuery) => query

/** The containers (shipments): server-paged, sorted and searched, read-only. */
export default function ContainerListPage() {
  const { t } = useTranslation('cargoloop')
  const format = useFormatters()
  const port = resolvePort(PORTS.shipments)
  const list = useListController({
    id: 'containers',
    load: (query: ListQuery) => port.listShipments(query),
    toQuery: asIs,
    defaults: { sortColumn: 'container.departure', sort: 'desc' },
    rowId: (shipment: Shipment) => shipment.name,
    live: 'shipments',
  })
  const columns = useMemo(() => containerColumns(t, format.date), [t, format.date])
  return (
    <ListView
      list={list}
      title={t('container.listTitle')}
      columns={columns}
      empty={t('container.empty')}
      searchLabel={t('container.search')}
      rowHref={(shipment) => `/cargoloop/containers/${shipment.id}`}
      rowLabel={(shipment) => shipment.container?.containerNo || `#${shipment.id}`}
      exportName="containers"
    />
  )
}
