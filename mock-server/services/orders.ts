import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import type { Order } from '../../src/domain/orders'
import { displayDescription, displayVin } from '../../src/domain/vehicles'
import { OrderService, type ListOrdersRequest } from '../../src/gen/cargo/services/orders_pb'
import { customerScope } from '../auth'
import type { ServiceDeps } from '../context'
import { invalidArgument } from '../errors'
import { type Dependency, listPage, needleOf, searcher, type ListSpec } from '../lists'
import { orderListItemToProto } from '../mapping/orders'
import { orderMutations } from './order-mutations'
import { orderTypeHandlers } from './order-types'

export const ORDER_COLUMNS: ListSpec<Order>['columns'] = {
  id: (o) => o.id,
  displayName: (o) => o.displayName,
  customerName: (o) => o.customerName,
  status: (o) => o.status,
  comment: (o) => o.comment,
  isArchive: (o) => o.isArchive,
  amount: (o) => o.amount,
  paidAmount: (o) => o.paidAmount,
  revertedAmount: (o) => o.revertedAmount,
  approvedRevertedAmount: (o) => o.approvedRevertedAmount,
  pendingAmount: (o) => o.pendingAmount,
  debtedAmount: (o) => o.debtedAmount,
  toBePaidAmount: (o) => o.toBePaidAmount,
}

/** Orders of terminals: the terminal's display name as vehicles carry it in dispatch.terminal. */
function terminalDisplayName(deps: ServiceDeps, terminalName: string): string | null {
  if (!/^terminals\/\d+$/.test(terminalName))
    throw invalidArgument('terminal_name', 'must look like terminals/<id>')
  return deps.db.terminals.get(terminalName)?.displayName ?? null
}

export function createOrderSearch(deps: ServiceDeps) {
  return searcher(deps.db.orders, (order) => {
    const texts = [order.displayName, order.customerName, order.status, order.comment, String(order.id)]
    for (const item of order.items) {
      texts.push(item.displayName)
      const vehicle = deps.db.vehicles.get(item.itemName)
      if (vehicle) texts.push(displayVin(vehicle), vehicle.details?.vin ?? '', displayDescription(vehicle))
    }
    return texts
  })
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
  const spec: ListSpec<Order> = {
    table: db.orders,
    columns: ORDER_COLUMNS,
    defaultColumn: 'id',
    defaultDirection: 'asc',
  }
  const terminal = req.terminalName.trim() ? terminalDisplayName(deps, req.terminalName.trim()) : undefined
  const needle = needleOf(req.search)
  const status = req.status
  const archive = req.isArchive
  const filters: ((o: Order) => boolean)[] = []
  if (customerName) filters.push((o) => o.customerName === customerName)
  if (status) filters.push((o) => o.status === status)
  if (archive !== undefined) filters.push((o) => o.isArchive === archive)
  if (req.unpaidOnly) filters.push((o) => o.toBePaidAmount.value > 0)
  if (terminal !== undefined) {
    filters.push(
      (o) =>
        terminal !== null &&
        o.items.some((item) => db.vehicles.get(item.itemName)?.dispatch?.terminal === terminal),
    )
  }
  if (needle) filters.push((o) => search.matches(o, needle))
  const filter = filters.length === 0 ? null : (o: Order) => filters.every((f) => f(o))
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
