import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import type { Order } from '../../src/domain/orders'
import { OrderService, type ListOrdersRequest } from '../../src/gen/cargo/services/orders_pb'
import { customerScope } from '../auth'
import type { ServiceDeps } from '../context'
import { invalidArgument } from '../errors'
import {
  ORDER_KEY,
  ORDER_VIEW_COLUMNS,
  VEHICLE_KEY,
  type OrderView,
  vehicleTextsOfOrder,
} from '../list-views'
import { type Dependency, listPage, needleOf, searcher, type ListSpec } from '../lists'
import { orderListItemToProto } from '../mapping/orders'
import { orderMutations } from './order-mutations'
import { orderTypeHandlers } from './order-types'

export { ORDER_COLUMNS } from '../list-views'

/** Orders of terminals: the terminal's display name as vehicles carry it in dispatch.terminal. */
function terminalDisplayName(deps: ServiceDeps, terminalName: string): string | null {
  if (!/^terminals\/\d+$/.test(terminalName))
    throw invalidArgument('terminal_name', 'must look like terminals/<id>')
  return deps.db.terminals.get(terminalName)?.displayName ?? null
}

export function createOrderSearch(deps: ServiceDeps) {
  return searcher<OrderView>(
    deps.db.orders,
    (order) => {
      const texts = [...order.texts]
      for (const item of order.items) {
        texts.push(item.displayName)
        const vehicle = deps.db.vehicles.viewOf(item.vehicle)
        if (vehicle) texts.push(...vehicleTextsOfOrder(vehicle))
      }
      return texts
    },
    { views: true },
  )
}

export type OrderSearch = ReturnType<typeof createOrderSearch>

export function listOrders(
  deps: ServiceDeps,
  search: OrderSearch,
  req: ListOrdersRequest,
  ctx: HandlerContext,
) {
  const { db } = deps
  const customerName = customerScope(ctx, req.customerName.trim())
  const spec: ListSpec<Order, OrderView> = {
    table: db.orders,
    columns: ORDER_VIEW_COLUMNS,
    views: true,
    defaultColumn: 'id',
    defaultDirection: 'asc',
  }
  const terminal = req.terminalName.trim() ? terminalDisplayName(deps, req.terminalName.trim()) : undefined
  const needle = needleOf(req.search)
  const status = req.status
  const archive = req.isArchive
  const filters: ((o: OrderView) => boolean)[] = []
  if (customerName) filters.push((o) => o.keys[ORDER_KEY.customerName!] === customerName)
  if (status) filters.push((o) => o.keys[ORDER_KEY.status!] === status)
  if (archive !== undefined) filters.push((o) => o.keys[ORDER_KEY.isArchive!] === (archive ? 1 : 0))
  if (req.unpaidOnly) filters.push((o) => (o.keys[ORDER_KEY.toBePaidAmount!] as number) > 0)
  if (terminal !== undefined) {
    filters.push(
      (o) =>
        terminal !== null &&
        o.items.some(
          (item) => db.vehicles.viewOf(item.vehicle)?.keys[VEHICLE_KEY['dispatch.terminal']!] === terminal,
        ),
    )
  }
  if (needle) filters.push((o) => search.matches(o, needle))
  const filter = filters.length === 0 ? null : (o: OrderView) => filters.every((f) => f(o))
  const key = JSON.stringify([customerName, status, archive, req.unpaidOnly, terminal, needle])
  // Terminal and search read the items' vehicles: a vehicle written changes the orders holding it.
  const vehicles: Dependency = {
    table: db.vehicles,
    affected: (since) =>
      db.vehicles.changesSince(since)?.flatMap((vehicle) => db.orders.namesBy('vehicle', vehicle)) ?? null,
  }
  const result = listPage(spec, req, filter, key, terminal !== undefined || needle ? [vehicles] : [])
  return {
    orders: result.names.flatMap((name) => orderListItemToProto(db, name) ?? []),
    totalRows: result.totalRows,
    totalPages: result.totalPages,
  }
}

export function registerOrderService(router: ConnectRouter, deps: ServiceDeps, search: OrderSearch): void {
  router.service(OrderService, {
    listOrders: (req, ctx) => listOrders(deps, search, req, ctx),
    ...orderMutations(deps, search),
    ...orderTypeHandlers(deps),
  })
}
