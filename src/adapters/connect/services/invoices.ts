import { createClient, type Transport } from '@connectrpc/connect'
import { InvoiceService } from '../../../gen/cargo/services/invoices_pb'
import type { InvoicePayeesPort } from '../../../ports/invoice-payees-port'
import type { InvoiceTypesPort } from '../../../ports/invoice-types-port'
import type { InvoicesPort } from '../../../ports/invoices-port'
import { pageOf, required, type RpcCaller } from '../call'
import {
  invoiceFromProto,
  invoicePayeeFromProto,
  invoicePayeeToProto,
  invoiceToProto,
  invoiceTypeFromProto,
  invoiceTypeToProto,
} from '../mappers/invoices'

const S = 'InvoiceService'

export function createInvoicesAdapters(transport: Transport, call: RpcCaller) {
  const client = createClient(InvoiceService, transport)

  const invoices: InvoicesPort = {
    async listInvoices(query) {
      const response = await call(`${S}/ListInvoices`, (options) =>
        client.listInvoices(
          {
            page: query.page,
            perPage: query.perPage,
            sort: query.sort,
            sortColumn: query.sortColumn,
            customerName: query.customerName ?? '',
            orderName: query.orderName ?? '',
          },
          options,
        ),
      )
      return pageOf(response.invoices, invoiceFromProto, response)
    },
    async getInvoice(name) {
      const response = await call(`${S}/GetInvoice`, (options) => client.getInvoice({ name }, options))
      return invoiceFromProto(required(response.invoice, 'invoice'))
    },
    async createInvoice(invoice, { requestId } = {}) {
      const response = await call(
        `${S}/CreateInvoice`,
        (options) => client.createInvoice({ invoice: invoiceToProto(invoice) }, options),
        requestId,
      )
      return invoiceFromProto(required(response.invoice, 'invoice'))
    },
    async updateInvoice(name, invoice) {
      const response = await call(`${S}/UpdateInvoice`, (options) =>
        client.updateInvoice({ name, invoice: invoiceToProto(invoice) }, options),
      )
      return invoiceFromProto(required(response.invoice, 'invoice'))
    },
    async deleteInvoice(name) {
      await call(`${S}/DeleteInvoice`, (options) => client.deleteInvoice({ name }, options))
    },
  }

  const invoiceTypes: InvoiceTypesPort = {
    async listInvoiceTypes() {
      const response = await call(`${S}/ListInvoiceTypes`, (options) => client.listInvoiceTypes({}, options))
      return response.invoiceTypes.map(invoiceTypeFromProto)
    },
    async getInvoiceType(name) {
      const response = await call(`${S}/GetInvoiceType`, (options) =>
        client.getInvoiceType({ name }, options),
      )
      return invoiceTypeFromProto(required(response.invoiceType, 'invoiceType'))
    },
    async createInvoiceType(type, { requestId } = {}) {
      const response = await call(
        `${S}/CreateInvoiceType`,
        (options) => client.createInvoiceType({ invoiceType: invoiceTypeToProto(type) }, options),
        requestId,
      )
      return invoiceTypeFromProto(required(response.invoiceType, 'invoiceType'))
    },
    async updateInvoiceType(name, type) {
      const response = await call(`${S}/UpdateInvoiceType`, (options) =>
        client.updateInvoiceType({ name, invoiceType: invoiceTypeToProto(type) }, options),
      )
      return invoiceTypeFromProto(required(response.invoiceType, 'invoiceType'))
    },
    async deleteInvoiceType(name) {
      await call(`${S}/DeleteInvoiceType`, (options) => client.deleteInvoiceType({ name }, options))
    },
  }

  const invoicePayees: InvoicePayeesPort = {
    async listInvoicePayees() {
      const response = await call(`${S}/ListInvoicePayees`, (options) =>
        client.listInvoicePayees({}, options),
      )
      return response.invoicePayees.map(invoicePayeeFromProto)
    },
    async getInvoicePayee(name) {
      const response = await call(`${S}/GetInvoicePayee`, (options) =>
        client.getInvoicePayee({ name }, options),
      )
      return invoicePayeeFromProto(required(response.invoicePayee, 'invoicePayee'))
    },
    async createInvoicePayee(payee, { requestId } = {}) {
      const response = await call(
        `${S}/CreateInvoicePayee`,
        (options) => client.createInvoicePayee({ invoicePayee: invoicePayeeToProto(payee) }, options),
        requestId,
      )
      return invoicePayeeFromProto(required(response.invoicePayee, 'invoicePayee'))
    },
    async updateInvoicePayee(name, payee) {
      const response = await call(`${S}/UpdateInvoicePayee`, (options) =>
        client.updateInvoicePayee({ name, invoicePayee: invoicePayeeToProto(payee) }, options),
      )
      return invoicePayeeFromProto(required(response.invoicePayee, 'invoicePayee'))
    },
    async deleteInvoicePayee(name) {
      await call(`${S}/DeleteInvoicePayee`, (options) => client.deleteInvoicePayee({ name }, options))
    },
  }

  return { invoices, invoiceTypes, invoicePayees }
}
