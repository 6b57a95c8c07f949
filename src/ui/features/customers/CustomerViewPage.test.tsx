import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Customer } from '../../../domain/customers'
import { usd } from '../../../domain/money'
import type { Order } from '../../../domain/orders'
import { fakePort } from '../../../testing/fake-port'
import type { OrdersPort } from '../../../ports/orders-port'
import { session } from '../../session/session'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { userOf } from '../../../testing/users'
import CustomerViewPage from './CustomerViewPage'
import { aCustomer } from '../../../domain/customers/test-customers'
import { customersPort, referencePorts } from './test-customers'

function renderView(
  path: string,
  id: string,
  customer: Customer,
  updateCustomer = vi.fn(),
  orders: Order[] = [],
) {
  const getCustomer = vi.fn(async () => customer)
  const listOrders = vi.fn(async () => ({ items: orders, totalRows: orders.length, totalPages: 1 }))
  const rendered = renderScreen(<CustomerViewPage params={{ id }} />, {
    path,
    ports: {
      customers: customersPort({ getCustomer, updateCustomer }),
      orders: fakePort<OrdersPort>({ listOrders }),
      ...referencePorts(),
    },
  })
  return { getCustomer, listOrders, unmount: rendered.unmount }
}

describe('CustomerViewPage', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => {
    session.userData = null
  })

  it('shows the profile, the grouped USD totals and the customer orders, read-only for the customer', async () => {
    session.userData = userOf('customer', 'c1001')
    const { getCustomer, listOrders } = renderView(
      '/customers/C1001/view',
      'c1001',
      aCustomer({
        activeOrdersPaidUsd: usd(123450),
        buyers: ['buyers/B100000'],
        orderCount: 20,
        activeOrderCount: 14,
        archivedOrderCount: 3,
      }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'C1001 · Ararat Motors' }),
    ).toBeInTheDocument()
    expect(getCustomer).toHaveBeenCalledWith('customers/C1001', expect.anything())
    const active = screen.getByRole('region', { name: 'Active orders' })
    expect(within(active).getByText('Paid').nextSibling).toHaveTextContent('$1,234.50')
    expect(await screen.findByText('Copart buyer #100000')).toBeInTheDocument()
    // The order count says which rule counts: the tabs' (archived or not), so it agrees with their lists.
    expect(screen.getByText('Orders', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '20 in all: 17 under Orders (14 with status active), 3 under Archived orders',
    )
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument()
    await waitFor(() =>
      expect(listOrders).toHaveBeenCalledWith(
        expect.objectContaining({ customerName: 'customers/C1001' }),
        expect.anything(),
      ),
    )
  })

  it('lets staff suspend a customer, then shows the customer again', async () => {
    session.userData = userOf('admin')
    const updateCustomer = vi.fn(async (_name: string, customer: Customer) => customer)
    const { getCustomer } = renderView('/customers/C1001/view', 'C1001', aCustomer(), updateCustomer)
    const actions = await screen.findByRole('group', { name: 'Actions' })
    expect(within(actions).getByRole('link', { name: 'Add payment' })).toHaveAttribute(
      'href',
      '/customers/C1001/payments/-/add',
    )
    expect(within(actions).getByRole('link', { name: 'Add invoice' })).toHaveAttribute(
      'href',
      '/customers/C1001/invoices/-/add',
    )
    await userEvent.click(within(actions).getByRole('button', { name: 'Suspend' }))
    await waitFor(() =>
      expect(updateCustomer).toHaveBeenCalledWith(
        'customers/C1001',
        expect.objectContaining({ status: 'suspended', companyDisplayName: 'Ararat Motors' }),
      ),
    )
    await waitFor(() => expect(getCustomer).toHaveBeenCalledTimes(2))
  })

  it("shows the customer's archived orders in a tab of their own", async () => {
    session.userData = userOf('customer', 'c1001')
    const { listOrders } = renderView('/customers/C1001/view', 'c1001', aCustomer())
    await screen.findByRole('heading', { level: 1, name: 'C1001 · Ararat Motors' })
    await userEvent.click(screen.getByRole('tab', { name: 'Archived orders' }))
    await waitFor(() =>
      expect(listOrders).toHaveBeenCalledWith(
        expect.objectContaining({ customerName: 'customers/C1001', isArchive: true }),
        expect.anything(),
      ),
    )
    expect(await screen.findByRole('heading', { level: 2, name: 'Archived orders' })).toBeInTheDocument()
  })

  it("does not link a customer's rows to staff pages it may not open, and links them for staff", async () => {
    const order = {
      name: 'orders/7',
      id: 7,
      displayName: 'ORD-7',
      customerName: 'customers/C1001',
      status: 'new',
      items: [],
      services: [],
      discounts: [],
      amount: usd(0),
      paidAmount: usd(0),
      pendingAmount: usd(0),
      toBePaidAmount: usd(0),
      debtedAmount: usd(0),
      revertedAmount: usd(0),
      approvedRevertedAmount: usd(0),
    } as unknown as Order
    session.userData = userOf('customer', 'c1001')
    const view = renderView('/customers/C1001/view', 'c1001', aCustomer(), vi.fn(), [order])
    expect(await screen.findByText('ORD-7')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'ORD-7' })).toBeNull()
    view.unmount()
    session.userData = userOf('admin')
    renderView('/customers/C1001/view', 'C1001', aCustomer(), vi.fn(), [order])
    expect(await screen.findByRole('link', { name: 'ORD-7' })).toHaveAttribute('href', '/orders/7/view')
  })
})
