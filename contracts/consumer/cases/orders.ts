import { MatchersV3 } from '@pact-foundation/pact'
import { expect } from 'vitest'
import { create, toBinary } from '@bufbuild/protobuf'
import { base64Encode } from '@bufbuild/protobuf/wire'
import { PortError } from '../../../src/ports/errors'
import { ErrorInfoSchema } from '../../../src/gen/google/rpc/error_details_pb'
import { CHANGED_ORDER, CONTRACT, STATES } from '../../states'
import { ORDER_DRAFT, ORDER_DRAFT_JSON } from '../fixtures'
import {
  activityJson,
  etagJson,
  expectActivity,
  int64,
  LIST_QUERY,
  money,
  REQUEST_ID,
  type RpcCase,
} from '../harness'

const { like, eachLike, integer, boolean } = MatchersV3

const order = {
  name: like('orders/1'),
  id: int64('1'),
  displayName: like('Order #1'),
  customerName: like('customers/C1001'),
  status: like('new'),
  amount: money('650000'),
  paidAmount: money('0'),
  toBePaidAmount: money('650000'),
  isArchive: boolean(false),
  etag: etagJson(),
}

const serviceType = {
  name: like('orderServiceTypes/shipping'),
  code: like('shipping'),
  displayName: like('Ocean shipping'),
  isActive: boolean(true),
  orderIndex: integer(1),
  groupDisplayName: like('Transportation'),
  isApprovable: boolean(false),
  etag: etagJson(),
}

const discountType = {
  name: like('orderDiscountTypes/loyalty'),
  code: like('loyalty'),
  displayName: like('Loyalty discount'),
  isActive: boolean(true),
  etag: etagJson(),
}

/** The ErrorInfo of a stale write as the Connect JSON error carries it (base64 of its binary form). */
const STALE_ORDER_INFO = base64Encode(
  toBinary(
    ErrorInfoSchema,
    create(ErrorInfoSchema, {
      reason: 'STALE_RECORD',
      domain: 'cargo.services',
      metadata: {
        record: CONTRACT.freeOrder,
        by: CHANGED_ORDER.by,
        at: CHANGED_ORDER.at,
        etag: CHANGED_ORDER.etag,
        field: 'order.etag',
      },
    }),
  ),
  'std_raw',
)

/** The live orders of customers/C1001: a customer's tab of orders, first page. */
const CUSTOMER_ORDERS_REQUEST = {
  page: 1,
  perPage: 10,
  sort: 'desc',
  sortColumn: 'id',
  customerName: 'customers/C1001',
  isArchive: false,
}
const CUSTOMER_ORDERS_QUERY = { ...LIST_QUERY, customerName: 'customers/C1001', isArchive: false }

export const orderCases: RpcCase[] = [
  {
    rpc: 'OrderService/ListOrders',
    state: STATES.seed,
    description: 'a ListOrders call for the live orders of customers/C1001',
    request: CUSTOMER_ORDERS_REQUEST,
    response: { orders: eachLike(order), totalRows: integer(5), totalPages: integer(1) },
    call: (a) => a.orders.listOrders(CUSTOMER_ORDERS_QUERY),
    check: (page) => {
      expect(page).toMatchObject({ totalRows: 5, totalPages: 1 })
      expect((page as { items: { id: number; amount: { value: number } }[] }).items[0]).toMatchObject({
        id: 1,
        amount: { value: 650000, currencyName: 'currencies/usd', exponent: -2 },
      })
    },
  },
  {
    rpc: 'OrderService/ListOrders',
    state: STATES.seed,
    description: 'a ListOrders call for the list view (the orders without their lines, decision 0210)',
    request: { ...CUSTOMER_ORDERS_REQUEST, view: 'ORDER_VIEW_LIST' },
    // The fields the list reads; that the lines are left out is the mock API's own test (pre-encoded.test.ts).
    response: { orders: eachLike(order), totalRows: integer(5), totalPages: integer(1) },
    call: (a) => a.orders.listOrders({ ...CUSTOMER_ORDERS_QUERY, view: 'list' }),
  },
  {
    rpc: 'OrderService/GetOrder',
    state: STATES.seed,
    request: { name: 'orders/1' },
    response: {
      order: {
        ...order,
        items: eachLike({ name: like('orders/1/items/1'), itemName: like('vehicles/1'), amount: money() }),
        ...activityJson,
      },
    },
    call: (a) => a.orders.getOrder('orders/1'),
    check: (result) => {
      expect(result).toMatchObject({ name: 'orders/1', id: 1, etag: '1' })
      expectActivity(result)
    },
  },
  {
    rpc: 'OrderService/CreateOrder',
    state: STATES.seed,
    request: { order: ORDER_DRAFT_JSON },
    requestId: REQUEST_ID,
    response: { order },
    call: (a) => a.orders.createOrder(ORDER_DRAFT, { requestId: REQUEST_ID }),
  },
  {
    rpc: 'OrderService/UpdateOrder',
    state: STATES.records,
    description: 'an UpdateOrder call replacing the lines of an order nothing refers to',
    request: {
      name: CONTRACT.freeOrder,
      order: { name: CONTRACT.freeOrder, id: '9999', ...ORDER_DRAFT_JSON, status: 'in_progress' },
    },
    response: { order },
    call: (a) =>
      a.orders.updateOrder(CONTRACT.freeOrder, {
        ...ORDER_DRAFT,
        name: CONTRACT.freeOrder,
        id: 9999,
        status: 'in_progress',
      }),
  },
  {
    rpc: 'OrderService/UpdateOrder',
    state: STATES.changedOrder,
    description: 'an UpdateOrder call with the etag of before another person changed the order',
    request: {
      name: CONTRACT.freeOrder,
      order: { name: CONTRACT.freeOrder, id: '9999', ...ORDER_DRAFT_JSON, etag: '1' },
    },
    status: 409,
    response: {
      code: 'aborted',
      message: like(`order.etag: ${CONTRACT.freeOrder} was changed by anna; read it again`),
      details: eachLike({ type: 'google.rpc.ErrorInfo', value: like(STALE_ORDER_INFO) }),
    },
    call: (a) =>
      a.orders
        .updateOrder(CONTRACT.freeOrder, { ...ORDER_DRAFT, name: CONTRACT.freeOrder, id: 9999, etag: '1' })
        .catch((error: unknown) => error),
    check: (error) => {
      expect(error).toBeInstanceOf(PortError)
      expect(error).toMatchObject({
        code: 'aborted',
        conflict: {
          name: CONTRACT.freeOrder,
          updatedBy: CHANGED_ORDER.by,
          updateTime: new Date(CHANGED_ORDER.at),
          etag: CHANGED_ORDER.etag,
        },
      })
    },
  },
  {
    rpc: 'OrderService/DeleteOrder',
    state: STATES.records,
    request: { name: CONTRACT.freeOrder },
    response: {},
    call: (a) => a.orders.deleteOrder(CONTRACT.freeOrder),
  },
  {
    rpc: 'OrderService/MoveToArchive',
    state: STATES.seed,
    request: { name: 'orders/1', isArchive: true },
    response: {},
    call: (a) => a.orders.moveToArchive('orders/1', true),
  },
  {
    rpc: 'OrderService/ListOrderServiceTypes',
    state: STATES.seed,
    request: {},
    response: { orderServiceTypes: eachLike(serviceType) },
    call: (a) => a.orderServiceTypes.listOrderServiceTypes(),
  },
  {
    rpc: 'OrderService/GetOrderServiceType',
    state: STATES.seed,
    request: { name: 'orderServiceTypes/shipping' },
    response: { orderServiceType: serviceType },
    call: (a) => a.orderServiceTypes.getOrderServiceType('orderServiceTypes/shipping'),
  },
  {
    rpc: 'OrderService/CreateOrderServiceType',
    state: STATES.seed,
    request: {
      orderServiceType: {
        code: 'contract_fee',
        displayName: 'Contract fee',
        isActive: true,
        orderIndex: 99,
        groupDisplayName: 'Fees',
      },
    },
    requestId: REQUEST_ID,
    response: { orderServiceType: serviceType },
    call: (a) =>
      a.orderServiceTypes.createOrderServiceType(
        {
          name: '',
          code: 'contract_fee',
          displayName: 'Contract fee',
          isActive: true,
          isRequired: false,
          isDefault: false,
          orderIndex: 99,
          groupDisplayName: 'Fees',
          isApprovable: false,
        },
        { requestId: REQUEST_ID },
      ),
  },
  {
    rpc: 'OrderService/UpdateOrderServiceType',
    state: STATES.seed,
    request: {
      name: 'orderServiceTypes/towing',
      orderServiceType: {
        name: 'orderServiceTypes/towing',
        code: 'towing',
        displayName: 'Inland towing (updated)',
        isActive: true,
        isDefault: true,
        orderIndex: 2,
        groupDisplayName: 'Transportation',
      },
    },
    response: { orderServiceType: serviceType },
    call: (a) =>
      a.orderServiceTypes.updateOrderServiceType('orderServiceTypes/towing', {
        name: 'orderServiceTypes/towing',
        code: 'towing',
        displayName: 'Inland towing (updated)',
        isActive: true,
        isRequired: false,
        isDefault: true,
        orderIndex: 2,
        groupDisplayName: 'Transportation',
        isApprovable: false,
      }),
  },
  {
    rpc: 'OrderService/DeleteOrderServiceType',
    state: STATES.records,
    request: { name: CONTRACT.orderServiceType },
    response: {},
    call: (a) => a.orderServiceTypes.deleteOrderServiceType(CONTRACT.orderServiceType),
  },
  {
    rpc: 'OrderService/ListOrderDiscountTypes',
    state: STATES.seed,
    request: {},
    response: { orderDiscountTypes: eachLike(discountType) },
    call: (a) => a.orderDiscountTypes.listOrderDiscountTypes(),
  },
  {
    rpc: 'OrderService/GetOrderDiscountType',
    state: STATES.seed,
    request: { name: 'orderDiscountTypes/loyalty' },
    response: { orderDiscountType: discountType },
    call: (a) => a.orderDiscountTypes.getOrderDiscountType('orderDiscountTypes/loyalty'),
  },
  {
    rpc: 'OrderService/CreateOrderDiscountType',
    state: STATES.seed,
    request: { orderDiscountType: { code: 'contract', displayName: 'Contract discount', isActive: true } },
    requestId: REQUEST_ID,
    response: { orderDiscountType: discountType },
    call: (a) =>
      a.orderDiscountTypes.createOrderDiscountType(
        { name: '', code: 'contract', displayName: 'Contract discount', isActive: true },
        { requestId: REQUEST_ID },
      ),
  },
  {
    rpc: 'OrderService/UpdateOrderDiscountType',
    state: STATES.seed,
    request: {
      name: 'orderDiscountTypes/volume',
      orderDiscountType: {
        name: 'orderDiscountTypes/volume',
        code: 'volume',
        displayName: 'Volume discount (updated)',
      },
    },
    response: { orderDiscountType: discountType },
    call: (a) =>
      a.orderDiscountTypes.updateOrderDiscountType('orderDiscountTypes/volume', {
        name: 'orderDiscountTypes/volume',
        code: 'volume',
        displayName: 'Volume discount (updated)',
        isActive: false,
      }),
  },
  {
    rpc: 'OrderService/DeleteOrderDiscountType',
    state: STATES.records,
    request: { name: CONTRACT.orderDiscountType },
    response: {},
    call: (a) => a.orderDiscountTypes.deleteOrderDiscountType(CONTRACT.orderDiscountType),
  },
]
