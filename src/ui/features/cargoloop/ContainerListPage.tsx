import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Shipment } from '../../../domain/shipments'
import { useFormatters } from '../../i18n/format'
import { ListView } from '../../kit/list/ListView'
import { useListController } from '../../kit/list/use-list-controller'
import { CONTAINERS_LIST } from './cargoloop-routes'
import { containerColumns } from './container-columns'

/** The containers (shipments): server-paged, sorted and searched, read-only. */
export default function ContainerListPage() {
  const { t } = useTranslation('cargoloop')
  const format = useFormatters()
  const list = useListController({
    ...CONTAINERS_LIST,
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
