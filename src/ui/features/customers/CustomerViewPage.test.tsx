import 'reflect-metadata'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Customer } from '../../../domain/customers'
import { usd } from '../../../domain/money'
import { fakePort } from '../../../ports/fake-port'
import type { OrdersPort } from '../../../ports/orders-port'
import { session } from '../../app/session'
import { initTestI18n } from '../../i18n/test-i18n'
import { renderScreen } from '../../kit/testing'
import { userOf } from '../../shell/test-utils'
import CustomerViewPage from './CustomerViewPage'
import { aCustomer, customersPort, referencePorts } from './test-customers'

function renderView(path: string, id: string, customer: Customer, updateCustomer = vi.fn()) {
  const getCustomer = vi.fn(async () => customer)
  const listOrders = vi.fn(async () => ({ items: [], totalRows: 0, totalPages: 0 }))
  renderScreen(<CustomerViewPage params={{ id }} />, {
    path,
    ports: {
      customers: customersPort({ getCustomer, updateCustomer }),
      orders: fakePort<OrdersPort>({ listOrders }),
      ...referencePorts(),
    },
  })
  return { getCustomer, listOrders }
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
      aCustomer({ activeOrdersPaidUsd: usd(123450), buyers: ['buyers/B100000'] }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'C1001 · Ararat Motors' }),
    ).toBeInTheDocument()
    expect(getCustomer).toHaveBeenCalledWith('customers/C1001')
    const active = screen.getByRole('region', { name: 'Active orders' })
    expect(within(active).getByText('Paid').nextSibling).toHaveTextContent('$1,234.50')
    expect(await screen.findByText('Copart buyer #100000')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument()
    await waitFor(() =>
      expect(listOrders).toHaveBeenCalledWith(expect.objectContaining({ customerName: 'customers/C1001' })),
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
      ),
    )
    expect(await screen.findByRole('heading', { level: 2, name: 'Archived orders' })).toBeInTheDocument()
  })
})
