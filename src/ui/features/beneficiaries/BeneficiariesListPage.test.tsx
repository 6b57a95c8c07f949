import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { InvoicePayee } from '../../../domain/invoices'
import { fakePort } from '../../../testing/fake-port'
import type { InvoicePayeesPort } from '../../../ports/invoice-payees-port'
import type { LocationsPort } from '../../../ports/locations-port'
import { session } from '../../session/session'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { userOf } from '../../../testing/users'
import BeneficiariesListPage from './BeneficiariesListPage'

const aPayee = (change: Partial<InvoicePayee> = {}): InvoicePayee => ({
  name: 'invoicePayees/1',
  id: 1,
  displayName: 'Bank of America',
  bankDisplayName: 'Bank of America N.A.',
  bankPayeeDisplayName: 'Cargo Export LLC',
  bankPayeeAddressDisplayName: '1 Main St, Newark',
  countryCode: 'countries/us',
  swift: 'BOFAUS3N',
  bankPayeeAccountDisplayName: '000123456789',
  additionalRequisites: '',
  bankRoutingNumber: '026009593',
  isActive: true,
  ...change,
})

function renderList(path = '/beneficiaries') {
  const payees = [
    aPayee(),
    aPayee({ name: 'invoicePayees/2', id: 2, displayName: 'TBC Bank', swift: 'TBCBGE22', isActive: false }),
  ]
  const port = {
    listInvoicePayees: vi.fn(async () => payees),
    createInvoicePayee: vi.fn(async (payee: InvoicePayee) => ({ ...payee, name: 'invoicePayees/3', id: 3 })),
    updateInvoicePayee: vi.fn(async (_name: string, payee: InvoicePayee) => payee),
  }
  const locations = fakePort<LocationsPort>({
    listCountries: vi.fn(async () => [
      { name: 'countries/us', code: 'US', displayName: 'United States' },
      { name: 'countries/ge', code: 'GE', displayName: 'Georgia' },
    ]),
  })
  renderScreen(<BeneficiariesListPage />, {
    path,
    ports: { invoicePayees: fakePort<InvoicePayeesPort>(port), locations },
  })
  return port
}

describe('BeneficiariesListPage', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => {
    session.userData = null
  })

  it('lists the whole payee list, searches and filters it in the browser', async () => {
    session.userData = userOf('admin')
    const port = renderList()
    const table = await screen.findByRole('table', { name: 'Beneficiaries' })
    expect(await within(table).findByText('TBC Bank')).toBeInTheDocument()
    expect(within(table).getAllByText('United States')).not.toHaveLength(0)
    expect(within(table).getByText('Inactive')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Active only' }))
    await waitFor(() => expect(within(table).queryByText('TBC Bank')).not.toBeInTheDocument())
    expect(within(table).getByText('Bank of America')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Active only' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search beneficiaries' }), 'tbcb{Enter}')
    await waitFor(() => expect(within(table).queryByText('Bank of America')).not.toBeInTheDocument())
    expect(within(table).getByText('TBC Bank')).toBeInTheDocument()
    expect(port.listInvoicePayees).toHaveBeenCalledWith()
  })

  it('refuses a malformed SWIFT code and routing number, then creates the payee with the codes normalised', async () => {
    session.userData = userOf('admin')
    const port = renderList()
    await userEvent.click(await screen.findByRole('button', { name: 'New beneficiary' }))
    const dialog = await screen.findByRole('dialog', { name: 'New beneficiary' })
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ameriabank')
    await userEvent.type(within(dialog).getByLabelText('SWIFT / BIC'), 'ARM1')
    await userEvent.type(within(dialog).getByLabelText('Routing number'), '12345')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByText(/A SWIFT code has 8 or 11/)).toBeInTheDocument()
    expect(within(dialog).getByText('A routing number has exactly 9 digits')).toBeInTheDocument()
    expect(port.createInvoicePayee).not.toHaveBeenCalled()

    await userEvent.clear(within(dialog).getByLabelText('SWIFT / BIC'))
    await userEvent.type(within(dialog).getByLabelText('SWIFT / BIC'), 'armiam22')
    await userEvent.clear(within(dialog).getByLabelText('Routing number'))
    await userEvent.type(within(dialog).getByLabelText('Routing number'), '123456789')
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'countries/ge')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(port.createInvoicePayee).toHaveBeenCalledWith(
        expect.objectContaining({
          displayName: 'Ameriabank',
          swift: 'ARMIAM22',
          bankRoutingNumber: '123456789',
          countryCode: 'countries/ge',
          isActive: true,
        }),
        expect.objectContaining({ requestId: expect.any(String) }),
      ),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('offers neither create nor row actions to a user who may only read', async () => {
    session.userData = { ...userOf('admin'), ability: [{ action: 'read', subject: 'invoice_payees' }] }
    renderList()
    await screen.findByText('TBC Bank')
    expect(screen.queryByRole('button', { name: 'New beneficiary' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument()
  })
})
