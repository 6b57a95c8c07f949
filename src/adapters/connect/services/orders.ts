import { createClient, type Transport } from '@connectrpc/connect'
import { OrderService } from '../../../gen/cargo/services/orders_pb'
import type { OrderDiscountTypesPort } from '../../../ports/order-discount-types-port'
import type { OrderServiceTypesPort } from '../../../ports/order-service-types-port'
import type { OrdersPort } from '../../../ports/orders-port'
import { pageOf, required, type RpcCaller } from '../call'
import { referenceCalls } from '../reference-calls'
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

  const orders: OrdersPort = {
    async listOrders(query) {
      const response = await call(`${S}/ListOrders`, (options) =>
        client.listOrders(
          {
            page: query.page,
            perPage: query.perPage,
            sort: query.sort,
            sortColumn: query.sortColumn,
            search: query.search,
            customerName: query.customerName ?? '',
            terminalName: query.terminalName ?? '',
            unpaidOnly: query.unpaidOnly ?? false,
            status: query.status ?? '',
            isArchive: query.isArchive,
          },
          options,
        ),
      )
      return pageOf(response.orders, orderFromProto, response)
    },
    async getOrder(name) {
      const response = await call(`${S}/GetOrder`, (options) => client.getOrder({ name }, options))
      return orderFromProto(required(response.order, 'order'))
    },
    async createOrder(order, { requestId } = {}) {
      const response = await call(
        `${S}/CreateOrder`,
        (options) => client.createOrder({ order: orderToProto(order) }, options),
        requestId,
      )
      return orderFromProto(required(response.order, 'order'))
    },
    async updateOrder(name, order) {
      const response = await call(`${S}/UpdateOrder`, (options) =>
        client.updateOrder({ name, order: orderToProto(order) }, options),
      )
      return orderFromProto(required(response.order, 'order'))
    },
    async deleteOrder(name) {
      await call(`${S}/DeleteOrder`, (options) => client.deleteOrder({ name }, options))
    },
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
    remove: (name, options) => client.deleteOrderServiceType({ name }, options),
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
    remove: (name, options) => client.deleteOrderDiscountType({ name }, options),
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
