import type { HandlerContext } from '@connectrpc/connect'
import type { Money } from '../../src/domain/money'
import {
  defaultOrderName,
  orderAmount,
  withOrderTotals,
  type Order,
  type OrderDiscount,
  type OrderItem,
  type OrderService,
} from '../../src/domain/orders'
import { isLivePayment, paymentLineStatus } from '../../src/domain/payments'
import {
  CreateOrderRequestSchema,
  type CreateOrderRequest,
  type DeleteOrderRequest,
  type GetOrderRequest,
  type MoveToArchiveRequest,
  type Order as OrderMessage,
  type UpdateOrderRequest,
} from '../../src/gen/cargo/services/orders_pb'
import { activityOfWrite } from '../storage/activity'
import { isCustomer, principalOf, requireOwner } from '../http/auth'
import { originOf, type ServiceDeps } from './context'
import { recompute } from '../storage/derive'
import { failedPreconditionAt, failedPreconditionBecause, invalidArgument, usedBy } from '../http/errors'
import { orderToProto } from './mapping/orders'
import { requireCurrent } from '../storage/versions'
import { orderLine } from './order-lines'
import { findRow, moneyIn, optionalText, present, sameCurrencies } from './validate'

/** The lowest unused line id: kept lines keep theirs, new lines count up from the highest. */
function lineIds<T extends { id: bigint }>(
  input: readonly T[],
  existing: readonly { id: number }[],
): number[] {
  const known = new Set(existing.map((line) => line.id))
  const kept = input.map((line) => (known.has(Number(line.id)) ? Number(line.id) : 0))
  const seen = new Set<number>()
  let next = Math.max(0, ...existing.map((line) => line.id)) + 1
  return kept.map((id) => {
    if (id > 0 && !seen.has(id)) {
      seen.add(id)
      return id
    }
    return next++
  })
}

/** Lines of payments that still count (not cancelled, not reverted) and invoice items naming an order line. */
function lineInUse(deps: ServiceDeps, orderName: string, lineName: string): string | null {
  for (const payment of deps.db.payments.rowsBy('order', orderName)) {
    const status = paymentLineStatus(payment)
    if (status === 'cancelled' || status === 'reverted') continue
    if (payment.orders.some((line) => line.itemName === lineName)) return payment.name
  }
  for (const invoice of deps.db.invoices.rowsBy('order', orderName)) {
    if (invoice.items.some((item) => item.itemName === lineName)) return invoice.name
  }
  return null
}

/**
 * Validates an order from the wire completely and builds the record to store (nothing is stored here).
 * `existing` is the stored order on update.
 */
function buildOrder(
  deps: ServiceDeps,
  ctx: HandlerContext,
  input: OrderMessage,
  id: number,
  existing?: Order,
): Order {
  const { db } = deps
  const principal = principalOf(ctx)
  const name = `orders/${id}`
  const customerInput =
    input.customerName.trim() ||
    existing?.customerName ||
    (isCustomer(principal) ? principal.customerName : '')
  const customer = findRow(db.customers, 'order.customer_name', customerInput, 'customers')
  requireOwner(ctx, customer.name)
  if (existing && existing.customerName !== customer.name) {
    if (db.payments.namesBy('order', name).length > 0 || db.invoices.namesBy('order', name).length > 0) {
      throw failedPreconditionBecause(name, 'CUSTOMER_FIXED_BY_MONEY')
    }
  }
  const money: { field: string; money: Money }[] = []

  const itemIds = lineIds(input.items, existing?.items ?? [])
  const vehiclesSeen = new Set<string>()
  const items: OrderItem[] = input.items.map((line, index) => {
    const field = `order.items.${index}`
    const vehicle = findRow(db.vehicles, `${field}.item_name`, line.itemName, 'vehicles')
    if (vehiclesSeen.has(vehicle.name))
      throw invalidArgument(`${field}.item_name`, 'VEHICLE_TWICE', { vehicle: vehicle.name })
    vehiclesSeen.add(vehicle.name)
    const owner = db.orders.namesBy('vehicle', vehicle.name).find((other) => other !== name)
    if (owner)
      throw failedPreconditionAt(`${field}.item_name`, 'VEHICLE_IN_ORDER', {
        vehicle: vehicle.name,
        order: owner,
      })
    const wasHere = existing?.items.some((item) => item.itemName === vehicle.name) ?? false
    if (vehicle.cancelled && !wasHere)
      throw failedPreconditionAt(`${field}.item_name`, 'CANCELLED_VEHICLE', { vehicle: vehicle.name })
    const amount = moneyIn(`${field}.amount`, line.amount)
    money.push({ field: `${field}.amount`, money: amount })
    const lineId = itemIds[index] as number
    return {
      name: `${name}/items/${lineId}`,
      id: lineId,
      displayName: optionalText(
        `${field}.display_name`,
        line.displayName.trim() || vehicle.editedDescription || vehicle.details?.description || vehicle.name,
        200,
      ),
      itemName: vehicle.name,
      amount,
      comment: optionalText(`${field}.comment`, line.comment),
      vehicle: null,
      values: { ...line.values },
    }
  })

  const serviceIds = lineIds(input.services, existing?.services ?? [])
  const services: OrderService[] = input.services.map((line, index) => {
    const field = `order.services.${index}`
    const type = findRow(
      db.orderServiceTypes,
      `${field}.service_type_name`,
      line.serviceTypeName,
      'orderServiceTypes',
    )
    const lineId = serviceIds[index] as number
    const lineName = `${name}/services/${lineId}`
    const before = existing?.services.find((service) => service.id === lineId)
    if (!type.isActive && before?.serviceTypeName !== type.name)
      throw failedPreconditionAt(`${field}.service_type_name`, 'INACTIVE_TYPE', { type: type.name })
    const amount = moneyIn(`${field}.amount`, line.amount)
    money.push({ field: `${field}.amount`, money: amount })
    return {
      name: lineName,
      id: lineId,
      displayName: optionalText(`${field}.display_name`, line.displayName.trim() || type.displayName, 200),
      serviceTypeName: type.name,
      amount,
      comment: optionalText(`${field}.comment`, line.comment),
      // Approval belongs to the line: kept while the line and its type stay.
      isApproved:
        before?.serviceTypeName === type.name && db.approvals.namesBy('entity', lineName).length > 0,
      isTypeApprovable: type.isApprovable,
    }
  })

  const discountIds = lineIds(input.discounts, existing?.discounts ?? [])
  const serviceNames = new Set(services.map((service) => service.name))
  const discounts: OrderDiscount[] = input.discounts.map((line, index) => {
    const field = `order.discounts.${index}`
    const type = findRow(
      db.orderDiscountTypes,
      `${field}.discount_type_name`,
      line.discountTypeName,
      'orderDiscountTypes',
    )
    const lineId = discountIds[index] as number
    const before = existing?.discounts.find((discount) => discount.id === lineId)
    if (!type.isActive && before?.discountTypeName !== type.name)
      throw failedPreconditionAt(`${field}.discount_type_name`, 'INACTIVE_TYPE', { type: type.name })
    const serviceName = line.serviceName?.trim()
    if (serviceName && !serviceNames.has(serviceName))
      throw invalidArgument(`${field}.service_name`, 'NOT_A_SERVICE_OF_ORDER', { service: serviceName })
    const amount = moneyIn(`${field}.amount`, line.amount)
    money.push({ field: `${field}.amount`, money: amount })
    return {
      name: `${name}/discounts/${lineId}`,
      id: lineId,
      displayName: optionalText(`${field}.display_name`, line.displayName.trim() || type.displayName, 200),
      discountTypeName: type.name,
      ...(serviceName ? { serviceName } : {}),
      ...(line.sourceName?.trim() ? { sourceName: line.sourceName.trim() } : {}),
      amount,
      comment: optionalText(`${field}.comment`, line.comment),
    }
  })
  sameCurrencies(money)

  if (existing) {
    // A line lowered below what invoices bill on it or what live payments put on it would leave it billed or
    // paid above its total (the ledger model test found an item lowered to $0 under a $1 payment).
    const lowered = (field: string, lines: readonly { name: string; amount: Money }[], sign: 1 | -1) =>
      lines.forEach((line, index) => {
        const before = orderLine(existing, line.name)
        if (!before || Math.abs(line.amount.value) >= Math.abs(before.total.value)) return
        const billed = db.invoices
          .rowsBy('order', name)
          .flatMap((invoice) => invoice.items.filter((item) => item.itemName === line.name))
          .reduce((total, item) => total + sign * item.amount.value, 0)
        const paid = db.payments
          .rowsBy('order', name)
          .filter(isLivePayment)
          .flatMap((payment) => payment.orders.filter((l) => l.itemName === line.name))
          .reduce((total, l) => total + l.amount.value, 0)
        const used = Math.max(billed, paid)
        if (line.amount.value < used)
          throw invalidArgument(`${field}.${index}.amount`, 'BELOW_BILLED_OR_PAID', {
            used: { ...line.amount, value: used },
          })
      })
    lowered('order.items', items, 1)
    lowered('order.services', services, 1)
    lowered('order.discounts', discounts, -1)
    // Nor may the order as a whole go below what live payments put on it (lines on the whole order count too).
    const amount = orderAmount({ items, services, discounts })
    if (amount.value < orderAmount(existing).value) {
      const paid = db.payments
        .rowsBy('order', name)
        .filter(isLivePayment)
        .flatMap((payment) => payment.orders.filter((l) => l.orderName === name))
        .reduce((total, l) => total + l.amount.value, 0)
      if (amount.value < paid)
        throw invalidArgument('order.amount', 'BELOW_PAID', { paid: { ...amount, value: paid } })
    }
    const keptNames = new Set([...items, ...services, ...discounts].map((line) => line.name))
    for (const line of [...existing.items, ...existing.services, ...existing.discounts]) {
      if (keptNames.has(line.name)) continue
      const user = lineInUse(deps, name, line.name)
      if (user) throw usedBy(line.name, user)
    }
  }

  const order: Order = {
    ...(existing ?? { isArchive: false }),
    name,
    id,
    displayName: optionalText(
      'order.display_name',
      input.displayName.trim() || existing?.displayName || defaultOrderName(id),
      200,
    ),
    customerName: customer.name,
    status: optionalText('order.status', input.status.trim() || existing?.status || 'new', 64),
    comment: optionalText('order.comment', input.comment),
    isArchive: existing?.isArchive ?? false,
    items,
    services,
    discounts,
    ...activityOfWrite(ctx, existing),
  } as Order
  return withOrderTotals(order, db.payments.rowsBy('order', name))
}

function findOrder(deps: ServiceDeps, ctx: HandlerContext, value: string): Order {
  const order = findRow(deps.db.orders, 'name', value, 'orders')
  requireOwner(ctx, order.customerName)
  return order
}

/** Approvals of services that are no longer on the order go with them. */
function dropStaleApprovals(deps: ServiceDeps, before: Order | undefined, after: Order | undefined): void {
  if (!before) return
  const keep = new Set((after?.services ?? []).filter((s) => s.isApproved).map((s) => s.name))
  for (const service of before.services) {
    if (keep.has(service.name)) continue
    for (const approval of deps.db.approvals.namesBy('entity', service.name))
      deps.db.approvals.remove(approval)
  }
}

export function orderMutations(deps: ServiceDeps) {
  const { db } = deps
  return {
    getOrder(req: GetOrderRequest, ctx: HandlerContext) {
      return { order: orderToProto(db, findOrder(deps, ctx, req.name), originOf(ctx)) }
    },

    async createOrder(req: CreateOrderRequest, ctx: HandlerContext) {
      const input = present('order', req.order)
      return deps.idempotency.once(ctx, CreateOrderRequestSchema, req, () => {
        const id = db.orders.nextId
        const order = buildOrder(deps, ctx, input, id)
        db.orders.allocateId()
        db.orders.put(order)
        recompute(db, { orders: [order.name] })
        deps.changed()
        return { order: orderToProto(db, db.orders.get(order.name) as Order, originOf(ctx)) }
      })
    },

    updateOrder(req: UpdateOrderRequest, ctx: HandlerContext) {
      const existing = findOrder(deps, ctx, req.name)
      const input = present('order', req.order)
      requireCurrent('order.etag', input.etag, existing)
      const order = buildOrder(deps, ctx, input, existing.id, existing)
      dropStaleApprovals(deps, existing, order)
      db.orders.put(order)
      recompute(db, { orders: [order.name], customers: [existing.customerName] })
      deps.changed()
      return { order: orderToProto(db, db.orders.get(order.name) as Order, originOf(ctx)) }
    },

    deleteOrder(req: DeleteOrderRequest, ctx: HandlerContext) {
      const order = findOrder(deps, ctx, req.name)
      requireCurrent('etag', req.etag, order)
      const payment = db.payments.namesBy('order', order.name)[0]
      const invoice = db.invoices.namesBy('order', order.name)[0]
      if (payment || invoice) throw usedBy(order.name, (payment ?? invoice) as string)
      dropStaleApprovals(deps, order, undefined)
      db.orders.remove(order.name)
      recompute(db, { customers: [order.customerName] })
      deps.changed()
      return {}
    },

    moveToArchive(req: MoveToArchiveRequest, ctx: HandlerContext) {
      const order = findOrder(deps, ctx, req.name)
      if (order.isArchive !== req.isArchive) {
        db.orders.put({ ...order, isArchive: req.isArchive, ...activityOfWrite(ctx, order) })
        recompute(db, { customers: [order.customerName] })
        deps.changed()
      }
      return {}
    },
  }
}
