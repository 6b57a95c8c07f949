import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ListCustomersQuery } from '../../../ports/customers-port'
import { session } from '../../session/session'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { pressOnDemand } from '../../../testing/press-on-demand'
import { userOf } from '../../../testing/users'
import CustomersListPage from './CustomersListPage'
import { aCustomer } from '../../../domain/customers/test-customers'
import { customersPort, referencePorts } from './test-customers'

function renderList(path: string) {
  const listCustomers = vi.fn(async (_query: ListCustomersQuery) => ({
    items: [aCustomer({ paymentStatus: 'overdue', orderCount: 3, activeOrderCount: 1 })],
    totalRows: 1,
    totalPages: 1,
  }))
  const { location } = renderScreen(<CustomersListPage />, {
    path,
    ports: { customers: customersPort({ listCustomers }), ...referencePorts() },
  })
  return { listCustomers, location }
}

describe('CustomersListPage', () => {
  beforeAll(async () => {
    initTestI18n()
    // The column chooser loads when first needed (decision 0229): compiled here once, so that the wait for it
    // after the press is not the worker compiling React Aria on a busy machine.
    await import('../../kit/deferred-overlays')
  }, 60_000)
  afterEach(() => {
    session.userData = null
  })

  it('lists customers with their country, order counts and payment status, and filters by company and status', async () => {
    session.userData = userOf('admin')
    const { listCustomers, location } = renderList('/customers')
    const table = await screen.findByRole('table', { name: 'Customers' })
    expect(await within(table).findByRole('link', { name: 'C1001 · Ararat Motors' })).toHaveAttribute(
      'href',
      '/customers/C1001/view',
    )
    expect(within(table).getByText('3 (1 active)')).toBeInTheDocument()
    expect(within(table).getByText('Overdue')).toBeInTheDocument()
    // The country waits in the column chooser (the list would not fit a 1440 px screen in Russian).
    expect(within(table).queryByRole('columnheader', { name: /Country/ })).not.toBeInTheDocument()
    await pressOnDemand('Columns')
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Columns' })).getByRole('checkbox', {
        name: 'Country',
      }),
    )
    await userEvent.keyboard('{Escape}')
    expect(await within(table).findByText('Armenia')).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Company'), 'Ararat{Enter}')
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'suspended')
    await waitFor(() =>
      expect(listCustomers).toHaveBeenLastCalledWith(
        expect.objectContaining({ companyDisplayName: 'Ararat', status: 'suspended', page: 1 }),
        expect.anything(),
      ),
    )
    expect(location.history?.at(-1)).toContain('companyDisplayName=Ararat')
    expect(screen.getByRole('button', { name: 'New customer' })).toBeInTheDocument()
  })

  it('on /suspended asks only for suspended customers and has no status filter', async () => {
    session.userData = userOf('admin')
    const { listCustomers } = renderList('/suspended?status=active')
    expect(await screen.findByRole('heading', { name: 'Suspended customers', level: 1 })).toBeInTheDocument()
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument()
    await waitFor(() => expect(listCustomers).toHaveBeenCalled())
    for (const [query] of listCustomers.mock.calls) expect(query.status).toBe('suspended')
    expect(await screen.findByRole('link', { name: 'C1001 · Ararat Motors' })).toHaveAttribute(
      'href',
      '/suspended/C1001/view',
    )
  })

  it('offers neither create nor delete to a user who may only read', async () => {
    session.userData = { ...userOf('admin'), ability: [{ action: 'read', subject: 'users' }] }
    renderList('/customers')
    await screen.findByRole('link', { name: 'C1001 · Ararat Motors' })
    expect(screen.queryByRole('button', { name: 'New customer' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument()
  })
})
