import 'reflect-metadata'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../domain/orders'
import { fakePort } from '../../../ports/fake-port'
import type { CustomersPort } from '../../../ports/customers-port'
import type { OrderDiscountTypesPort } from '../../../ports/order-discount-types-port'
import type { OrderServiceTypesPort } from '../../../ports/order-service-types-port'
import type { OrdersPort } from '../../../ports/orders-port'
import { session } from '../../app/session'
import { initTestI18n } from '../../i18n/test-i18n'
import { renderScreen } from '../../kit/testing'
import { userOf } from '../../shell/test-utils'
import { aCustomer } from '../customers/test-customers'
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
})
