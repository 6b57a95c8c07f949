import 'reflect-metadata'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { UserData } from '../../domain/auth'
import type { Customer } from '../../domain/customers'
import type { Vehicle } from '../../domain/vehicles'
import type { FakePorts } from '../kit/testing'
import { renderScreen } from '../kit/testing'
import { initTestI18n } from '../i18n/test-i18n'
import CommandPalette from './CommandPalette'
import { isPaletteShortcut, isSearchShortcut } from './Navbar'
import { layout } from './layout-store'
import { userOf } from './test-utils'

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

function fakePorts(overrides: FakePorts = {}) {
  const listCustomers = vi.fn(async ({ search }: { search: string }) =>
    page(search.toLowerCase().includes('c1001') ? [customer] : []),
  )
  const listVehicles = vi.fn(async ({ search }: { search: string }) =>
    page(search.includes('7781') ? [vehicle] : []),
  )
  const empty = vi.fn(async () => page([]))
  const ports = {
    customers: { listCustomers },
    vehicles: { listVehicles },
    orders: { listOrders: empty },
    payments: { listPayments: empty },
    shipments: { listShipments: empty },
    ...overrides,
  } as unknown as FakePorts
  return { ports, listCustomers, listVehicles, empty }
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

  it('moves with the arrow keys and opens a vehicle by lot', async () => {
    const { ports } = fakePorts()
    const { input, location } = open(userOf('admin'), ports)
    await userEvent.type(input, '7781')
    await waitFor(() => expect(within(group('Vehicles')).getAllByRole('option')).toHaveLength(1))
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}')
    expect(location.history?.at(-1)).toBe('/cargoloop/vehicles/42')
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
    const { ports, listCustomers, empty, listVehicles } = fakePorts()
    const { input } = open(userOf('customer', 'c1001'), ports)
    expect(screen.queryByRole('option', { name: 'New order' })).toBeNull()
    expect(screen.getByRole('option', { name: 'Sign out' })).toBeInTheDocument()
    await userEvent.type(input, 'c1001')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(listCustomers).not.toHaveBeenCalled()
    expect(listVehicles).not.toHaveBeenCalled()
    expect(empty).not.toHaveBeenCalled()
    expect(screen.queryByRole('option', { name: /payment for/ })).toBeNull()
    await userEvent.clear(input)
    await userEvent.type(input, 'zzzz')
    expect(await screen.findByText('Nothing found for “zzzz”')).toBeInTheDocument()
  })
})
