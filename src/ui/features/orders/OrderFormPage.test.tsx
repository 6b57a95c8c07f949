import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../domain/orders'
import { emptyVehicle, type VehicleDetails } from '../../../domain/vehicles'
import { fakePort } from '../../../testing/fake-port'
import type { CustomersPort } from '../../../ports/customers-port'
import type { OrderDiscountTypesPort } from '../../../ports/order-discount-types-port'
import type { OrderServiceTypesPort } from '../../../ports/order-service-types-port'
import type { OrdersPort } from '../../../ports/orders-port'
import type { VehiclesPort } from '../../../ports/vehicles-port'
import { session } from '../../session/session'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { userOf } from '../../../testing/users'
import { aCustomer } from '../../../domain/customers/test-customers'
import OrderFormPage from './OrderFormPage'
import { OrdersList } from './OrdersList'

describe('a new order from a customer', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => {
    session.userData = null
  })

  it("the customer's orders link to a new order for that customer", async () => {
    session.userData = userOf('admin')
    renderScreen(
      <OrdersList archive={false} customerName="customers/C1001" stateIn="memory" headingLevel={2} />,
      {
        path: '/customers/C1001/view',
        ports: {
          orders: fakePort<OrdersPort>({
            listOrders: async () => ({ items: [], totalRows: 0, totalPages: 0 }),
          }),
        },
      },
    )
    expect(await screen.findByRole('link', { name: 'New order' })).toHaveAttribute(
      'href',
      '/customers/C1001/orders/-/add',
    )
  })

  it('opens the order form with that customer chosen, and saves the order for them', async () => {
    session.userData = userOf('admin')
    const createOrder = vi.fn(async (order: Order) => ({ ...order, id: 42, name: 'orders/42' }))
    const { location } = renderScreen(<OrderFormPage params={{ customerId: 'C1001' }} />, {
      path: '/customers/C1001/orders/-/add',
      ports: {
        orders: fakePort<OrdersPort>({ createOrder }),
        customers: fakePort<CustomersPort>({
          getCustomer: async () => aCustomer(),
          listCustomers: async () => ({ items: [aCustomer()], totalRows: 1, totalPages: 1 }),
        }),
        orderServiceTypes: fakePort<OrderServiceTypesPort>({ listOrderServiceTypes: async () => [] }),
        orderDiscountTypes: fakePort<OrderDiscountTypesPort>({ listOrderDiscountTypes: async () => [] }),
      },
    })
    const customer = await screen.findByRole('combobox', { name: 'Customer' })
    await waitFor(() => expect(customer).toHaveValue('C1001 · Ararat Motors'))
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/customers/C1001/view')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(createOrder).toHaveBeenCalledWith(
        expect.objectContaining({ customerName: 'customers/C1001' }),
        expect.anything(),
      ),
    )
    await waitFor(() => expect(location.history?.at(-1)).toBe('/orders/42/view'))
  })

  it('chooses the status from the known ones, explains "active", and still takes other text', async () => {
    session.userData = userOf('admin')
    const createOrder = vi.fn(async (order: Order) => ({ ...order, id: 42, name: 'orders/42' }))
    renderScreen(<OrderFormPage params={{ customerId: 'C1001' }} />, {
      path: '/customers/C1001/orders/-/add',
      ports: {
        orders: fakePort<OrdersPort>({ createOrder }),
        customers: fakePort<CustomersPort>({
          getCustomer: async () => aCustomer(),
          listCustomers: async () => ({ items: [aCustomer()], totalRows: 1, totalPages: 1 }),
        }),
        orderServiceTypes: fakePort<OrderServiceTypesPort>({ listOrderServiceTypes: async () => [] }),
        orderDiscountTypes: fakePort<OrderDiscountTypesPort>({ listOrderDiscountTypes: async () => [] }),
      },
    })
    const status = await screen.findByRole('combobox', { name: 'Status' })
    expect(status).toHaveDisplayValue('Active')
    expect(status).toHaveAccessibleDescription(/Active: the order is in work/)
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New', 'Active', 'Completed', 'Cancelled', 'Other…'])
    expect(screen.queryByRole('textbox', { name: 'Other status' })).toBeNull()
    await userEvent.selectOptions(status, 'Other…')
    await userEvent.type(screen.getByRole('textbox', { name: 'Other status' }), 'on hold')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(createOrder).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'on hold' }),
        expect.anything(),
      ),
    )
  })

  it('offers only vehicles an order may take: not cancelled, not on another line of the form', async () => {
    session.userData = userOf('admin')
    const vehicle = (id: number, description: string, cancelled = false) =>
      emptyVehicle({
        name: `vehicles/${id}`,
        id,
        cancelled,
        details: { description } as VehicleDetails,
      })
    // The server's page of vehicles not yet ordered (nonorderedOnly) still holds cancelled ones.
    const vehicles = [vehicle(3, 'Toyota Camry'), vehicle(2, 'Cancelled Lexus', true), vehicle(1, 'BMW X5')]
    const listVehicles = vi.fn<VehiclesPort['listVehicles']>(async () => ({
      items: vehicles,
      totalRows: vehicles.length,
      totalPages: 1,
    }))
    renderScreen(<OrderFormPage params={{}} />, {
      path: '/orders/-/add',
      ports: {
        orders: fakePort<OrdersPort>({}),
        customers: fakePort<CustomersPort>({
          listCustomers: async () => ({ items: [aCustomer()], totalRows: 1, totalPages: 1 }),
        }),
        vehicles: fakePort<VehiclesPort>({ listVehicles }),
        orderServiceTypes: fakePort<OrderServiceTypesPort>({ listOrderServiceTypes: async () => [] }),
        orderDiscountTypes: fakePort<OrderDiscountTypesPort>({ listOrderDiscountTypes: async () => [] }),
      },
    })
    await screen.findByRole('heading', { name: 'New order' })
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }))
    const first = screen.getByRole('combobox', { name: 'Vehicle of line 1' })
    await userEvent.click(first)
    let options = await screen.findByRole('listbox')
    await within(options).findByRole('option', { name: 'Toyota Camry' })
    expect(within(options).queryByRole('option', { name: 'Cancelled Lexus' })).toBeNull()
    await userEvent.click(within(options).getByRole('option', { name: 'Toyota Camry' }))
    await waitFor(() => expect(first).toHaveValue('Toyota Camry'))

    await userEvent.click(screen.getByRole('combobox', { name: 'Vehicle of line 2' }))
    options = await screen.findByRole('listbox')
    await within(options).findByRole('option', { name: 'BMW X5' })
    expect(within(options).queryByRole('option', { name: 'Toyota Camry' })).toBeNull()
    expect(within(options).queryByRole('option', { name: 'Cancelled Lexus' })).toBeNull()
  })
})
