import { create } from '@bufbuild/protobuf'
import {
  OrderDiscountTypeSchema,
  OrderSchema,
  OrderServiceTypeSchema,
  type Order as ProtoOrder,
  type OrderDiscount as ProtoOrderDiscount,
  type OrderDiscountType as ProtoOrderDiscountType,
  type OrderItem as ProtoOrderItem,
  type OrderServiceLine as ProtoOrderServiceLine,
  type OrderServiceType as ProtoOrderServiceType,
} from '../../../gen/cargo/services/orders_pb'
import type {
  Order,
  OrderDiscount,
  OrderDiscountType,
  OrderItem,
  OrderService,
  OrderServiceType,
} from '../../../domain/orders'
import {
  activityFromProto,
  idFromProto,
  idToProto,
  moneyFromProto,
  moneyToProto,
  recordFromProto,
  etagFromProto,
} from '../codecs'
import { vehicleFromProto } from './vehicles'

/** Order family: Order, its items, services (the wire's OrderServiceLine) and discounts, and their types. */

function itemFromProto(item: ProtoOrderItem): OrderItem {
  return {
    name: item.name,
    id: idFromProto(item.id),
    displayName: item.displayName,
    itemName: item.itemName,
    amount: moneyFromProto(item.amount),
    comment: item.comment,
    vehicle: item.vehicle ? vehicleFromProto(item.vehicle) : null,
    values: recordFromProto(item.values),
  }
}

function serviceFromProto(service: ProtoOrderServiceLine): OrderService {
  return {
    name: service.name,
    id: idFromProto(service.id),
    displayName: service.displayName,
    serviceTypeName: service.serviceTypeName,
    amount: moneyFromProto(service.amount),
    comment: service.comment,
    isApproved: service.isApproved,
    isTypeApprovable: service.isTypeApprovable,
  }
}

function discountFromProto(discount: ProtoOrderDiscount): OrderDiscount {
  const result: OrderDiscount = {
    name: discount.name,
    id: idFromProto(discount.id),
    displayName: discount.displayName,
    discountTypeName: discount.discountTypeName,
    amount: moneyFromProto(discount.amount),
    comment: discount.comment,
  }
  if (discount.serviceName !== undefined) result.serviceName = discount.serviceName
  if (discount.sourceName !== undefined) result.sourceName = discount.sourceName
  return result
}

export function orderFromProto(order: ProtoOrder): Order {
  return {
    name: order.name,
    id: idFromProto(order.id),
    displayName: order.displayName,
    customerName: order.customerName,
    ...(order.customerDisplayName ? { customerDisplayName: order.customerDisplayName } : {}),
    status: order.status,
    comment: order.comment,
    amount: moneyFromProto(order.amount),
    paidAmount: moneyFromProto(order.paidAmount),
    revertedAmount: moneyFromProto(order.revertedAmount),
    approvedRevertedAmount: moneyFromProto(order.approvedRevertedAmount),
    pendingAmount: moneyFromProto(order.pendingAmount),
    debtedAmount: moneyFromProto(order.debtedAmount),
    toBePaidAmount: moneyFromProto(order.toBePaidAmount),
    isArchive: order.isArchive,
    items: order.items.map(itemFromProto),
    services: order.services.map(serviceFromProto),
    discounts: order.discounts.map(discountFromProto),
    ...activityFromProto(order),
    ...etagFromProto(order),
  }
}

/**
 * The order as CreateOrder and UpdateOrder send it. The server computes the amounts and ignores them, so
 * they are not sent; nor is an item's vehicle record (the item names its vehicle by `itemName`), nor the
 * activity (the server's).
 */
export function orderToProto(order: Order): ProtoOrder {
  return create(OrderSchema, {
    name: order.name,
    id: idToProto(order.id),
    displayName: order.displayName,
    customerName: order.customerName,
    status: order.status,
    comment: order.comment,
    isArchive: order.isArchive,
    etag: order.etag ?? '',
    items: order.items.map((item) => ({
      name: item.name,
      id: idToProto(item.id),
      displayName: item.displayName,
      itemName: item.itemName,
      amount: moneyToProto(item.amount),
      comment: item.comment,
      values: { ...item.values },
    })),
    services: order.services.map((service) => ({
      name: service.name,
      id: idToProto(service.id),
      displayName: service.displayName,
      serviceTypeName: service.serviceTypeName,
      amount: moneyToProto(service.amount),
      comment: service.comment,
      isApproved: service.isApproved,
      isTypeApprovable: service.isTypeApprovable,
    })),
    discounts: order.discounts.map((discount) => ({
      name: discount.name,
      id: idToProto(discount.id),
      displayName: discount.displayName,
      discountTypeName: discount.discountTypeName,
      serviceName: discount.serviceName,
      sourceName: discount.sourceName,
      amount: moneyToProto(discount.amount),
      comment: discount.comment,
    })),
  })
}

export function orderServiceTypeFromProto(type: ProtoOrderServiceType): OrderServiceType {
  return {
    name: type.name,
    code: type.code,
    displayName: type.displayName,
    isActive: type.isActive,
    isRequired: type.isRequired,
    isDefault: type.isDefault,
    orderIndex: type.orderIndex,
    groupDisplayName: type.groupDisplayName,
    isApprovable: type.isApprovable,
    ...etagFromProto(type),
  }
}

export const orderServiceTypeToProto = (type: OrderServiceType): ProtoOrderServiceType =>
  create(OrderServiceTypeSchema, { ...type, etag: type.etag ?? '' })

export function orderDiscountTypeFromProto(type: ProtoOrderDiscountType): OrderDiscountType {
  return {
    name: type.name,
    code: type.code,
    displayName: type.displayName,
    isActive: type.isActive,
    ...etagFromProto(type),
  }
}

export const orderDiscountTypeToProto = (type: OrderDiscountType): ProtoOrderDiscountType =>
  create(OrderDiscountTypeSchema, {
    name: type.name,
    code: type.code,
    displayName: type.displayName,
    isActive: type.isActive,
    etag: type.etag ?? '',
  })
