import type { ConnectRouter } from '@connectrpc/connect'
import type { Shipment } from '../../src/domain/shipments'
import {
  ShipmentSchema,
  ShipmentService,
  type ListShipmentsRequest,
} from '../../src/gen/cargo/services/shipments_pb'
import { customerScope, requireReader, isAdmin } from '../auth'
import { originOf, type ServiceDeps } from '../context'
import { permissionDenied } from '../errors'
import { listPage, needleOf, searcher, type ListSpec } from '../lists'
import { absoluteUrl, toProto } from '../mapping/convert'
import { findRow } from './validate'

export const SHIPMENT_COLUMNS: ListSpec<Shipment>['columns'] = {
  id: (s) => s.id,
  isArchive: (s) => s.isArchive,
  consigneeCustomerName: (s) => s.consigneeCustomerName,
  needDiscount: (s) => s.needDiscount,
  discountAmount: (s) => s.discountAmount,
  'container.containerNo': (s) => s.container?.containerNo,
  'container.bookingNo': (s) => s.container?.bookingNo,
  'container.shippingLine': (s) => s.container?.shippingLine,
  'container.cutOff': (s) => s.container?.cutOff,
  'container.departure': (s) => s.container?.departure,
  'container.arrival': (s) => s.container?.arrival,
  'container.portOfDischarge': (s) => s.container?.portOfDischarge,
  'consignee.displayName': (s) => s.consignee?.displayName,
}

/** Read-only containers. A customer sees the containers holding its vehicles, and only its own units. */
export function registerShipmentService(router: ConnectRouter, deps: ServiceDeps): void {
  const { db } = deps
  const spec: ListSpec<Shipment> = {
    table: db.shipments,
    columns: SHIPMENT_COLUMNS,
    defaultColumn: 'id',
    defaultDirection: 'asc',
  }
  const search = searcher<Shipment>(db.shipments, (s) => [
    String(s.id),
    s.container?.containerNo ?? '',
    s.container?.bookingNo ?? '',
    s.container?.shippingLine ?? '',
    s.container?.portOfDischarge ?? '',
    s.consignee?.displayName ?? '',
    s.consigneeCustomerName,
    ...s.units.flatMap((u) => [u.vin, u.lotNumber, u.description]),
  ])
  const view = (shipment: Shipment, own: string, origin: string) =>
    toProto(ShipmentSchema, {
      ...shipment,
      units: own ? shipment.units.filter((u) => u.customerName === own) : shipment.units,
      photos: Object.fromEntries(
        Object.entries(shipment.photos).map(([k, urls]) => [k, urls.map((u) => absoluteUrl(origin, u))]),
      ),
    })

  router.service(ShipmentService, {
    listShipments(req: ListShipmentsRequest, ctx) {
      const own = customerScope(ctx, '')
      const needle = needleOf(req.search)
      const filters: ((s: Shipment) => boolean)[] = []
      if (own) filters.push((s) => s.units.some((u) => u.customerName === own))
      if (needle) filters.push((s) => search.matches(s, needle))
      const filter = filters.length ? (s: Shipment) => filters.every((f) => f(s)) : null
      const result = listPage(spec, req, filter, JSON.stringify([own, needle]))
      const origin = originOf(ctx)
      return {
        shipments: result.rows().map((s) => view(s, own, origin)),
        totalRows: result.totalRows,
        totalPages: result.totalPages,
      }
    },
    getShipment(req, ctx) {
      const principal = requireReader(ctx)
      const shipment = findRow(db.shipments, 'name', req.name, 'shipments')
      const own = isAdmin(principal) ? '' : principal.customerName
      if (own && !shipment.units.some((u) => u.customerName === own))
        throw permissionDenied(`${shipment.name} holds none of your vehicles`)
      return { shipment: view(shipment, own, originOf(ctx)) }
    },
  })
}
