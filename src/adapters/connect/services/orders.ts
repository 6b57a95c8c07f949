import { createClient, type Transport } from '@connectrpc/connect'
import { OrderService, OrderView } from '../../../gen/cargo/services/orders_pb'
import type { OrderDiscountTypesPort } from '../../../ports/order-discount-types-port'
import type { OrderServiceTypesPort } from '../../../ports/order-service-types-port'
import type { OrdersPort } from '../../../ports/orders-port'
import { pageOf, pageRequest, type RpcCaller } from '../call'
import { entityCalls, referenceCalls } from '../reference-calls'
import {
  orderDiscountTypeFromProto,
  orderDiscountTypeToProto,
  orderFromProto,
  orderServiceTypeFromProto,
  orderServiceTypeToProto,
  orderToProto,
} from '../mappers/orders'

const S = 'OrderService'

export function createOrdersAdapters(transport: Transport, call: RpcCaller) {
  const client = createClient(OrderService, transport)

  const orderCalls = entityCalls(call, {
    service: S,
    entity: 'Order',
    get: async (name, options) => (await client.getOrder({ name }, options)).order,
    create: async (order, options) => (await client.createOrder({ order }, options)).order,
    update: async (name, order, options) => (await client.updateOrder({ name, order }, options)).order,
    remove: (name, options, etag) => client.deleteOrder({ name, etag }, options),
    fromProto: orderFromProto,
    toProto: orderToProto,
  })
  const orders: OrdersPort = {
    async listOrders(query, { signal } = {}) {
      const response = await call(
        `${S}/ListOrders`,
        (options) =>
          client.listOrders(
            {
              ...pageRequest(query),
              customerName: query.customerName ?? '',
              terminalName: query.terminalName ?? '',
              unpaidOnly: query.unpaidOnly ?? false,
              status: query.status ?? '',
              isArchive: query.isArchive,
              view: query.view === 'list' ? OrderView.LIST : OrderView.UNSPECIFIED,
            },
            options,
          ),
        undefined,
        signal,
      )
      return pageOf(response.orders, orderFromProto, response)
    },
    getOrder: orderCalls.get,
    createOrder: orderCalls.create,
    updateOrder: orderCalls.update,
    deleteOrder: orderCalls.remove,
    async moveToArchive(name, isArchive) {
      await call(`${S}/MoveToArchive`, (options) => client.moveToArchive({ name, isArchive }, options))
    },
  }

  const orderServiceTypesCalls = referenceCalls(call, {
    service: S,
    entity: 'OrderServiceType',
    list: async (options) => (await client.listOrderServiceTypes({}, options)).orderServiceTypes,
    get: async (name, options) => (await client.getOrderServiceType({ name }, options)).orderServiceType,
    create: async (orderServiceType, options) =>
      (await client.createOrderServiceType({ orderServiceType }, options)).orderServiceType,
    update: async (name, orderServiceType, options) =>
      (await client.updateOrderServiceType({ name, orderServiceType }, options)).orderServiceType,
    remove: (name, options, etag) => client.deleteOrderServiceType({ name, etag }, options),
    fromProto: orderServiceTypeFromProto,
    toProto: orderServiceTypeToProto,
  })
  const orderServiceTypes: OrderServiceTypesPort = {
    listOrderServiceTypes: orderServiceTypesCalls.list,
    getOrderServiceType: orderServiceTypesCalls.get,
    createOrderServiceType: orderServiceTypesCalls.create,
    updateOrderServiceType: orderServiceTypesCalls.update,
    deleteOrderServiceType: orderServiceTypesCalls.remove,
  }

  const orderDiscountTypesCalls = referenceCalls(call, {
    service: S,
    entity: 'OrderDiscountType',
    list: async (options) => (await client.listOrderDiscountTypes({}, options)).orderDiscountTypes,
    get: async (name, options) => (await client.getOrderDiscountType({ name }, options)).orderDiscountType,
    create: async (orderDiscountType, options) =>
      (await client.createOrderDiscountType({ orderDiscountType }, options)).orderDiscountType,
    update: async (name, orderDiscountType, options) =>
      (await client.updateOrderDiscountType({ name, orderDiscountType }, options)).orderDiscountType,
    remove: (name, options, etag) => client.deleteOrderDiscountType({ name, etag }, options),
    fromProto: orderDiscountTypeFromProto,
    toProto: orderDiscountTypeToProto,
  })
  const orderDiscountTypes: OrderDiscountTypesPort = {
    listOrderDiscountTypes: orderDiscountTypesCalls.list,
    getOrderDiscountType: orderDiscountTypesCalls.get,
    createOrderDiscountType: orderDiscountTypesCalls.create,
    updateOrderDiscountType: orderDiscountTypesCalls.update,
    deleteOrderDiscountType: orderDiscountTypesCalls.remove,
  }

  return { orders, orderServiceTypes, orderDiscountTypes }
}
