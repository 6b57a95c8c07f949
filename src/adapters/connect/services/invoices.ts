import { createClient, type Transport } from '@connectrpc/connect'
import { InvoiceService } from '../../../gen/cargo/services/invoices_pb'
import type { InvoicePayeesPort } from '../../../ports/invoice-payees-port'
import type { InvoiceTypesPort } from '../../../ports/invoice-types-port'
import type { InvoicesPort } from '../../../ports/invoices-port'
import { pageOf, pageRequest, type RpcCaller } from '../call'
import { entityCalls, referenceCalls } from '../reference-calls'
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

  const invoiceCalls = entityCalls(call, {
    service: S,
    entity: 'Invoice',
    get: async (name, options) => (await client.getInvoice({ name }, options)).invoice,
    create: async (invoice, options) => (await client.createInvoice({ invoice }, options)).invoice,
    update: async (name, invoice, options) =>
      (await client.updateInvoice({ name, invoice }, options)).invoice,
    remove: (name, options, etag) => client.deleteInvoice({ name, etag }, options),
    fromProto: invoiceFromProto,
    toProto: invoiceToProto,
  })
  const invoices: InvoicesPort = {
    async listInvoices(query, { signal } = {}) {
      const response = await call(
        `${S}/ListInvoices`,
        (options) =>
          client.listInvoices(
            {
              ...pageRequest(query),
              customerName: query.customerName ?? '',
              orderName: query.orderName ?? '',
            },
            options,
          ),
        undefined,
        signal,
      )
      return pageOf(response.invoices, invoiceFromProto, response)
    },
    getInvoice: invoiceCalls.get,
    createInvoice: invoiceCalls.create,
    updateInvoice: invoiceCalls.update,
    deleteInvoice: invoiceCalls.remove,
  }

  const invoiceTypesCalls = referenceCalls(call, {
    service: S,
    entity: 'InvoiceType',
    list: async (options) => (await client.listInvoiceTypes({}, options)).invoiceTypes,
    get: async (name, options) => (await client.getInvoiceType({ name }, options)).invoiceType,
    create: async (invoiceType, options) =>
      (await client.createInvoiceType({ invoiceType }, options)).invoiceType,
    update: async (name, invoiceType, options) =>
      (await client.updateInvoiceType({ name, invoiceType }, options)).invoiceType,
    remove: (name, options, etag) => client.deleteInvoiceType({ name, etag }, options),
    fromProto: invoiceTypeFromProto,
    toProto: invoiceTypeToProto,
  })
  const invoiceTypes: InvoiceTypesPort = {
    listInvoiceTypes: invoiceTypesCalls.list,
    getInvoiceType: invoiceTypesCalls.get,
    createInvoiceType: invoiceTypesCalls.create,
    updateInvoiceType: invoiceTypesCalls.update,
    deleteInvoiceType: invoiceTypesCalls.remove,
  }

  const invoicePayeesCalls = referenceCalls(call, {
    service: S,
    entity: 'InvoicePayee',
    list: async (options) => (await client.listInvoicePayees({}, options)).invoicePayees,
    get: async (name, options) => (await client.getInvoicePayee({ name }, options)).invoicePayee,
    create: async (invoicePayee, options) =>
      (await client.createInvoicePayee({ invoicePayee }, options)).invoicePayee,
    update: async (name, invoicePayee, options) =>
      (await client.updateInvoicePayee({ name, invoicePayee }, options)).invoicePayee,
    remove: (name, options, etag) => client.deleteInvoicePayee({ name, etag }, options),
    fromProto: invoicePayeeFromProto,
    toProto: invoicePayeeToProto,
  })
  const invoicePayees: InvoicePayeesPort = {
    listInvoicePayees: invoicePayeesCalls.list,
    getInvoicePayee: invoicePayeesCalls.get,
    createInvoicePayee: invoicePayeesCalls.create,
    updateInvoicePayee: invoicePayeesCalls.update,
    deleteInvoicePayee: invoicePayeesCalls.remove,
  }

  return { invoices, invoiceTypes, invoicePayees }
}
