import { NO_ACTIVITY } from '../activity'
import { usd } from '../money'
import type { Payment, PaymentOrder } from './payment'

/** Test helper: a payment with defaults. Not exported from the module. */
export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    ...NO_ACTIVITY,
    name: 'payments/1',
    id: 1,
    displayName: '',
    customerName: 'customers/C1001',
    paymentTypeName: 'paymentTypes/cash',
    parameters: {},
    status: '',
    comment: '',
    date: null,
    amount: usd(0),
    paidAmount: null,
    orders: [],
    documentUrls: [],
    isApproved: false,
    isApprovedRefund: false,
    ...overrides,
  }
}

export function aLine(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    localId: 'line-1',
    orderName: 'orders/1',
    invoiceName: '',
    itemName: '',
    amount: usd(0),
    updatedBy: '',
    orderId: 1,
    ...overrides,
  }
}
