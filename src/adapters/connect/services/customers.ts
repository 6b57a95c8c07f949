import { createClient, type Transport } from '@connectrpc/connect'
import { CustomerService } from '../../../gen/cargo/services/customers_pb'
import type { CustomersPort } from '../../../ports/customers-port'
import { pageOf, required, type RpcCaller } from '../call'
import { customerFromProto, customerToProto } from '../mappers/customers'

const S = 'CustomerService'

export function createCustomersAdapters(transport: Transport, call: RpcCaller) {
  const client = createClient(CustomerService, transport)

  const customers: CustomersPort = {
    async listCustomers(query) {
      const response = await call(`${S}/ListCustomers`, (options) =>
        client.listCustomers(
          {
            page: query.page,
            perPage: query.perPage,
            sort: query.sort,
            sortColumn: query.sortColumn,
            search: query.search,
            companyDisplayName: query.companyDisplayName ?? '',
            status: query.status ?? '',
          },
          options,
        ),
      )
      return pageOf(response.customers, customerFromProto, response)
    },
    async getCustomer(name) {
      const response = await call(`${S}/GetCustomer`, (options) => client.getCustomer({ name }, options))
      return customerFromProto(required(response.customer, 'customer'))
    },
    async createCustomer(customer, { requestId } = {}) {
      const response = await call(
        `${S}/CreateCustomer`,
        (options) => client.createCustomer({ customer: customerToProto(customer) }, options),
        requestId,
      )
      return customerFromProto(required(response.customer, 'customer'))
    },
    async updateCustomer(name, customer) {
      const response = await call(`${S}/UpdateCustomer`, (options) =>
        client.updateCustomer({ name, customer: customerToProto(customer) }, options),
      )
      return customerFromProto(required(response.customer, 'customer'))
    },
    async deleteCustomer(name) {
      await call(`${S}/DeleteCustomer`, (options) => client.deleteCustomer({ name }, options))
    },
  }

  return { customers }
}
