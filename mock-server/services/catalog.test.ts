import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CargoloopService } from '../../src/gen/cargo/services/cargoloop_pb'
import { CustomerService } from '../../src/gen/cargo/services/customers_pb'
import { LocationService } from '../../src/gen/cargo/services/locations_pb'
import { OrderService } from '../../src/gen/cargo/services/orders_pb'
import { ShipmentService } from '../../src/gen/cargo/services/shipments_pb'
import { TerminalService } from '../../src/gen/cargo/services/terminals_pb'
import { VehicleService } from '../../src/gen/cargo/services/vehicles_pb'
import { isValidContainerNumber } from '../../src/domain/shipments'
import { isValidVin } from '../../src/domain/vehicles'
import {
  adminToken,
  clientToken,
  codeOf,
  customerToken,
  errorOf,
  startHarness,
  type Harness,
} from '../test-support'

vi.setConfig({ testTimeout: 30_000 })

let h: Harness
let admin: string
const money = (m: { value: bigint } | undefined) => Number(m?.value ?? 0)

beforeAll(async () => {
  h = await startHarness()
  admin = await adminToken()
})
afterAll(() => h.close())

describe('customers', () => {
  const customers = () => h.client(CustomerService, admin)

  it('lists with search, company and status filters', async () => {
    expect((await customers().listCustomers({})).totalRows).toBe(300)
    const suspended = await customers().listCustomers({ status: 'suspended', perPage: 100 })
    expect(suspended.totalRows).toBeGreaterThan(0)
    expect(suspended.customers.every((c) => c.status === 'suspended')).toBe(true)
    const company = (await customers().listCustomers({ perPage: 300 })).customers.find(
      (c) => c.type === 'company',
    )
    const sameCompany = await customers().listCustomers({
      companyDisplayName: company?.companyDisplayName ?? '',
    })
    expect(sameCompany.customers.every((c) => c.companyDisplayName === company?.companyDisplayName)).toBe(
      true,
    )
    // The company filter is a case-insensitive substring and the status ignores case (decision 0153, list filters).
    const word = (company?.companyDisplayName ?? '').split(' ')[0]!.toUpperCase()
    const byWord = await customers().listCustomers({
      companyDisplayName: word,
      status: 'ACTIVE',
      perPage: 100,
    })
    expect(byWord.customers.length).toBeGreaterThan(0)
    for (const c of byWord.customers) {
      expect(c.companyDisplayName.toUpperCase()).toContain(word)
      expect(c.status).toBe('active')
    }
    const found = await customers().listCustomers({ search: 'c1001@DEMO' })
    expect(found.customers.map((c) => c.name)).toEqual(['customers/C1001'])
    const byBalance = await customers().listCustomers({ sortColumn: 'balance', sort: 'desc', perPage: 20 })
    const balances = byBalance.customers.map((c) => money(c.balance))
    expect(balances).toEqual([...balances].sort((a, b) => b - a))
  })

  it('derives totals from orders and payments', async () => {
    const c = (await customers().getCustomer({ name: 'customers/C1001' })).customer
    const orders = await h
      .client(OrderService, admin)
      .listOrders({ customerName: 'customers/C1001', perPage: 100 })
    expect(c?.orderCount).toBe(orders.totalRows)
    expect(money(c?.balance)).toBe(orders.orders.reduce((s, o) => s + money(o.toBePaidAmount), 0))
    expect(money(c?.debtedBalanceUsd)).toBe(orders.orders.reduce((s, o) => s + money(o.debtedAmount), 0))
  })

  it('creates, updates and deletes; an individual has no company name', async () => {
    const created = await customers().createCustomer({
      customer: {
        type: 'individual',
        firstName: 'Nino',
        lastName: 'Kapanadze',
        companyDisplayName: 'Should go',
        email: 'nino@example.com',
        countryName: 'countries/ge',
      },
    })
    expect(created.customer?.name).toBe('customers/C1301')
    expect(created.customer?.companyDisplayName).toBe('')
    expect(created.customer?.displayName).toBe('Nino Kapanadze')
    const updated = await customers().updateCustomer({
      name: 'customers/C1301',
      customer: { type: 'company', companyDisplayName: 'Nino Trade LLC', firstName: 'Nino', lastName: 'K' },
    })
    expect(updated.name).toBe('customers/C1301')
    expect(updated.customer?.companyDisplayName).toBe('Nino Trade LLC')
    const back = await customers().updateCustomer({
      name: 'customers/C1301',
      customer: { type: 'individual', companyDisplayName: 'Still here?', firstName: 'Nino', lastName: 'K' },
    })
    expect(back.customer?.companyDisplayName).toBe('')
    expect(
      await codeOf(customers().createCustomer({ customer: { id: 'C1301', firstName: 'A', lastName: 'B' } })),
    ).toBe('already_exists')
    expect(
      (
        await errorOf(
          customers().createCustomer({ customer: { firstName: 'A', lastName: 'B', email: 'nope' } }),
        )
      ).rawMessage,
    ).toMatch(/^customer\.email:/)
    expect(
      (
        await errorOf(
          customers().createCustomer({ customer: { firstName: 'A', lastName: 'B', phone: 'call me later' } }),
        )
      ).rawMessage,
    ).toMatch(/^customer\.phone:/)
    expect(await codeOf(customers().deleteCustomer({ name: 'customers/C1001' }))).toBe('failed_precondition')
    await customers().deleteCustomer({ name: 'customers/C1301' })
    expect(await codeOf(customers().getCustomer({ name: 'customers/C1301' }))).toBe('not_found')
  })

  it('gives a customer its own record only', async () => {
    const mine = h.client(CustomerService, await customerToken())
    expect((await mine.getCustomer({ name: 'customers/C1001' })).customer?.email).toBe('c1001@demo.com')
    expect(await codeOf(mine.getCustomer({ name: 'customers/C1002' }))).toBe('permission_denied')
    expect((await mine.listCustomers({})).customers.map((c) => c.name)).toEqual(['customers/C1001'])
    expect(await codeOf(mine.createCustomer({ customer: { firstName: 'x', lastName: 'y' } }))).toBe(
      'permission_denied',
    )
    expect(await codeOf(h.client(CustomerService, await clientToken()).listCustomers({}))).toBe(
      'permission_denied',
    )
  })
})

describe('vehicles', () => {
  const vehicles = () => h.client(VehicleService, admin)

  it('lists with non-ordered, cancelled, terminal and search filters', async () => {
    expect((await vehicles().listVehicles({})).totalRows).toBe(2500)
    const pending = await vehicles().listVehicles({ nonorderedOnly: true, perPage: 200 })
    expect(pending.totalRows).toBeGreaterThan(0)
    expect(pending.vehicles.every((v) => !v.order)).toBe(true)
    const cancelled = await vehicles().listVehicles({ cancelledOnly: true, perPage: 200 })
    expect(cancelled.totalRows).toBeGreaterThan(0)
    expect(cancelled.vehicles.every((v) => v.cancelled)).toBe(true)
    const savannah = await vehicles().listVehicles({ terminalName: 'terminals/1', perPage: 50 })
    expect(savannah.vehicles.every((v) => v.dispatch?.terminal === 'Savannah, GA')).toBe(true)
    const one = (await vehicles().getVehicle({ name: 'vehicles/10' })).vehicle
    const byLot = await vehicles().listVehicles({ search: one?.details?.lotNumber ?? '' })
    expect(byLot.vehicles.map((v) => v.name)).toContain('vehicles/10')
    const sorted = await vehicles().listVehicles({ sortColumn: 'details.vin', perPage: 20 })
    const vins = sorted.vehicles.map((v) => v.details?.vin ?? '')
    expect(vins).toEqual(
      [...vins].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    )
  })

  it('has valid VINs and dates that follow the vehicle life', async () => {
    const { vehicles: page } = await vehicles().listVehicles({ perPage: 500 })
    for (const v of page) {
      expect(isValidVin(v.details?.vin ?? '')).toBe(true)
      const bought = Number(v.purchase?.purchaseDate?.seconds)
      const paid = Number(v.purchase?.paymentDate?.seconds)
      expect(paid).toBeGreaterThan(bought)
      if (v.dispatch?.actualDeliveryDate)
        expect(Number(v.dispatch.actualDeliveryDate.seconds)).toBeGreaterThan(bought)
      if (v.container?.shippedDate) {
        expect(Number(v.container.shippedDate.seconds)).toBeGreaterThan(
          Number(v.dispatch?.actualDeliveryDate?.seconds),
        )
        expect(Number(v.container.arrivalDate?.seconds)).toBeGreaterThan(
          Number(v.container.shippedDate.seconds),
        )
        expect(isValidContainerNumber(v.container.id)).toBe(true)
      }
    }
  })

  it('updates only cancelled, editedDescription and editedVin', async () => {
    const free = (await vehicles().listVehicles({ nonorderedOnly: true, perPage: 50 })).vehicles.find(
      (v) => !v.cancelled,
    )
    const before = (await vehicles().getVehicle({ name: free?.name as string })).vehicle
    const validVin = (await vehicles().getVehicle({ name: 'vehicles/3' })).vehicle?.details?.vin as string
    const res = await vehicles().updateVehicle({
      name: free?.name as string,
      vehicle: {
        cancelled: true,
        editedDescription: 'Corrected',
        editedVin: validVin.toLowerCase(),
        isArchive: true,
        details: { vin: 'IGNORED' },
      },
    })
    expect(res.vehicle?.cancelled).toBe(true)
    expect(res.vehicle?.editedDescription).toBe('Corrected')
    expect(res.vehicle?.editedVin).toBe(validVin)
    expect(res.vehicle?.isArchive).toBe(before?.isArchive)
    expect(res.vehicle?.details?.vin).toBe(before?.details?.vin)
    const bad = await errorOf(
      vehicles().updateVehicle({ name: free?.name as string, vehicle: { editedVin: '1HGCM82633A00435X' } }),
    )
    expect(bad.rawMessage).toMatch(/^vehicle\.edited_vin:/)
    expect(await codeOf(vehicles().updateVehicle({ name: 'vehicles/1', vehicle: { cancelled: true } }))).toBe(
      'failed_precondition',
    )
    expect(await codeOf(vehicles().getVehicle({ name: 'vehicles/999999' }))).toBe('not_found')
    // The edited VIN is searchable on orders too (vehicles/1 is in orders/1), after a search has made and kept
    // every order's search text.
    const ordersClient = h.client(OrderService, admin)
    expect((await ordersClient.listOrders({ search: 'zebrawood' })).totalRows).toBe(0)
    await vehicles().updateVehicle({ name: 'vehicles/1', vehicle: { editedVin: validVin } })
    const orders = await ordersClient.listOrders({ search: validVin })
    expect(orders.orders.map((o) => o.name)).toContain('orders/1')
    await vehicles().updateVehicle({
      name: 'vehicles/1',
      vehicle: { editedDescription: 'Zebrawood roadster' },
    })
    const described = await ordersClient.listOrders({ search: 'zebrawood' })
    expect(described.orders.map((o) => o.name)).toEqual(['orders/1'])
  })

  it('shows a customer only the vehicles of its orders', async () => {
    const mine = h.client(VehicleService, await customerToken())
    const res = await mine.listVehicles({ perPage: 100 })
    expect(res.totalRows).toBeGreaterThan(0)
    expect(res.vehicles.every((v) => v.order?.customer?.name === 'customers/C1001')).toBe(true)
    const other = (await vehicles().listVehicles({ nonorderedOnly: true })).vehicles[0]?.name as string
    expect(await codeOf(mine.getVehicle({ name: other }))).toBe('permission_denied')
  })
})

describe('read-only lists', () => {
  it('lists and gets shipments with valid container numbers', async () => {
    const shipments = h.client(ShipmentService, admin)
    const res = await shipments.listShipments({ perPage: 200 })
    expect(res.totalRows).toBe(200)
    for (const s of res.shipments) {
      expect(isValidContainerNumber(s.container?.containerNo ?? '')).toBe(true)
      expect(s.units.length).toBeGreaterThan(0)
    }
    const first = res.shipments[0]
    const found = await shipments.listShipments({ search: first?.container?.containerNo.toLowerCase() ?? '' })
    expect(found.shipments.map((s) => s.name)).toContain(first?.name)
    expect((await shipments.getShipment({ name: 'shipments/1' })).shipment?.name).toBe('shipments/1')
    const mine = await h.client(ShipmentService, await customerToken()).listShipments({ perPage: 100 })
    expect(mine.shipments.every((s) => s.units.every((u) => u.customerName === 'customers/C1001'))).toBe(true)
  })

  it('lists the partner data and terminals', async () => {
    const partner = h.client(CargoloopService, admin)
    expect((await partner.listLocalTransportations({})).localTransportations.length).toBeGreaterThan(10)
    expect((await partner.listBuyers({})).buyers.length).toBe(40)
    const terminals = await h.client(TerminalService, admin).listTerminals({})
    expect(terminals.terminals[0]).toMatchObject({
      name: 'terminals/1',
      displayName: 'Savannah, GA',
      cityName: 'cities/us-ga-sav',
      stateName: 'states/us-ga',
    })
  })

  it('lists, gets and renames countries, states and cities (display name only)', async () => {
    const locations = h.client(LocationService, admin)
    expect((await locations.listCountries({})).countries.map((c) => c.name)).toContain('countries/us')
    expect(
      (await locations.listStates({ countryCode: 'us' })).states.every((s) => s.countryCode === 'us'),
    ).toBe(true)
    expect(
      (await locations.listCities({ countryCode: 'us', stateCode: 'ga' })).cities.map((c) => c.name),
    ).toContain('cities/us-ga-sav')
    expect((await locations.getState({ name: 'states/us-ga' })).state?.displayName).toBe('Georgia')
    const renamed = await locations.updateCountry({
      name: 'countries/ge',
      country: { displayName: 'Sakartvelo', code: 'xx' },
    })
    expect(renamed.country).toMatchObject({ name: 'countries/ge', code: 'ge', displayName: 'Sakartvelo' })
    expect(
      (await locations.updateState({ name: 'states/us-ga', state: { displayName: 'Georgia (US)' } })).state
        ?.displayName,
    ).toBe('Georgia (US)')
    expect(
      (await locations.updateCity({ name: 'cities/us-ga-sav', city: { displayName: 'Savannah City' } })).city
        ?.displayName,
    ).toBe('Savannah City')
    expect((await locations.getCity({ name: 'cities/us-ga-sav' })).city?.displayName).toBe('Savannah City')
    expect((await locations.getCountry({ name: 'countries/ge' })).country?.displayName).toBe('Sakartvelo')
    expect(
      await codeOf(locations.updateCity({ name: 'cities/us-ga-sav', city: { displayName: '  ' } })),
    ).toBe('invalid_argument')
    expect(await codeOf(locations.getCountry({ name: 'countries/zz' }))).toBe('not_found')
    expect(
      await codeOf(
        h
          .client(LocationService, await customerToken())
          .updateCountry({ name: 'countries/us', country: { displayName: 'x' } }),
      ),
    ).toBe('permission_denied')
  })
})
