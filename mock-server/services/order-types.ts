import type { HandlerContext } from '@connectrpc/connect'
import type { OrderDiscountType, OrderServiceType } from '../../src/domain/orders'
import { sortServiceTypes } from '../../src/domain/references'
import {
  CreateOrderDiscountTypeRequestSchema,
  CreateOrderServiceTypeRequestSchema,
  OrderDiscountTypeSchema,
  OrderServiceTypeSchema,
  type CreateOrderDiscountTypeRequest,
  type CreateOrderServiceTypeRequest,
  type OrderDiscountType as DiscountTypeMessage,
  type OrderServiceType as ServiceTypeMessage,
  type UpdateOrderDiscountTypeRequest,
  type UpdateOrderServiceTypeRequest,
} from '../../src/gen/cargo/services/orders_pb'
import type { ServiceDeps } from './context'
import { toProto } from './mapping/convert'
import { codeCrud } from './reference-crud'
import { requiredText } from './validate'

/** The first order line whose field names `typeName`, or null. */
function orderUsing(deps: ServiceDeps, typeName: string, kind: 'services' | 'discounts'): string | null {
  for (const order of deps.db.orders.all()) {
    const lines: readonly { name: string; serviceTypeName?: string; discountTypeName?: string }[] =
      order[kind]
    const line = lines.find(
      (l) => (kind === 'services' ? l.serviceTypeName : l.discountTypeName) === typeName,
    )
    if (line) return line.name
  }
  return null
}

export function orderTypeHandlers(deps: ServiceDeps) {
  const serviceTypes = codeCrud<OrderServiceType, ServiceTypeMessage>({
    deps,
    table: deps.db.orderServiceTypes,
    collection: 'orderServiceTypes',
    field: 'order_service_type',
    sort: (rows) => sortServiceTypes(rows),
    build: (input, code) => ({
      name: `orderServiceTypes/${code}`,
      code,
      displayName: requiredText('order_service_type.display_name', input.displayName, 200),
      isActive: input.isActive,
      isRequired: input.isRequired,
      isDefault: input.isDefault,
      orderIndex: input.orderIndex,
      groupDisplayName: input.groupDisplayName.trim(),
      isApprovable: input.isApprovable,
    }),
    usedBy: (type) => orderUsing(deps, type.name, 'services'),
  })
  const discountTypes = codeCrud<OrderDiscountType, DiscountTypeMessage>({
    deps,
    table: deps.db.orderDiscountTypes,
    collection: 'orderDiscountTypes',
    field: 'order_discount_type',
    build: (input, code) => ({
      name: `orderDiscountTypes/${code}`,
      code,
      displayName: requiredText('order_discount_type.display_name', input.displayName, 200),
      isActive: input.isActive,
    }),
    usedBy: (type) => orderUsing(deps, type.name, 'discounts'),
  })
  const st = (row: OrderServiceType) => toProto(OrderServiceTypeSchema, row)
  const dt = (row: OrderDiscountType) => toProto(OrderDiscountTypeSchema, row)
  return {
    listOrderServiceTypes: (_req: unknown, ctx: HandlerContext) => ({
      orderServiceTypes: serviceTypes.list(ctx).map(st),
    }),
    getOrderServiceType: (req: { name: string }, ctx: HandlerContext) => ({
      orderServiceType: st(serviceTypes.get(ctx, req.name)),
    }),
    createOrderServiceType: (req: CreateOrderServiceTypeRequest, ctx: HandlerContext) =>
      deps.idempotency.once(ctx, CreateOrderServiceTypeRequestSchema, req, () => ({
        orderServiceType: st(serviceTypes.create(ctx, req.orderServiceType)),
      })),
    updateOrderServiceType: (req: UpdateOrderServiceTypeRequest, ctx: HandlerContext) => ({
      orderServiceType: st(serviceTypes.update(ctx, req.name, req.orderServiceType)),
    }),
    deleteOrderServiceType: (req: { name: string; etag: string }, ctx: HandlerContext) => (
      serviceTypes.remove(ctx, req.name, req.etag),
      {}
    ),
    listOrderDiscountTypes: (_req: unknown, ctx: HandlerContext) => ({
      orderDiscountTypes: discountTypes.list(ctx).map(dt),
    }),
    getOrderDiscountType: (req: { name: string }, ctx: HandlerContext) => ({
      orderDiscountType: dt(discountTypes.get(ctx, req.name)),
    }),
    createOrderDiscountType: (req: CreateOrderDiscountTypeRequest, ctx: HandlerContext) =>
      deps.idempotency.once(ctx, CreateOrderDiscountTypeRequestSchema, req, () => ({
        orderDiscountType: dt(discountTypes.create(ctx, req.orderDiscountType)),
      })),
    updateOrderDiscountType: (req: UpdateOrderDiscountTypeRequest, ctx: HandlerContext) => ({
      orderDiscountType: dt(discountTypes.update(ctx, req.name, req.orderDiscountType)),
    }),
    deleteOrderDiscountType: (req: { name: string; etag: string }, ctx: HandlerContext) => (
      discountTypes.remove(ctx, req.name, req.etag),
      {}
    ),
  }
}
