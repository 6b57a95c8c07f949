import { NO_ACTIVITY } from '../../src/domain/activity'
import { usd } from '../../src/domain/money'
import { zeroCustomerTotals, type Customer } from '../../src/domain/customers'
import type { Invoice } from '../../src/domain/invoices'
import type { Order } from '../../src/domain/orders'
import type { Payment } from '../../src/domain/payments'

/** Domain values the consumer tests send; the provider's seed names (mock-server/seed) they refer to. */

const zero = usd(0)

export const ORDER_DRAFT: Order = {
  ...NO_ACTIVITY,
  name: '',
  id: 0,
  displayName: '',
  customerName: 'customers/C1001',
  status: 'new',
  comment: 'Contract test order',
  isArchive: false,
  items: [
    {
      name: '',
      id: 0,
      displayName: '',
      itemName: 'vehicles/2401',
      amount: usd(500000),
      comment: '',
      vehicle: null,
      values: {},
    },
  ],
  services: [
    {
      name: '',
      id: 0,
      displayName: 'Ocean shipping',
      serviceTypeName: 'orderServiceTypes/shipping',
      amount: usd(150000),
      comment: '',
      isApproved: false,
      isTypeApprovable: false,
    },
  ],
  discounts: [],
  amount: zero,
  paidAmount: zero,
  revertedAmount: zero,
  approvedRevertedAmount: zero,
  pendingAmount: zero,
  debtedAmount: zero,
  toBePaidAmount: zero,
}

export const ORDER_DRAFT_JSON = {
  customerName: 'customers/C1001',
  status: 'new',
  comment: 'Contract test order',
  items: [
    { itemName: 'vehicles/2401', amount: { value: '500000', currencyName: 'currencies/usd', exponent: -2 } },
  ],
  services: [
    {
      displayName: 'Ocean shipping',
      serviceTypeName: 'orderServiceTypes/shipping',
      amount: { value: '150000', currencyName: 'currencies/usd', exponent: -2 },
    },
  ],
}

export const CUSTOMER_DRAFT: Customer = {
  ...NO_ACTIVITY,
  name: '',
  id: '',
  displayName: 'Ann Contract',
  firstName: 'Ann',
  middleName: '',
  lastName: 'Contract',
  countryName: 'countries/ge',
  companyDisplayName: 'Should be dropped',
  type: 'individual',
  email: 'ann.contract@example.com',
  phone: '+995 555 000 111',
  status: 'active',
  paymentStatus: '',
  externalId: '',
  buyers: [],
  paymentDueDate: null,
  ...zeroCustomerTotals(),
}

/** The individual rule empties companyDisplayName on the wire (spec §5). */
export const CUSTOMER_DRAFT_JSON = {
  displayName: 'Ann Contract',
  firstName: 'Ann',
  lastName: 'Contract',
  countryName: 'countries/ge',
  type: 'individual',
  email: 'ann.contract@example.com',
  phone: '+995 555 000 111',
  status: 'active',
}

export const INVOICE_DRAFT: Invoice = {
  ...NO_ACTIVITY,
  name: '',
  id: 0,
  number: '',
  displayName: '',
  customerName: 'customers/C1001',
  customerDisplayNameActual: '',
  customerDetails: '',
  invoiceTypeName: 'invoiceTypes/standard',
  payeeName: 'invoicePayees/1',
  parameters: { paymentTerms: '14 days' },
  status: 'draft',
  comment: 'Contract invoice',
  date: new Date('2026-01-15T00:00:00Z'),
  dueDate: new Date('2026-01-29T00:00:00Z'),
  amount: usd(100),
  paidAmount: zero,
  pendingAmount: zero,
  items: [
    {
      name: '',
      id: 0,
      displayName: 'Ocean shipping',
      itemName: 'orders/9998/services/1',
      orderName: 'orders/9998',
      price: usd(100),
      quantity: { value: 1, unitName: 'units/pcs', exponent: 0 },
      amount: usd(100),
      comment: '',
    },
  ],
}

const cents = (value: string) => ({ value, currencyName: 'currencies/usd', exponent: -2 })

export const INVOICE_DRAFT_JSON = {
  customerName: 'customers/C1001',
  invoiceTypeName: 'invoiceTypes/standard',
  payeeName: 'invoicePayees/1',
  parameters: { paymentTerms: '14 days' },
  status: 'draft',
  comment: 'Contract invoice',
  date: '2026-01-15T00:00:00Z',
  dueDate: '2026-01-29T00:00:00Z',
  amount: cents('100'),
  items: [
    {
      displayName: 'Ocean shipping',
      itemName: 'orders/9998/services/1',
      orderName: 'orders/9998',
      price: cents('100'),
      quantity: { value: '1', unitName: 'units/pcs' },
      amount: cents('100'),
    },
  ],
}

/** A payment form's state: text fields the user left empty are null (spec §3: sent as empty strings). */
export const PAYMENT_DRAFT = {
  name: null,
  id: 0,
  displayName: null,
  customerName: 'customers/C1001',
  paymentTypeName: 'paymentTypes/wire',
  parameters: {},
  status: 'pending',
  comment: 'Contract payment',
  date: new Date('2026-01-15T00:00:00Z'),
  amount: usd(100),
  paidAmount: null,
  orders: [
    {
      localId: 'line-1',
      orderName: 'orders/1',
      invoiceName: null,
      itemName: '',
      amount: usd(100),
      updatedBy: null,
      orderId: 1,
    },
  ],
  documentUrls: [],
  isApproved: false,
  isApprovedRefund: false,
  createdBy: null,
  updatedBy: null,
} as unknown as Payment

export const PAYMENT_DRAFT_JSON = {
  customerName: 'customers/C1001',
  paymentTypeName: 'paymentTypes/wire',
  status: 'pending',
  comment: 'Contract payment',
  date: '2026-01-15T00:00:00Z',
  amount: cents('100'),
  orders: [{ orderName: 'orders/1', amount: cents('100'), orderId: '1' }],
}

export { cents }
