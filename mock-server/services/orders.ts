import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import type { Order } from '../../src/domain/orders'
import {
  ListOrdersResponseSchema,
  OrderService,
  OrderView,
  type ListOrdersRequest,
} from '../../src/gen/cargo/services/orders_pb'
import { answerWithRows } from '../http/pre-encoded'
import { customerScope } from '../http/auth'
import type { ServiceDeps } from './context'
import { invalidArgument } from '../http/errors'
import { ORDER_COLUMNS } from '../storage/list-columns'
import { ListFilter, listPage, needleOf, type ListSpec } from '../storage/lists'
import { orderListRow } from './mapping/orders'
import { orderMutations } from './order-mutations'
import { orderTypeHandlers } from './order-types'

/** Orders of terminals: the terminal's display name as vehicles carry it in dispatch.terminal. */
function terminalDisplayName(deps: ServiceDeps, terminalName: string): string | null {
  if (!/^terminals\/\d+$/.test(terminalName))
    throw invalidArgument('terminal_name', 'MALFORMED', { expected: 'terminals/<id>' })
  return deps.db.terminals.get(terminalName)?.displayName ?? null
}

export function listOrders(deps: ServiceDeps, req: ListOrdersRequest, ctx: HandlerContext) {
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
  const filter = new ListFilter()
  const items = db.orders.childTable('vehicle')
  const vehicles = db.vehicles.table
  if (customerName) filter.where('t."f_customer" = ?', customerName)
  if (req.status) filter.where('t."f_status" = ?', req.status)
  if (req.isArchive !== undefined) filter.where('t."sort_isArchive" = ?', req.isArchive ? 1 : 0)
  if (req.unpaidOnly) filter.where('t."sort_toBePaidAmount" > 0')
  if (terminal === null) filter.where('0')
  else if (terminal !== undefined)
    filter.where(
      `EXISTS (SELECT 1 FROM ${items} i JOIN ${vehicles} v ON v.name = i.key WHERE i.name = t.name AND v."f_terminal" = ?)`,
      terminal,
    )
  // The order's own texts, its vehicles' (VIN and description as shown, auction VIN: the `vehicleSearch` column
  // the database keeps, decision 0226), or its customer's display name as it is now (a renamed customer is found
  // by its new name).
  filter.search(needle, [
    't."f_search"',
    't."f_vehicleSearch"',
    {
      column: 't."f_customer"',
      select: `SELECT c.name FROM ${db.customers.table} c WHERE instr(c."f_displayNameLower", ?) > 0`,
    },
  ])
  const result = listPage(spec, req, filter)
  // The page's answer from its rows' encodings, made once per row and view until the row changes (decisions 0196,
  // 0210): the list view without the orders' lines, any other value the full order.
  const view = req.view === OrderView.LIST ? OrderView.LIST : OrderView.FULL
  const rows = result.names.flatMap((name) => orderListRow(db, name, view) ?? [])
  return answerWithRows(ListOrdersResponseSchema, 'orders', rows, {
    totalRows: result.totalRows,
    totalPages: result.totalPages,
  })
}

export function registerOrderService(router: ConnectRouter, deps: ServiceDeps): void {
  router.service(OrderService, {
    listOrders: (req, ctx) => listOrders(deps, req, ctx),
    ...orderMutations(deps),
    ...orderTypeHandlers(deps),
  })
}
