import { MatchersV3 } from '@pact-foundation/pact'
import { expect } from 'vitest'
import type { Customer } from '../../../src/domain/customers'
import type { Vehicle } from '../../../src/domain/vehicles'
import { CONTRACT, STATES } from '../../states'
import { CUSTOMER_DRAFT, CUSTOMER_DRAFT_JSON } from '../fixtures'
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

const customer = {
  name: like('customers/C1001'),
  id: like('C1001'),
  displayName: like('Ann Contract'),
  type: like('individual'),
  status: like('active'),
  orderCount: integer(5),
  balance: money('-120000'),
  activeOrdersBalanceUsd: money('120000'),
  etag: etagJson(),
}

const vehicle = {
  name: like('vehicles/1'),
  id: int64('1'),
  isArchive: boolean(false),
  cancelled: boolean(false),
  details: like({ description: '2018 Toyota Camry SE', vin: '4T1B11HK5JU000001', lotNumber: '12345678' }),
  etag: etagJson(),
}

const shipment = {
  name: like('shipments/1'),
  id: int64('1'),
  container: like({ containerNo: 'MSCU1234567', shippingLine: 'MSC' }),
  units: eachLike({ name: like('shipments/1/units/1'), vin: like('4T1B11HK5JU000001') }),
  isArchive: boolean(false),
}

export const customerCargoCases: RpcCase[] = [
  {
    rpc: 'CustomerService/ListCustomers',
    state: STATES.seed,
    description: 'a ListCustomers call for suspended customers',
    request: { page: 1, perPage: 10, sort: 'desc', sortColumn: 'id', status: 'suspended' },
    response: {
      customers: eachLike({ ...customer, status: like('suspended') }),
      totalRows: integer(20),
      totalPages: integer(2),
    },
    call: (a) => a.customers.listCustomers({ ...LIST_QUERY, status: 'suspended' }),
    check: (page) => expect((page as { items: Customer[] }).items[0]?.balance.value).toBe(-120000),
  },
  {
    rpc: 'CustomerService/GetCustomer',
    state: STATES.seed,
    request: { name: 'customers/C1001' },
    response: { customer: { ...customer, ...activityJson } },
    call: (a) => a.customers.getCustomer('customers/C1001'),
    check: expectActivity,
  },
  {
    rpc: 'CustomerService/CreateCustomer',
    state: STATES.seed,
    description: 'a CreateCustomer call for an individual (company name forced empty)',
    request: { customer: CUSTOMER_DRAFT_JSON },
    requestId: REQUEST_ID,
    response: { customer },
    call: (a) => a.customers.createCustomer(CUSTOMER_DRAFT, { requestId: REQUEST_ID }),
  },
  {
    rpc: 'CustomerService/UpdateCustomer',
    state: STATES.seed,
    request: {
      name: 'customers/C1001',
      customer: { name: 'customers/C1001', id: 'C1001', ...CUSTOMER_DRAFT_JSON },
    },
    response: { name: like('customers/C1001'), customer },
    call: (a) =>
      a.customers.updateCustomer('customers/C1001', {
        ...CUSTOMER_DRAFT,
        name: 'customers/C1001',
        id: 'C1001',
      }),
  },
  {
    rpc: 'CustomerService/DeleteCustomer',
    state: STATES.records,
    request: { name: CONTRACT.customer },
    response: {},
    call: (a) => a.customers.deleteCustomer(CONTRACT.customer),
  },
  {
    rpc: 'VehicleService/ListVehicles',
    state: STATES.seed,
    description: 'a ListVehicles call for vehicles not yet ordered (Cargoloop pending)',
    request: { page: 1, perPage: 10, sort: 'desc', sortColumn: 'id', nonorderedOnly: true },
    response: { vehicles: eachLike(vehicle), totalRows: integer(100), totalPages: integer(10) },
    call: (a) => a.vehicles.listVehicles({ ...LIST_QUERY, nonorderedOnly: true }),
  },
  {
    rpc: 'VehicleService/GetVehicle',
    state: STATES.seed,
    request: { name: 'vehicles/1' },
    response: { vehicle: { ...vehicle, purchase: like({ purchasePrice: money('1500000') }) } },
    call: (a) => a.vehicles.getVehicle('vehicles/1'),
    check: (result) => expect((result as Vehicle).purchase?.purchasePrice?.value).toBe(1500000),
  },
  {
    rpc: 'VehicleService/UpdateVehicle',
    state: STATES.seed,
    description:
      'an UpdateVehicle call cancelling a vehicle that is in no order and correcting its description',
    request: {
      name: CONTRACT.freeVehicle,
      vehicle: { cancelled: true, editedDescription: '2018 Toyota Camry SE (checked)' },
    },
    response: { vehicle: { ...vehicle, cancelled: boolean(true) } },
    call: (a) =>
      a.vehicles.updateVehicle(CONTRACT.freeVehicle, {
        cancelled: true,
        editedDescription: '2018 Toyota Camry SE (checked)',
        editedVin: '',
      }),
  },
  {
    rpc: 'ShipmentService/ListShipments',
    state: STATES.shipment,
    request: { page: 1, perPage: 10, sort: 'desc', sortColumn: 'id', search: 'MSCU' },
    response: { shipments: eachLike(shipment), totalRows: integer(1), totalPages: integer(1) },
    call: (a) => a.shipments.listShipments({ ...LIST_QUERY, search: 'MSCU' }),
  },
  {
    rpc: 'ShipmentService/GetShipment',
    state: STATES.shipment,
    request: { name: 'shipments/1' },
    response: { shipment },
    call: (a) => a.shipments.getShipment('shipments/1'),
  },
  {
    rpc: 'CargoloopService/ListLocalTransportations',
    state: STATES.seed,
    request: {},
    response: {
      localTransportations: eachLike({
        name: like('localTransportations/1'),
        auctionLocationDisplayName: like('CA - Los Angeles'),
        terminalDisplayName: like('Savannah, GA'),
        price: money('45000'),
        isPreferable: boolean(true),
      }),
    },
    call: (a) => a.cargoloop.listLocalTransportations(),
  },
  {
    rpc: 'CargoloopService/ListBuyers',
    state: STATES.seed,
    request: {},
    response: {
      buyers: eachLike({ name: like('buyers/B100000'), displayName: like('Copart buyer #100000') }),
    },
    call: (a) => a.cargoloop.listBuyers(),
  },
]
