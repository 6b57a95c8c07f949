import type { ConnectRouter } from '@connectrpc/connect'
import type { Shipment } from '../../src/domain/shipments'
import {
  ShipmentSchema,
  ShipmentService,
  type ListShipmentsRequest,
} from '../../src/gen/cargo/services/shipments_pb'
import { customerScope, requireReader, isAdmin } from '../http/auth'
import { originOf, type ServiceDeps } from './context'
import { permissionDenied } from '../http/errors'
import { SHIPMENT_COLUMNS } from '../storage/list-columns'
import { ListFilter, listPage, needleOf, type ListSpec } from '../storage/lists'
import { absoluteUrl, toProto } from './mapping/convert'
import { findRow } from './validate'

/** Read-only containers. A customer sees the containers holding its vehicles, and only its own units. */
export function registerShipmentService(router: ConnectRouter, deps: ServiceDeps): void {
  const { db } = deps
  const spec: ListSpec<Shipment> = {
    table: db.shipments,
    columns: SHIPMENT_COLUMNS,
    defaultColumn: 'id',
    defaultDirection: 'asc',
  }
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
      const filter = new ListFilter()
      if (own)
        filter.where(
          `EXISTS (SELECT 1 FROM ${db.shipments.childTable('unitCustomer')} c WHERE c.name = t.name AND c.key = ?)`,
          own,
        )
      filter.search(needle, ['t."f_search"'])
      const result = listPage(spec, req, filter)
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
