import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import { applyVehicleUpdate, isValidVin, normalizeVin, type Vehicle } from '../../src/domain/vehicles'
import { VehicleService, type ListVehiclesRequest } from '../../src/gen/cargo/services/vehicles_pb'
import { requireCurrent, versionOfWrite } from '../storage/versions'
import { customerScope, requireOwner } from '../http/auth'
import { originOf, type ServiceDeps } from './context'
import { recompute } from '../storage/derive'
import { invalidArgument, permissionDenied, usedBy } from '../http/errors'
import { VEHICLE_COLUMNS } from '../storage/list-columns'
import { ListFilter, listPage, needleOf, type ListSpec } from '../storage/lists'
import { vehicleToProto } from './mapping/vehicles'
import { checkName, findRow, optionalText, present } from './validate'

export function registerVehicleService(router: ConnectRouter, deps: ServiceDeps): void {
  const { db } = deps
  const spec: ListSpec<Vehicle> = {
    table: db.vehicles,
    columns: VEHICLE_COLUMNS,
    defaultColumn: 'id',
    defaultDirection: 'asc',
  }
  /** The customer of the order holding the vehicle ('' when none). */
  const customerOf = (vehicle: { name: string }) => {
    const order = db.orders.namesBy('vehicle', vehicle.name)[0]
    return (order && db.orders.get(order)?.customerName) || ''
  }
  const orderItems = db.orders.childTable('vehicle')

  function findVehicle(ctx: HandlerContext, name: string): Vehicle {
    const vehicle = findRow(db.vehicles, 'name', name, 'vehicles')
    const customer = customerOf(vehicle)
    if (!customer) {
      // Not ordered: only staff see it.
      const own = customerScope(ctx, '')
      if (own) throw permissionDenied(`${vehicle.name} is not in your orders`)
    } else requireOwner(ctx, customer)
    return vehicle
  }

  router.service(VehicleService, {
    listVehicles(req: ListVehiclesRequest, ctx) {
      const own = customerScope(ctx, '')
      let terminal: string | null | undefined
      if (req.terminalName.trim()) {
        const name = checkName('terminal_name', req.terminalName, 'terminals')
        terminal = db.terminals.get(name)?.displayName ?? null
      }
      const needle = needleOf(req.search)
      const filter = new ListFilter()
      // The customer of the first order holding the vehicle.
      if (own)
        filter.where(
          `(SELECT o."f_customer" FROM ${orderItems} i JOIN ${db.orders.table} o ON o.name = i.name ` +
            'WHERE i.key = t.name ORDER BY o.rowid LIMIT 1) = ?',
          own,
        )
      if (req.nonorderedOnly) filter.where(`NOT EXISTS (SELECT 1 FROM ${orderItems} i WHERE i.key = t.name)`)
      if (req.cancelledOnly) filter.where('t."sort_cancelled" = 1')
      if (terminal === null) filter.where('0')
      else if (terminal !== undefined) filter.where('t."f_terminal" = ?', terminal)
      filter.search(needle, ['t."f_search"'])
      const result = listPage(spec, req, filter)
      const origin = originOf(ctx)
      return {
        vehicles: result.rows().map((v) => vehicleToProto(db, v, origin)),
        totalRows: result.totalRows,
        totalPages: result.totalPages,
      }
    },
    getVehicle(req, ctx) {
      return { vehicle: vehicleToProto(db, findVehicle(ctx, req.name), originOf(ctx)) }
    },
    updateVehicle(req, ctx) {
      const vehicle = findVehicle(ctx, req.name)
      const input = present('vehicle', req.vehicle)
      requireCurrent('vehicle.etag', input.etag, vehicle)
      const editedVin = normalizeVin(input.editedVin)
      if (editedVin && !isValidVin(editedVin)) {
        throw invalidArgument('vehicle.edited_vin', 'NOT_A_VIN')
      }
      const editedDescription = optionalText(
        'vehicle.edited_description',
        input.editedDescription.trim(),
        200,
      )
      const order = db.orders.namesBy('vehicle', vehicle.name)[0]
      if (input.cancelled && !vehicle.cancelled && order) throw usedBy(vehicle.name, order)
      const updated = {
        ...applyVehicleUpdate(vehicle, { cancelled: input.cancelled, editedDescription, editedVin }),
        ...versionOfWrite(ctx, vehicle),
      }
      db.vehicles.put(updated)
      if (order) recompute(db, { orders: [order] })
      deps.changed()
      return { vehicle: vehicleToProto(db, updated, originOf(ctx)) }
    },
  })
}
