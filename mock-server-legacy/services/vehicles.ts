import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import { applyVehicleUpdate, isValidVin, normalizeVin, type Vehicle } from '../../src/domain/vehicles'
import { VehicleService, type ListVehiclesRequest } from '../../src/gen/cargo/services/vehicles_pb'
import { customerScope, requireOwner } from '../auth'
import { originOf, type ServiceDeps } from '../context'
import { recompute } from '../derive'
import { failedPrecondition, invalidArgument, permissionDenied } from '../errors'
import { ORDER_KEY, VEHICLE_KEY, VEHICLE_VIEW_COLUMNS, type VehicleView } from '../list-views'
import { type Dependency, listPage, needleOf, searcher, type ListSpec } from '../lists'
import { vehicleToProto } from '../mapping/vehicles'
import type { OrderSearch } from './orders'
import { checkName, findRow, optionalText, present } from './validate'

export { VEHICLE_COLUMNS } from '../list-views'

export function registerVehicleService(
  router: ConnectRouter,
  deps: ServiceDeps,
  orderSearch: OrderSearch,
): void {
  const { db } = deps
  const spec: ListSpec<Vehicle, VehicleView> = {
    table: db.vehicles,
    columns: VEHICLE_VIEW_COLUMNS,
    views: true,
    defaultColumn: 'id',
    defaultDirection: 'asc',
  }
  const search = searcher<VehicleView>(db.vehicles, (v) => v.texts, { views: true })
  /** The customer of the order holding the vehicle ('' when none), from the order's view. */
  const customerOf = (vehicle: { name: string }) => {
    const order = db.orders.namesBy('vehicle', vehicle.name)[0]
    return (order && (db.orders.viewOf(order)?.keys[ORDER_KEY.customerName!] as string)) || ''
  }

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
      const filters: ((v: VehicleView) => boolean)[] = []
      if (own) filters.push((v) => customerOf(v) === own)
      if (req.nonorderedOnly) filters.push((v) => db.orders.namesBy('vehicle', v.name).length === 0)
      if (req.cancelledOnly) filters.push((v) => v.keys[VEHICLE_KEY.cancelled!] === 1)
      if (terminal !== undefined)
        filters.push((v) => terminal !== null && v.keys[VEHICLE_KEY['dispatch.terminal']!] === terminal)
      if (needle) filters.push((v) => search.matches(v, needle))
      const filter = filters.length ? (v: VehicleView) => filters.every((f) => f(v)) : null
      const key = JSON.stringify([own, req.nonorderedOnly, req.cancelledOnly, terminal, needle])
      // Whether a vehicle is ordered, and by whom, is read through the orders' vehicle index: an order written
      // changes the vehicles it held and holds.
      const orders: Dependency = {
        table: db.orders,
        affected: (since) => db.orders.indexKeysChangedSince('vehicle', since),
      }
      const result = listPage(spec, req, filter, key, own || req.nonorderedOnly ? [orders] : [])
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
      const editedVin = normalizeVin(input.editedVin)
      if (editedVin && !isValidVin(editedVin)) {
        throw invalidArgument(
          'vehicle.edited_vin',
          'must be a 17-character VIN with a valid check digit (position 9)',
        )
      }
      const editedDescription = optionalText(
        'vehicle.edited_description',
        input.editedDescription.trim(),
        200,
      )
      const order = db.orders.namesBy('vehicle', vehicle.name)[0]
      if (input.cancelled && !vehicle.cancelled && order)
        throw failedPrecondition(`${vehicle.name} is in ${order}; remove it from the order first`)
      const updated = applyVehicleUpdate(vehicle, {
        cancelled: input.cancelled,
        editedDescription,
        editedVin,
      })
      db.vehicles.put(updated)
      // An order's search text includes its vehicles' VINs and descriptions.
      for (const owner of db.orders.namesBy('vehicle', vehicle.name)) orderSearch.forget(owner)
      if (order) recompute(db, { orders: [order] })
      deps.changed()
      return { vehicle: vehicleToProto(db, updated, originOf(ctx)) }
    },
  })
}
