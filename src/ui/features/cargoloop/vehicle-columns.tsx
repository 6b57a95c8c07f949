import { Link } from 'wouter'
import type { TFunction } from 'i18next'
import { formatDay } from '../../../domain/lists'
import { displayDescription, displayVin, type Vehicle } from '../../../domain/vehicles'
import { Badge } from '../../components/Badge'
import type { Column } from '../../kit/list/DataTable'

const csvDay = (date: Date | null | undefined) => (date ? formatDay(date) : '')

/** The badge of a vehicle's stage (log status, free text) or of its cancellation. */
export function VehicleStageBadge({
  vehicle,
  cancelledLabel,
}: {
  vehicle: Pick<Vehicle, 'cancelled' | 'log'>
  cancelledLabel: string
}) {
  if (vehicle.cancelled) return <Badge $color="light-danger">{cancelledLabel}</Badge>
  const status = vehicle.log?.status
  return status ? <Badge $color="light-primary">{status}</Badge> : null
}

/** The columns a dispatcher reads in the Cargoloop vehicle lists; sortable ids are the server's dotted paths. */
export function vehicleColumns(t: TFunction, date: (d: Date | null) => string): Column<Vehicle>[] {
  const dateColumn = (
    id: string,
    header: string,
    value: (v: Vehicle) => Date | null | undefined,
    sortable = false,
  ) =>
    ({
      id,
      header,
      sortable,
      cell: (v) => date(value(v) ?? null),
      csv: (v) => csvDay(value(v)),
    }) satisfies Column<Vehicle>
  return [
    {
      id: 'details.lotNumber',
      header: t('cargoloop:vehicle.lot'),
      sortable: true,
      alwaysShown: true,
      cell: (v) => <Link href={`/cargoloop/vehicles/${v.id}`}>{v.details?.lotNumber || `#${v.id}`}</Link>,
      csv: (v) => v.details?.lotNumber ?? '',
    },
    {
      id: 'details.vin',
      header: t('cargoloop:vehicle.vin'),
      sortable: true,
      cell: (v) => <span dir="ltr">{displayVin(v)}</span>,
      csv: (v) => displayVin(v),
    },
    {
      id: 'details.description',
      header: t('cargoloop:vehicle.description'),
      sortable: true,
      cell: (v) => displayDescription(v),
      csv: (v) => displayDescription(v),
    },
    {
      id: 'details.auction',
      header: t('cargoloop:vehicle.auctionAndYard'),
      sortable: true,
      cell: (v) => [v.details?.auction, v.details?.auctionLocation].filter(Boolean).join(' · '),
      csv: (v) => [v.details?.auction, v.details?.auctionLocation].filter(Boolean).join(' / '),
    },
    {
      id: 'buyer',
      header: t('cargoloop:vehicle.buyer'),
      cell: (v) => v.details?.buyer ?? '',
      csv: (v) => v.details?.buyer ?? '',
    },
    {
      id: 'log.status',
      header: t('cargoloop:vehicle.stage'),
      sortable: true,
      cell: (v) => <VehicleStageBadge vehicle={v} cancelledLabel={t('cargoloop:view.cancelled')} />,
      csv: (v) => v.log?.status ?? '',
    },
    dateColumn(
      'purchase.purchaseDate',
      t('cargoloop:vehicle.purchased'),
      (v) => v.purchase?.purchaseDate,
      true,
    ),
    dateColumn('dispatchedDate', t('cargoloop:vehicle.dispatched'), (v) => v.dispatch?.dispatchedDate),
    dateColumn(
      'dispatch.actualDeliveryDate',
      t('cargoloop:vehicle.delivered'),
      (v) => v.dispatch?.actualDeliveryDate,
      true,
    ),
    {
      id: 'dispatch.terminal',
      header: t('cargoloop:vehicle.terminal'),
      sortable: true,
      cell: (v) => v.dispatch?.terminal ?? '',
      csv: (v) => v.dispatch?.terminal ?? '',
    },
    {
      id: 'container.id',
      header: t('cargoloop:vehicle.container'),
      sortable: true,
      cell: (v) =>
        v.container?.id ? (
          <Link href={`/cargoloop/containers?search=${encodeURIComponent(v.container.id)}`}>
            {v.container.id}
          </Link>
        ) : (
          ''
        ),
      csv: (v) => v.container?.id ?? '',
    },
    {
      id: 'order',
      header: t('cargoloop:vehicle.order'),
      cell: (v) =>
        v.order?.name ? (
          <Link href={`/orders/${v.order.id}/view`}>
            {t('cargoloop:vehicle.orderNumber', { id: v.order.id })}
          </Link>
        ) : (
          ''
        ),
      csv: (v) => (v.order?.name ? String(v.order.id) : ''),
    },
  ]
}
