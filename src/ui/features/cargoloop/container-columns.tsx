import { Link } from 'wouter'
import type { TFunction } from 'i18next'
import { formatDay } from '../../../domain/lists'
import type { Shipment } from '../../../domain/shipments'
import type { Column } from '../../kit/list/DataTable'

const csvDay = (date: Date | null | undefined) => (date ? formatDay(date) : '')

/** The columns of the containers list; sortable ids are the server's dotted paths. */
export function containerColumns(t: TFunction, date: (d: Date | null) => string): Column<Shipment>[] {
  const text = (id: string, header: string, value: (s: Shipment) => string | undefined, sortable = false) =>
    ({
      id,
      header,
      sortable,
      cell: (s) => value(s) ?? '',
      csv: (s) => value(s) ?? '',
    }) satisfies Column<Shipment>
  const day = (
    id: string,
    header: string,
    value: (s: Shipment) => Date | null | undefined,
    sortable = false,
  ) =>
    ({
      id,
      header,
      sortable,
      cell: (s) => date(value(s) ?? null),
      csv: (s) => csvDay(value(s)),
    }) satisfies Column<Shipment>
  return [
    {
      id: 'container.containerNo',
      header: t('cargoloop:container.number'),
      sortable: true,
      alwaysShown: true,
      cell: (s) => (
        <Link href={`/cargoloop/containers/${s.id}`}>{s.container?.containerNo || `#${s.id}`}</Link>
      ),
      csv: (s) => s.container?.containerNo ?? '',
    },
    text('container.bookingNo', t('cargoloop:container.booking'), (s) => s.container?.bookingNo, true),
    text(
      'container.shippingLine',
      t('cargoloop:container.shippingLine'),
      (s) => s.container?.shippingLine,
      true,
    ),
    text('loadingPort', t('cargoloop:container.loadingPort'), (s) => s.container?.loadingPort),
    text(
      'container.portOfDischarge',
      t('cargoloop:container.portOfDischarge'),
      (s) => s.container?.portOfDischarge,
      true,
    ),
    day('container.departure', t('cargoloop:container.departure'), (s) => s.container?.departure, true),
    day('container.arrival', t('cargoloop:container.arrival'), (s) => s.container?.arrival, true),
    text('consignee.displayName', t('cargoloop:container.consignee'), (s) => s.consignee?.displayName, true),
    {
      id: 'units',
      header: t('cargoloop:container.units'),
      align: 'end',
      cell: (s) => s.units.length,
      csv: (s) => s.units.length,
    },
  ]
}
