import { createClient, type Transport } from '@connectrpc/connect'
import { OrderService } from '../../../gen/cargo/services/orders_pb'
import type { OrderDiscountTypesPort } from '../../../ports/order-discount-types-port'
import type { OrderServiceTypesPort } from '../../../ports/order-service-types-port'
import type { OrdersPort } from '../../../ports/orders-port'
import { pageOf, required, type RpcCaller } from '../call'
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

  const orderServiceTypes: OrderServiceTypesPort = {
    async listOrderServiceTypes() {
      const response = await call(`${S}/ListOrderServiceTypes`, (options) =>
        client.listOrderServiceTypes({}, options),
      )
      return response.orderServiceTypes.map(orderServiceTypeFromProto)
    },
    async getOrderServiceType(name) {
      const response = await call(`${S}/GetOrderServiceType`, (options) =>
        client.getOrderServiceType({ name }, options),
      )
      return orderServiceTypeFromProto(required(response.orderServiceType, 'orderServiceType'))
    },
    async createOrderServiceType(type, { requestId } = {}) {
      const response = await call(
        `${S}/CreateOrderServiceType`,
        (options) =>
          client.createOrderServiceType({ orderServiceType: orderServiceTypeToProto(type) }, options),
        requestId,
      )
      return orderServiceTypeFromProto(required(response.orderServiceType, 'orderServiceType'))
    },
    async updateOrderServiceType(name, type) {
      const response = await call(`${S}/UpdateOrderServiceType`, (options) =>
        client.updateOrderServiceType({ name, orderServiceType: orderServiceTypeToProto(type) }, options),
      )
      return orderServiceTypeFromProto(required(response.orderServiceType, 'orderServiceType'))
    },
    async deleteOrderServiceType(name) {
      await call(`${S}/DeleteOrderServiceType`, (options) => client.deleteOrderServiceType({ name }, options))
    },
  }

  const orderDiscountTypes: OrderDiscountTypesPort = {
    async listOrderDiscountTypes() {
      const response = await call(`${S}/ListOrderDiscountTypes`, (options) =>
        client.listOrderDiscountTypes({}, options),
      )
      return response.orderDiscountTypes.map(orderDiscountTypeFromProto)
    },
    async getOrderDiscountType(name) {
      const response = await call(`${S}/GetOrderDiscountType`, (options) =>
        client.getOrderDiscountType({ name }, options),
      )
      return orderDiscountTypeFromProto(required(response.orderDiscountType, 'orderDiscountType'))
    },
    async createOrderDiscountType(type, { requestId } = {}) {
      const response = await call(
        `${S}/CreateOrderDiscountType`,
        (options) =>
          client.createOrderDiscountType({ orderDiscountType: orderDiscountTypeToProto(type) }, options),
        requestId,
      )
      return orderDiscountTypeFromProto(required(response.orderDiscountType, 'orderDiscountType'))
    },
    async updateOrderDiscountType(name, type) {
      const response = await call(`${S}/UpdateOrderDiscountType`, (options) =>
        client.updateOrderDiscountType({ name, orderDiscountType: orderDiscountTypeToProto(type) }, options),
      )
      return orderDiscountTypeFromProto(required(response.orderDiscountType, 'orderDiscountType'))
    },
    async deleteOrderDiscountType(name) {
      await call(`${S}/DeleteOrderDiscountType`, (options) =>
        client.deleteOrderDiscountType({ name }, options),
      )
    },
  }

  return { orders, orderServiceTypes, orderDiscountTypes }
}
