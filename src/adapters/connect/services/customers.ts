import { createClient, type Transport } from '@connectrpc/connect'
import { CustomerService } from '../../../gen/cargo/services/customers_pb'
import type { CustomersPort } from '../../../ports/customers-port'
import { pageOf, pageRequest, type RpcCaller } from '../call'
import { entityCalls } from '../reference-calls'
import { customerFromProto, customerToProto } from '../mappers/customers'

const S = 'CustomerService'

export function createCustomersAdapters(transport: Transport, call: RpcCaller) {
  const client = createClient(CustomerService, transport)

  const customerCalls = entityCalls(call, {
    service: S,
    entity: 'Customer',
    get: async (name, options) => (await client.getCustomer({ name }, options)).customer,
    create: async (customer, options) => (await client.createCustomer({ customer }, options)).customer,
    update: async (name, customer, options) =>
      (await client.updateCustomer({ name, customer }, options)).customer,
    remove: (name, options, etag) => client.deleteCustomer({ name, etag }, options),
    fromProto: customerFromProto,
    toProto: customerToProto,
  })
  const customers: CustomersPort = {
    async listCustomers(query, { signal } = {}) {
      const response = await call(
        `${S}/ListCustomers`,
        (options) =>
          client.listCustomers(
            {
              ...pageRequest(query),
              companyDisplayName: query.companyDisplayName ?? '',
              status: query.status ?? '',
            },
            options,
          ),
        undefined,
        signal,
      )
      return pageOf(response.customers, customerFromProto, response)
    },
    getCustomer: customerCalls.get,
    createCustomer: customerCalls.create,
    updateCustomer: customerCalls.update,
    deleteCustomer: customerCalls.remove,
  }

  return { customers }
}
