import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { UserData } from '../../domain/auth'
import type { Customer } from '../../domain/customers'
import type { Invoice } from '../../domain/invoices'
import { PortError } from '../../ports/errors'
import { fakeChangeFeed } from '../../testing/fake-change-feed'
import type { Vehicle } from '../../domain/vehicles'
import type { FakePorts } from '../../testing/render-screen'
import { renderScreen } from '../../testing/render-screen'
import { initTestI18n } from '../../testing/i18n'
import CommandPalette from './CommandPalette'
import { isPaletteShortcut, isSearchShortcut } from './Navbar'
import { layout } from './layout-store'
import { startKeepingKeys } from './palette-keys'
import { userOf } from '../../testing/users'

const page = <T,>(items: T[]) => ({ items, totalRows: items.length, totalPages: 1 })
const customer = {
  id: 'C1001',
  name: 'customers/C1001',
  displayName: 'Carlos Mendes',
  companyDisplayName: '',
  email: 'c@x.am',
} as Customer
const vehicle = {
  id: 42,
  name: 'vehicles/42',
  editedVin: '',
  editedDescription: '',
  details: { vin: '1HGCM82633A004352', lotNumber: '7781', description: 'Honda Accord' },
} as Vehicle

const invoice = (id: number, customer = 'C1001') =>
  ({
    id,
    name: `invoices/${id}`,
    number: `INV-2026-${String(id).padStart(6, '0')}`,
    displayName: '',
    customerName: `customers/${customer}`,
    status: 'issued',
  }) as Invoice

function fakePorts(overrides: FakePorts = {}) {
  const listCustomers = vi.fn(async ({ search }: { search: string }) =>
    page(search.toLowerCase().includes('c1001') ? [customer] : []),
  )
  const listVehicles = vi.fn(async ({ search }: { search: string }) =>
    page(search.includes('7781') ? [vehicle] : []),
  )
  const empty = vi.fn(async () => page([]))
  // Invoice 12 exists (of C1001), 13 is another customer's (refused); order 12 is billed by invoice 30.
  const getInvoice = vi.fn(async (name: string) => {
    if (name === 'invoices/12') return invoice(12)
    if (name === 'invoices/13') throw new PortError('permission_denied', 'not yours')
    throw new PortError('not_found', 'no such invoice')
  })
  const listInvoices = vi.fn(async (q: { orderName?: string; customerName?: string }) =>
    page(
      q.orderName === 'orders/12'
        ? [invoice(30)]
        : q.customerName === 'customers/C1001'
          ? [invoice(12), invoice(11)]
          : [],
    ),
  )
  const ports = {
    invoices: { getInvoice, listInvoices },
    customers: { listCustomers },
    vehicles: { listVehicles },
    orders: { listOrders: empty },
    payments: { listPayments: empty },
    shipments: { listShipments: empty },
    ...overrides,
  } as unknown as FakePorts
  return { ports, listCustomers, listVehicles, empty, getInvoice, listInvoices }
}

function open(user: UserData, ports: FakePorts, onClose = vi.fn()) {
  const rendered = renderScreen(<CommandPalette userData={user} onClose={onClose} />, {
    path: '/orders',
    ports,
  })
  const input = screen.getByRole('combobox', { name: 'Find pages, records and actions' })
  return { ...rendered, input, onClose }
}
const group = (name: string) => screen.getByRole('group', { name })

describe('command palette', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n())

  it('opens on Ctrl/⌘+K while `/` stays the search', () => {
    const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init)
    expect(isPaletteShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true)
    expect(isPaletteShortcut(key({ key: 'K', metaKey: true }))).toBe(true)
    expect(isPaletteShortcut(key({ key: 'k' }))).toBe(false)
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(false)
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true)
  })

  it('shows actions and pages at once, focused in a dialog', async () => {
    const { ports } = fakePorts()
    const { input } = open(userOf('admin'), ports)
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument()
    await waitFor(() => expect(input).toHaveFocus())
    expect(within(group('Actions')).getByRole('option', { name: 'New order' })).toBeInTheDocument()
    expect(within(group('Pages')).getAllByRole('option').length).toBeGreaterThan(0)
  })

  it('finds a customer by code after a pause, with actions for them, and opens the record', async () => {
    const { ports, listCustomers } = fakePorts()
    const { input, location, onClose } = open(userOf('admin'), ports)
    await userEvent.type(input, 'c1001')
    await waitFor(() =>
      expect(
        within(group('Customers')).getByRole('option', { name: /C1001 · Carlos Mendes/ }),
      ).toBeInTheDocument(),
    )
    // Debounced: one call for the whole word, not one per key.
    expect(listCustomers).toHaveBeenCalledTimes(1)
    expect(listCustomers).toHaveBeenCalledWith(expect.objectContaining({ search: 'c1001', perPage: 5 }))
    expect(
      within(group('Actions')).getByRole('option', { name: 'New payment for C1001' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Enter}')
    expect(onClose).toHaveBeenCalled()
    expect(location.history?.at(-1)).toBe('/customers/C1001/view')
  })

  it('keeps record results fresh: a change the feed tells of is shown on its row', async () => {
    const feed = fakeChangeFeed()
    let name = 'Carlos Mendes'
    const listCustomers = vi.fn(async () => page([{ ...customer, displayName: name }]))
    const { ports } = fakePorts({
      customers: { listCustomers },
      changeFeed: feed.port,
    } as unknown as FakePorts)
    const { input } = open(userOf('admin'), ports)
    await userEvent.type(input, 'c1001')
    const found = (text: RegExp) =>
      waitFor(() =>
        expect(within(group('Customers')).getByRole('option', { name: text })).toBeInTheDocument(),
      )
    await found(/C1001 · Carlos Mendes(?!-)/)
    // The palette follows the feed from an effect after the results are drawn: a change told before it follows
    // would be one it never heard (a clean run emitted in between).
    await waitFor(() => expect(feed.followed().join(',').split(',')).toContain('customers'))
    name = 'Carlos Mendes-Silva'
    feed.emit({ name: 'customers/C1001' })
    await found(/C1001 · Carlos Mendes-Silva/)
    expect(listCustomers).toHaveBeenCalledTimes(2)
  })

  it('moves with the arrow keys and opens a vehicle by lot', async () => {
    const { ports } = fakePorts()
    const { input, location } = open(userOf('admin'), ports)
    await userEvent.type(input, '7781')
    await waitFor(() => expect(within(group('Vehicles')).getAllByRole('option')).toHaveLength(1))
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}')
    expect(location.history?.at(-1)).toBe('/cargoloop/vehicles/42')
  })

  it('finds invoices without a search call: an invoice’s number is that invoice and its order’s invoices', async () => {
    const { ports, getInvoice, listInvoices } = fakePorts()
    const { input, location } = open(userOf('admin'), ports)
    await userEvent.type(input, '#12')
    await waitFor(() => expect(within(group('Invoices')).getAllByRole('option')).toHaveLength(2))
    expect(getInvoice).toHaveBeenCalledWith('invoices/12')
    expect(listInvoices).toHaveBeenCalledWith(expect.objectContaining({ orderName: 'orders/12', perPage: 5 }))
    expect(listInvoices).not.toHaveBeenCalledWith(expect.objectContaining({ search: '#12' }))
    const options = within(group('Invoices')).getAllByRole('option')
    expect(options[0]).toHaveAccessibleName(/INV-2026-000012.*C1001 · Issued/)
    expect(options[1]).toHaveAccessibleName(/INV-2026-000030/)
    await userEvent.click(options[0]!)
    expect(location.history?.at(-1)).toBe('/invoices/12/view')
  })

  it('a bare number (a lot, an amount) asks only for the invoices of that order, never GetInvoice', async () => {
    const { ports, getInvoice, listInvoices } = fakePorts()
    const { input } = open(userOf('admin'), ports)
    await userEvent.type(input, '12')
    await waitFor(() =>
      expect(listInvoices).toHaveBeenCalledWith(expect.objectContaining({ orderName: 'orders/12' })),
    )
    expect(getInvoice).not.toHaveBeenCalled()
  })

  it('finds a typed invoice number, a customer’s invoices by code, and says nothing of refused ones', async () => {
    const { ports, listInvoices } = fakePorts()
    const { input } = open(userOf('admin'), ports)
    await userEvent.type(input, 'INV-2026-000012')
    await waitFor(() => expect(within(group('Invoices')).getAllByRole('option')).toHaveLength(1))
    await userEvent.clear(input)
    await userEvent.type(input, 'c1001')
    await waitFor(() => expect(within(group('Invoices')).getAllByRole('option')).toHaveLength(2))
    expect(listInvoices).toHaveBeenCalledWith(expect.objectContaining({ customerName: 'customers/C1001' }))
    await userEvent.clear(input)
    await userEvent.type(input, '#13')
    expect(await screen.findByText('Nothing found for “#13”')).toBeInTheDocument()
    expect(screen.queryByText(/Could not search/)).toBeNull()
  })

  it('keeps the keys typed between Ctrl+K and its field', async () => {
    const { ports } = fakePorts()
    startKeepingKeys()
    for (const key of ['2', '0', '0', 'x', 'Backspace', '1'])
      window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    const { input } = open(userOf('admin'), ports)
    await waitFor(() => expect(input).toHaveValue('2001'))
    // Once the field has them, keys are the field's again.
    await userEvent.type(input, '5')
    expect(input).toHaveValue('20015')
  })

  it('words record titles and statuses, and puts the order typed exactly first', async () => {
    const order = (id: number) => ({
      id,
      name: `orders/${id}`,
      displayName: `Order #${id}`,
      customerName: 'customers/C1001',
      customerDisplayName: 'Carlos Mendes',
      status: 'active',
    })
    const phone = { ...customer, id: 'C1017', name: 'customers/C1017', displayName: 'Tel 2001' }
    const listOrders = vi.fn(async (_query: { view?: string }) => page([order(12001), order(2001)]))
    const { ports } = fakePorts({
      customers: { listCustomers: vi.fn(async () => page([phone])) },
      orders: { listOrders },
    } as unknown as FakePorts)
    const { input } = open(userOf('admin'), ports)
    await userEvent.type(input, '2001')
    await waitFor(() => expect(within(group('Orders')).getAllByRole('option')).toHaveLength(2))
    const options = screen.getAllByRole('option')
    expect(options[0]).toHaveAccessibleName(/Order #2001.*C1001 · Carlos Mendes · Active/)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    expect(options[1]).toHaveAccessibleName(/Order #12001/)
    // The orders without their lines: the palette shows none of them (decision 0210).
    expect(new Set(listOrders.mock.calls.map(([query]) => query.view))).toEqual(new Set(['list']))
  })

  it('keeps the rows the person is moving through in place when records arrive', async () => {
    let answer: (value: unknown) => void = () => undefined
    const listCustomers = vi.fn(() => new Promise((resolve) => (answer = resolve)))
    const { ports } = fakePorts({ customers: { listCustomers } } as unknown as FakePorts)
    const { input } = open(userOf('admin'), ports)
    await userEvent.type(input, 'new')
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(listCustomers).toHaveBeenCalled())
    const chosen = screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')!
    const name = chosen.textContent
    answer(page([customer]))
    await waitFor(() => expect(within(group('Customers')).getAllByRole('option')).toHaveLength(1))
    const selected = screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')
    expect(selected?.textContent).toBe(name)
    // The records came after the rows already shown.
    expect(screen.getAllByRole('option').at(-1)).toHaveAccessibleName(/C1001/)
  })

  it('runs the skin action', async () => {
    layout.skin = 'light'
    const { ports } = fakePorts()
    const { input, onClose } = open(userOf('admin'), ports)
    await userEvent.type(input, 'dark')
    await userEvent.click(screen.getByRole('option', { name: 'Switch to dark skin' }))
    expect(layout.skin).toBe('dark')
    expect(onClose).toHaveBeenCalled()
    layout.skin = 'light'
  })

  it('shows a failed search in the palette and keeps the other results', async () => {
    const { ports } = fakePorts({
      orders: { listOrders: vi.fn(async () => Promise.reject(new Error('down'))) },
    } as unknown as FakePorts)
    const { input } = open(userOf('admin'), ports)
    await userEvent.type(input, 'c1001')
    expect(await screen.findByText('Could not search: Orders. Try again.')).toBeInTheDocument()
    expect(within(group('Customers')).getAllByRole('option')).toHaveLength(1)
  })

  it('gives a customer no staff records or actions, and says when nothing matches', async () => {
    const { ports, listCustomers, empty, listVehicles, getInvoice, listInvoices } = fakePorts()
    const { input } = open(userOf('customer', 'c1001'), ports)
    expect(screen.queryByRole('option', { name: 'New order' })).toBeNull()
    expect(screen.getByRole('option', { name: 'Sign out' })).toBeInTheDocument()
    await userEvent.type(input, 'c1001')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(listCustomers).not.toHaveBeenCalled()
    expect(listVehicles).not.toHaveBeenCalled()
    expect(empty).not.toHaveBeenCalled()
    expect(getInvoice).not.toHaveBeenCalled()
    expect(listInvoices).not.toHaveBeenCalled()
    expect(screen.queryByRole('option', { name: /payment for/ })).toBeNull()
    await userEvent.clear(input)
    await userEvent.type(input, 'zzzz')
    expect(await screen.findByText('Nothing found for “zzzz”')).toBeInTheDocument()
  })
})
