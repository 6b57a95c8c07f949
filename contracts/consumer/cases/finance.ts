import { MatchersV3 } from '@pact-foundation/pact'
import { expect } from 'vitest'
import { usd } from '../../../src/domain/money'
import type { InvoicePayee, InvoiceType } from '../../../src/domain/invoices'
import type { Payment } from '../../../src/domain/payments'
import { CONTRACT, STATES } from '../../states'
import { INVOICE_DRAFT, INVOICE_DRAFT_JSON, PAYMENT_DRAFT, PAYMENT_DRAFT_JSON } from '../fixtures'
import {
  activityJson,
  expectActivity,
  int64,
  LIST_QUERY,
  money,
  REQUEST_ID,
  timestampJson,
  etagJson,
  type RpcCase,
} from '../harness'

const { like, eachLike, integer, boolean } = MatchersV3

const invoice = {
  name: like('invoices/1'),
  id: int64('1'),
  number: like('INV-2026-0001'),
  customerName: like('customers/C1001'),
  invoiceTypeName: like('invoiceTypes/standard'),
  payeeName: like('invoicePayees/1'),
  status: like('draft'),
  date: timestampJson('2026-01-15T00:00:00Z'),
  amount: money('100'),
  paidAmount: money('0'),
  pendingAmount: money('0'),
  etag: etagJson(),
}

const invoiceType = {
  name: like('invoiceTypes/standard'),
  code: like('standard'),
  displayName: like('Standard invoice'),
  documentHeaderComment: like('Thank you for shipping with Cargo Export.'),
  isActive: boolean(true),
  etag: etagJson(),
}

const payee = {
  name: like('invoicePayees/1'),
  id: int64('1'),
  displayName: like('Cargo Export LLC'),
  bankDisplayName: like('First Bank'),
  countryName: like('countries/us'),
  swift: like('FBNKUS33'),
  isActive: boolean(true),
  etag: etagJson(),
}

const payment = {
  name: like('payments/1'),
  id: int64('1'),
  customerName: like('customers/C1001'),
  paymentTypeName: like('paymentTypes/wire'),
  status: like('pending'),
  date: timestampJson('2026-01-15T00:00:00Z'),
  amount: money('100'),
  orders: eachLike({ orderName: like('orders/1'), amount: money('100'), orderId: int64('1') }),
  isApproved: boolean(false),
  etag: etagJson(),
}

/** A payment the client sent without an amount: the server leaves it unset, and it has no lines. */
const { amount: _noAmount, orders: _noOrders, ...paymentWithoutAmount } = payment

const paymentType = {
  name: like('paymentTypes/wire'),
  code: like('wire'),
  displayName: like('Wire transfer'),
  isActive: boolean(true),
  etag: etagJson(),
}

const INVOICE_TYPE: InvoiceType = {
  name: '',
  code: 'contract',
  displayName: 'Contract invoice',
  documentHeaderComment: 'Contract header',
  logoUrl: '',
  isActive: true,
}

const PAYEE: InvoicePayee = {
  name: '',
  id: 0,
  displayName: 'Contract Payee LLC',
  bankDisplayName: 'Contract Bank',
  bankPayeeDisplayName: '',
  bankPayeeAddressDisplayName: '',
  countryCode: 'countries/us',
  swift: 'CONTUS33',
  bankPayeeAccountDisplayName: 'US00 1234 5678',
  additionalRequisites: '',
  bankRoutingNumber: '',
  isActive: true,
}

const PAYEE_JSON = {
  displayName: 'Contract Payee LLC',
  bankDisplayName: 'Contract Bank',
  countryName: 'countries/us',
  swift: 'CONTUS33',
  bankPayeeAccountDisplayName: 'US00 1234 5678',
  isActive: true,
}

/** Without an amount the payment cannot carry order lines (they would exceed it). */
const { amount: _amount, orders: _orders, ...PAYMENT_WITHOUT_AMOUNT_JSON } = PAYMENT_DRAFT_JSON

export const financeCases: RpcCase[] = [
  {
    rpc: 'InvoiceService/ListInvoices',
    state: STATES.records,
    description: 'a ListInvoices call for customers/C1001',
    request: { page: 1, perPage: 10, sort: 'desc', sortColumn: 'id', customerName: 'customers/C1001' },
    response: { invoices: eachLike(invoice), totalRows: integer(1), totalPages: integer(1) },
    call: (a) => a.invoices.listInvoices({ ...LIST_QUERY, customerName: 'customers/C1001' }),
    check: (page) =>
      expect((page as { items: { date: Date }[] }).items[0]?.date).toEqual(new Date('2026-01-15T00:00:00Z')),
  },
  {
    rpc: 'InvoiceService/GetInvoice',
    state: STATES.records,
    request: { name: CONTRACT.invoice },
    response: {
      invoice: {
        ...invoice,
        items: eachLike({
          itemName: like('orders/1/services/1'),
          orderName: like('orders/1'),
          amount: money('100'),
        }),
        ...activityJson,
      },
    },
    call: (a) => a.invoices.getInvoice(CONTRACT.invoice),
    check: expectActivity,
  },
  {
    rpc: 'InvoiceService/CreateInvoice',
    state: STATES.records,
    request: { invoice: INVOICE_DRAFT_JSON },
    requestId: REQUEST_ID,
    response: { invoice },
    call: (a) => a.invoices.createInvoice(INVOICE_DRAFT, { requestId: REQUEST_ID }),
  },
  {
    rpc: 'InvoiceService/UpdateInvoice',
    state: STATES.records,
    // The contract invoice, which no payment names: a seeded invoice has payments set against its lines, and
    // an update may not bill less than they put on it.
    request: {
      name: CONTRACT.invoice,
      invoice: { name: CONTRACT.invoice, id: '9999', ...INVOICE_DRAFT_JSON, status: 'issued' },
    },
    response: { invoice },
    call: (a) =>
      a.invoices.updateInvoice(CONTRACT.invoice, {
        ...INVOICE_DRAFT,
        name: CONTRACT.invoice,
        id: 9999,
        status: 'issued',
      }),
  },
  {
    rpc: 'InvoiceService/DeleteInvoice',
    state: STATES.records,
    request: { name: CONTRACT.invoice },
    response: {},
    call: (a) => a.invoices.deleteInvoice(CONTRACT.invoice),
  },
  {
    rpc: 'InvoiceService/ListInvoiceTypes',
    state: STATES.seed,
    request: {},
    response: { invoiceTypes: eachLike(invoiceType) },
    call: (a) => a.invoiceTypes.listInvoiceTypes(),
  },
  {
    rpc: 'InvoiceService/GetInvoiceType',
    state: STATES.seed,
    request: { name: 'invoiceTypes/standard' },
    response: { invoiceType },
    call: (a) => a.invoiceTypes.getInvoiceType('invoiceTypes/standard'),
  },
  {
    rpc: 'InvoiceService/CreateInvoiceType',
    state: STATES.seed,
    request: {
      invoiceType: {
        code: 'contract',
        displayName: 'Contract invoice',
        documentHeaderComment: 'Contract header',
        isActive: true,
      },
    },
    requestId: REQUEST_ID,
    response: { invoiceType },
    call: (a) => a.invoiceTypes.createInvoiceType(INVOICE_TYPE, { requestId: REQUEST_ID }),
  },
  {
    rpc: 'InvoiceService/UpdateInvoiceType',
    state: STATES.seed,
    request: {
      name: 'invoiceTypes/proforma',
      invoiceType: {
        name: 'invoiceTypes/proforma',
        code: 'proforma',
        displayName: 'Proforma (updated)',
        isActive: true,
      },
    },
    response: { invoiceType },
    call: (a) =>
      a.invoiceTypes.updateInvoiceType('invoiceTypes/proforma', {
        name: 'invoiceTypes/proforma',
        code: 'proforma',
        displayName: 'Proforma (updated)',
        documentHeaderComment: '',
        logoUrl: '',
        isActive: true,
      }),
  },
  {
    rpc: 'InvoiceService/DeleteInvoiceType',
    state: STATES.records,
    request: { name: CONTRACT.invoiceType },
    response: {},
    call: (a) => a.invoiceTypes.deleteInvoiceType(CONTRACT.invoiceType),
  },
  {
    rpc: 'InvoiceService/ListInvoicePayees',
    state: STATES.seed,
    request: {},
    response: { invoicePayees: eachLike(payee) },
    call: (a) => a.invoicePayees.listInvoicePayees(),
    check: (payees) => expect((payees as InvoicePayee[])[0]?.countryCode).toBe('countries/us'),
  },
  {
    rpc: 'InvoiceService/GetInvoicePayee',
    state: STATES.seed,
    request: { name: 'invoicePayees/1' },
    response: { invoicePayee: payee },
    call: (a) => a.invoicePayees.getInvoicePayee('invoicePayees/1'),
  },
  {
    rpc: 'InvoiceService/CreateInvoicePayee',
    state: STATES.seed,
    request: { invoicePayee: PAYEE_JSON },
    requestId: REQUEST_ID,
    response: { invoicePayee: payee },
    call: (a) => a.invoicePayees.createInvoicePayee(PAYEE, { requestId: REQUEST_ID }),
  },
  {
    rpc: 'InvoiceService/UpdateInvoicePayee',
    state: STATES.seed,
    request: { name: 'invoicePayees/1', invoicePayee: { name: 'invoicePayees/1', id: '1', ...PAYEE_JSON } },
    response: { invoicePayee: payee },
    call: (a) =>
      a.invoicePayees.updateInvoicePayee('invoicePayees/1', { ...PAYEE, name: 'invoicePayees/1', id: 1 }),
  },
  {
    rpc: 'InvoiceService/DeleteInvoicePayee',
    state: STATES.records,
    request: { name: CONTRACT.invoicePayee },
    response: {},
    call: (a) => a.invoicePayees.deleteInvoicePayee(CONTRACT.invoicePayee),
  },
  {
    rpc: 'PaymentService/ListPayments',
    state: STATES.records,
    description:
      'a ListPayments call for the approved payments of customers/C1001 (both filters set: approved wins)',
    request: {
      page: 1,
      perPage: 10,
      sort: 'desc',
      sortColumn: 'date',
      customerName: 'customers/C1001',
      approvedOnly: true,
    },
    response: {
      payments: eachLike(payment),
      totalRows: integer(1),
      totalPages: integer(1),
      totalAmount: money('100'),
    },
    call: (a) =>
      a.payments.listPayments({
        ...LIST_QUERY,
        sortColumn: 'date',
        customerName: 'customers/C1001',
        approvedOnly: true,
        unapprovedOnly: true,
      }),
    check: (page) => {
      const { items, totalAmount } = page as { items: Payment[]; totalAmount: unknown }
      expect(totalAmount).toEqual(usd(100))
      expect(items[0]?.orders[0]?.localId).toBe('line-1')
    },
  },
  {
    rpc: 'PaymentService/GetPayment',
    state: STATES.records,
    request: { name: CONTRACT.payment },
    response: { payment: { ...payment, ...activityJson } },
    call: (a) => a.payments.getPayment(CONTRACT.payment),
    check: (result) => {
      expect((result as Payment).orders.map((line) => line.localId)).toEqual(['line-1'])
      expectActivity(result)
    },
  },
  {
    rpc: 'PaymentService/CreatePayment',
    state: STATES.seed,
    description: 'a CreatePayment call with null text fields sent as empty strings (omitted on the wire)',
    request: { payment: PAYMENT_DRAFT_JSON },
    requestId: REQUEST_ID,
    response: { payment },
    call: (a) => a.payments.createPayment(PAYMENT_DRAFT, { requestId: REQUEST_ID }),
  },
  {
    rpc: 'PaymentService/UpdatePayment',
    state: STATES.records,
    description: 'an UpdatePayment call without an amount (sent only when it has a value)',
    request: {
      name: CONTRACT.payment,
      payment: { name: CONTRACT.payment, id: '9999', ...PAYMENT_WITHOUT_AMOUNT_JSON },
    },
    response: { payment: paymentWithoutAmount },
    call: (a) => {
      const { amount: _amount, ...withoutAmount } = PAYMENT_DRAFT
      return a.payments.updatePayment(CONTRACT.payment, {
        ...withoutAmount,
        orders: [],
        name: CONTRACT.payment,
        id: 9999,
      })
    },
  },
  {
    rpc: 'PaymentService/DeletePayment',
    state: STATES.records,
    request: { name: CONTRACT.payment },
    response: {},
    call: (a) => a.payments.deletePayment(CONTRACT.payment),
  },
  {
    rpc: 'PaymentService/ListPaymentTypes',
    state: STATES.seed,
    request: {},
    response: { paymentTypes: eachLike(paymentType) },
    call: (a) => a.paymentTypes.listPaymentTypes(),
  },
  {
    rpc: 'PaymentService/GetPaymentType',
    state: STATES.seed,
    request: { name: 'paymentTypes/wire' },
    response: { paymentType },
    call: (a) => a.paymentTypes.getPaymentType('paymentTypes/wire'),
  },
  {
    rpc: 'PaymentService/CreatePaymentType',
    state: STATES.seed,
    request: { paymentType: { code: 'contract', displayName: 'Contract pay', isActive: true } },
    requestId: REQUEST_ID,
    response: { paymentType },
    call: (a) =>
      a.paymentTypes.createPaymentType(
        { name: '', code: 'contract', displayName: 'Contract pay', isActive: true },
        { requestId: REQUEST_ID },
      ),
  },
  {
    rpc: 'PaymentService/UpdatePaymentType',
    state: STATES.seed,
    request: {
      name: 'paymentTypes/cash',
      paymentType: { name: 'paymentTypes/cash', code: 'cash', displayName: 'Cash (updated)', isActive: true },
    },
    response: { paymentType },
    call: (a) =>
      a.paymentTypes.updatePaymentType('paymentTypes/cash', {
        name: 'paymentTypes/cash',
        code: 'cash',
        displayName: 'Cash (updated)',
        isActive: true,
      }),
  },
  {
    rpc: 'PaymentService/DeletePaymentType',
    state: STATES.records,
    request: { name: CONTRACT.paymentType },
    response: {},
    call: (a) => a.paymentTypes.deletePaymentType(CONTRACT.paymentType),
  },
  {
    rpc: 'PaymentService/ListPaymentEmployees',
    state: STATES.seed,
    request: {},
    response: {
      employees: eachLike({
        name: like('employees/admin'),
        login: like('admin'),
        displayName: like('Admin'),
      }),
    },
    call: (a) => a.paymentEmployees.listPaymentEmployees(),
  },
]
