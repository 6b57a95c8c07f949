import { NO_ACTIVITY } from '../activity'
import { usd } from '../money'
import type { Order, OrderDiscount, OrderItem, OrderService } from './order'

/** Test helpers, not exported from the module. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    ...NO_ACTIVITY,
    name: 'orders/1',
    id: 1,
    displayName: '',
    customerName: 'customers/C1001',
    status: 'active',
    comment: '',
    isArchive: false,
    items: [],
    services: [],
    discounts: [],
    amount: usd(0),
    paidAmount: usd(0),
    revertedAmount: usd(0),
    approvedRevertedAmount: usd(0),
    pendingAmount: usd(0),
    debtedAmount: usd(0),
    toBePaidAmount: usd(0),
    ...overrides,
  }
}

export function anItem(cents: number, name = 'orders/1/items/1'): OrderItem {
  return {
    name,
    id: 1,
    displayName: '',
    itemName: '',
    amount: usd(cents),
    comment: '',
    vehicle: null,
    values: {},
  }
}

export function aService(cents: number, overrides: Partial<OrderService> = {}): OrderService {
  return {
    name: 'orders/1/services/1',
    id: 1,
    displayName: '',
    serviceTypeName: 'orderServiceTypes/shipping',
    amount: usd(cents),
    comment: '',
    isApproved: false,
    isTypeApprovable: false,
    ...overrides,
  }
}

export function aDiscount(cents: number, overrides: Partial<OrderDiscount> = {}): OrderDiscount {
  return {
    name: 'orders/1/discounts/1',
    id: 1,
    displayName: '',
    discountTypeName: 'orderDiscountTypes/loyalty',
    amount: usd(cents),
    comment: '',
    ...overrides,
  }
}
