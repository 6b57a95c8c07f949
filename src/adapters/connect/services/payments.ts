import { createClient, type Transport } from '@connectrpc/connect'
import { PaymentService } from '../../../gen/cargo/services/payments_pb'
import { normalizePaymentFilters, paymentsInShownOrder } from '../../../domain/payments'
import type { PaymentEmployeesPort } from '../../../ports/payment-employees-port'
import type { PaymentTypesPort } from '../../../ports/payment-types-port'
import type { PaymentsPort } from '../../../ports/payments-port'
import { pageRequest, type RpcCaller } from '../call'
import { entityCalls, referenceCalls } from '../reference-calls'
import { moneyFromProto, moneyToProto, nullableDateToProto } from '../codecs'
import {
  employeeFromProto,
  paymentFromProto,
  paymentToProto,
  paymentTypeFromProto,
  paymentTypeToProto,
} from '../mappers/payments'

const S = 'PaymentService'

export function createPaymentsAdapters(transport: Transport, call: RpcCaller) {
  const client = createClient(PaymentService, transport)

  const paymentCalls = entityCalls(call, {
    service: S,
    entity: 'Payment',
    get: async (name, options) => (await client.getPayment({ name }, options)).payment,
    create: async (payment, options) => (await client.createPayment({ payment }, options)).payment,
    update: async (name, payment, options) =>
      (await client.updatePayment({ name, payment }, options)).payment,
    remove: (name, options, etag) => client.deletePayment({ name, etag }, options),
    fromProto: paymentFromProto,
    toProto: paymentToProto,
  })
  const payments: PaymentsPort = {
    async listPayments(input, { signal } = {}) {
      const query = normalizePaymentFilters(input)
      const response = await call(
        `${S}/ListPayments`,
        (options) =>
          client.listPayments(
            {
              ...pageRequest(query),
              customerName: query.customerName ?? '',
              orderName: query.orderName ?? '',
              status: query.status ?? '',
              dateFrom: nullableDateToProto(query.dateFrom),
              dateTo: nullableDateToProto(query.dateTo),
              paymentTypeName: query.paymentTypeName ?? '',
              amount: query.amount ? moneyToProto(query.amount) : undefined,
              approvedOnly: query.approvedOnly ?? false,
              unapprovedOnly: query.unapprovedOnly ?? false,
              createdBy: query.createdBy ?? '',
            },
            options,
          ),
        undefined,
        signal,
      )
      return {
        items: paymentsInShownOrder(response.payments.map(paymentFromProto), query.sortColumn),
        totalRows: response.totalRows,
        totalPages: response.totalPages,
        totalAmount: moneyFromProto(response.totalAmount),
      }
    },
    getPayment: paymentCalls.get,
    createPayment: paymentCalls.create,
    updatePayment: paymentCalls.update,
    deletePayment: paymentCalls.remove,
  }

  const paymentTypesCalls = referenceCalls(call, {
    service: S,
    entity: 'PaymentType',
    list: async (options) => (await client.listPaymentTypes({}, options)).paymentTypes,
    get: async (name, options) => (await client.getPaymentType({ name }, options)).paymentType,
    create: async (paymentType, options) =>
      (await client.createPaymentType({ paymentType }, options)).paymentType,
    update: async (name, paymentType, options) =>
      (await client.updatePaymentType({ name, paymentType }, options)).paymentType,
    remove: (name, options, etag) => client.deletePaymentType({ name, etag }, options),
    fromProto: paymentTypeFromProto,
    toProto: paymentTypeToProto,
  })
  const paymentTypes: PaymentTypesPort = {
    listPaymentTypes: paymentTypesCalls.list,
    getPaymentType: paymentTypesCalls.get,
    createPaymentType: paymentTypesCalls.create,
    updatePaymentType: paymentTypesCalls.update,
    deletePaymentType: paymentTypesCalls.remove,
  }

  const paymentEmployees: PaymentEmployeesPort = {
    async listPaymentEmployees() {
      const response = await call(`${S}/ListPaymentEmployees`, (options) =>
        client.listPaymentEmployees({}, options),
      )
      return response.employees.map(employeeFromProto)
    },
  }

  return { payments, paymentTypes, paymentEmployees }
}
