import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { NO_ACTIVITY } from '../../../domain/activity'
import { parseCsv } from '../../../domain/lists'
import { usd } from '../../../domain/money'
import type { Order, OrderSummary } from '../../../domain/orders'
import { PortError } from '../../../ports/errors'
import { fakePort } from '../../../testing/fake-port'
import type { ListOrdersQuery, OrdersPort } from '../../../ports/orders-port'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import type { CustomersPort } from '../../../ports/customers-port'
import type { TerminalsPort } from '../../../ports/terminals-port'
import { aCustomer } from '../../../domain/customers/test-customers'
import { OrdersList } from './OrdersList'

const order = (id: number, amount: number): Order => ({
  ...NO_ACTIVITY,
  name: `orders/${id}`,
  id,
  displayName: `ORD-${id}`,
  customerName: 'customers/C1001',
  status: 'active',
  comment: '',
  isArchive: false,
  items: [],
  services: [],
  discounts: [],
  amount: usd(amount),
  paidAmount: usd(0),
  revertedAmount: usd(0),
  approvedRevertedAmount: usd(0),
  pendingAmount: usd(0),
  debtedAmount: usd(0),
  toBePaidAmount: usd(-1200),
})

function renderList(path: string, methods: Partial<OrdersPort>) {
  return renderScreen(<OrdersList archive={false} />, {
    path,
    ports: { orders: fakePort<OrdersPort>(methods) },
  }).location
}

describe('OrdersList', () => {
  beforeAll(() => initTestI18n())

  it('reads its query from the URL and shows money as the spec writes it', async () => {
    const listOrders = vi.fn(async (_query: ListOrdersQuery) => ({
      items: [order(7, 123450)],
      totalRows: 31,
      totalPages: 4,
    }))
    renderList('/orders?page=2&perPage=10&sortColumn=amount&sort=asc&search=bmw', { listOrders })
    const table = await screen.findByRole('table', { name: 'Orders' })
    expect(await within(table).findByText('$1,234.50')).toBeInTheDocument()
    expect(within(table).getByText('-$12.00')).toBeInTheDocument()
    // A known status reads in the user's language; the server sends the free-text value `active`.
    expect(within(table).getByText('Active')).toBeInTheDocument()
    expect(listOrders).toHaveBeenCalledWith(
      expect.objectContaining({
        page: 2,
        perPage: 10,
        sortColumn: 'amount',
        sort: 'asc',
        search: 'bmw',
        isArchive: false,
      }),
      expect.anything(),
    )
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending')
  })

  it('asks for the list view, for its pages and its export, and exports every column from it', async () => {
    // What the list view answers (decision 0210): the summary's fields only.
    const summary = (o: Order): Order => {
      const { name, id, displayName, customerName, customerDisplayName, status, isArchive, etag } = o
      const { amount, paidAmount, pendingAmount, toBePaidAmount, debtedAmount } = o
      const listed: OrderSummary = {
        ...{ name, id, displayName, customerName, customerDisplayName, status, isArchive, etag },
        ...{ amount, paidAmount, pendingAmount, toBePaidAmount, debtedAmount },
      }
      return listed as Order // the port's type is the full order: what the view leaves out is absent
    }
    const listOrders = vi.fn(async (_query: ListOrdersQuery) => ({
      items: [summary({ ...order(7, 123450), customerDisplayName: 'Ann Lee', pendingAmount: usd(500) })],
      totalRows: 1,
      totalPages: 1,
    }))
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:orders')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    try {
      renderList('/orders', { listOrders })
      await screen.findByText('ORD-7')
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(createObjectURL).toHaveBeenCalled())
      expect(listOrders.mock.calls.map(([query]) => [query.perPage, query.view])).toEqual([
        [10, 'list'],
        [500, 'list'],
      ])
      const csv = parseCsv(await createObjectURL.mock.calls[0]![0].text())
      expect(csv).toEqual([
        ['Order', 'Customer', 'Status', 'Amount', 'Paid', 'Pending', 'To be paid', 'Debted'],
        ['ORD-7', 'C1001 · Ann Lee', 'Active', '1234.50', '0.00', '5.00', '-12.00', '0.00'],
      ])
    } finally {
      click.mockRestore()
      vi.unstubAllGlobals()
    }
  })

  it("shows the customer's name beside its code", async () => {
    const listOrders = vi.fn(async () => ({
      items: [{ ...order(7, 100), customerDisplayName: 'Ann Lee' }],
      totalRows: 1,
      totalPages: 1,
    }))
    renderList('/orders', { listOrders })
    const row = (await screen.findByText('ORD-7')).closest('tr') as HTMLElement
    expect(within(row).getByText('C1001')).toBeInTheDocument()
    expect(within(row).getByText('Ann Lee')).toBeInTheDocument()
  })

  it('writes sorting and paging to the URL', async () => {
    const listOrders = vi.fn(async () => ({ items: [order(1, 100)], totalRows: 40, totalPages: 4 }))
    const location = renderList('/orders', { listOrders })
    await screen.findByText('ORD-1')
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Amount' }))
    expect(location.history?.at(-1)).toBe('/orders?sort=asc&sortColumn=amount')
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(location.history?.at(-1)).toContain('page=3')
  })

  it('shows an empty state, and a failed call as a message (not a crash)', async () => {
    const listOrders = vi.fn(async () => {
      throw new PortError('unavailable', 'down')
    })
    renderList('/orders', { listOrders })
    await waitFor(() => expect(listOrders).toHaveBeenCalled())
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(listOrders).toHaveBeenCalledTimes(2)
  })

  it('says so when nothing matches', async () => {
    renderList('/orders?search=zzz', { listOrders: async () => ({ items: [], totalRows: 0, totalPages: 0 }) })
    expect(await screen.findByText('No orders match.')).toBeInTheDocument()
  })

  it('keeps filters in the URL with the query, and back to page 1', async () => {
    const listOrders = vi.fn(async (_query: ListOrdersQuery) => ({
      items: [order(1, 100)],
      totalRows: 40,
      totalPages: 4,
    }))
    const location = renderList('/orders?page=3&status=active', { listOrders })
    await screen.findByText('ORD-1')
    expect(listOrders).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 3, status: 'active' }),
      expect.anything(),
    )
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unpaid only' }))
    expect(location.history?.at(-1)).toBe('/orders?status=active&unpaidOnly=true')
    await waitFor(() =>
      expect(listOrders).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, status: 'active', unpaidOnly: true }),
        expect.anything(),
      ),
    )
  })

  it('hides a column by the column chooser and keeps the choice', async () => {
    renderList('/orders', {
      listOrders: async () => ({ items: [order(1, 100)], totalRows: 1, totalPages: 1 }),
    })
    await screen.findByText('ORD-1')
    expect(screen.getByRole('columnheader', { name: /Debted/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }))
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Debted' }))
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Debted/ })).not.toBeInTheDocument(),
    )
  })

  it('keeps a customer chosen in the filter while "Unpaid only" is ticked, and exports only that customer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
      const customers = [
        aCustomer(),
        aCustomer({ name: 'customers/C1002', id: 'C1002', displayName: 'Black Sea Cargo' }),
      ]
      // The server's search matches a code or a name, never a whole label like 'C1002 · Black Sea Cargo'.
      const listCustomers = vi.fn<CustomersPort['listCustomers']>(async ({ search }) => {
        const hits = customers.filter(
          (c) =>
            !search || c.id.includes(search) || c.displayName.toLowerCase().includes(search.toLowerCase()),
        )
        return { items: hits, totalRows: hits.length, totalPages: 1 }
      })
      const listOrders = vi.fn(async (_query: ListOrdersQuery) => ({
        items: [order(1, 100)],
        totalRows: 1,
        totalPages: 1,
      }))
      const createObjectURL = vi.fn((_blob: Blob) => 'blob:orders')
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
      const location = renderScreen(<OrdersList archive={false} />, {
        path: '/orders',
        ports: {
          orders: fakePort<OrdersPort>({ listOrders }),
          customers: fakePort<CustomersPort>({
            listCustomers,
            getCustomer: async (name) => customers.find((c) => c.name === name)!,
          }),
          terminals: fakePort<TerminalsPort>({ listTerminals: async () => [] }),
        },
      }).location
      await screen.findByText('ORD-1')
      const picker = screen.getByRole('combobox', { name: 'Customer' })
      await user.click(picker)
      await user.click(await screen.findByRole('option', { name: /C1002 · Black Sea Cargo/ }))
      // The box shown until the picker's code came has given way to the picker: ask for the box again.
      const chosen = screen.getByRole('combobox', { name: 'Customer' })
      // A person looks at the choice for a moment, then ticks the next filter.
      await act(() => vi.advanceTimersByTimeAsync(600))
      await user.click(screen.getByRole('checkbox', { name: 'Unpaid only' }))
      await act(() => vi.advanceTimersByTimeAsync(600))
      expect(chosen).toHaveValue('C1002 · Black Sea Cargo')
      expect(location.history?.at(-1)).toBe('/orders?customerName=customers%2FC1002&unpaidOnly=true')
      await waitFor(() =>
        expect(listOrders).toHaveBeenLastCalledWith(
          expect.objectContaining({ page: 1, customerName: 'customers/C1002', unpaidOnly: true }),
          expect.anything(),
        ),
      )
      await user.click(screen.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(createObjectURL).toHaveBeenCalled())
      expect(listOrders).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, perPage: 500, customerName: 'customers/C1002', unpaidOnly: true }),
        expect.anything(),
      )
      click.mockRestore()
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  })
})
