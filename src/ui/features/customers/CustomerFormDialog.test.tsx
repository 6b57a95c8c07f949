import '@abraham/reflection'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Customer } from '../../../domain/customers'
import { PortError } from '../../../ports/errors'
import { fakeChangeFeed } from '../../../testing/fake-change-feed'
import type { CreateOptions } from '../../../ports/request-options'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { CustomerFormDialog } from './CustomerFormDialog'
import { aCustomer } from '../../../domain/customers/test-customers'
import { customersPort, referencePorts } from './test-customers'

describe('CustomerFormDialog', () => {
  beforeAll(() => initTestI18n())

  it('choosing individual empties and disables the company name, and the update sends it empty', async () => {
    const updateCustomer = vi.fn(async (_name: string, customer: Customer) => ({ ...customer, id: 'C1001' }))
    const onSaved = vi.fn()
    renderScreen(
      <CustomerFormDialog isOpen onOpenChange={() => undefined} customer={aCustomer()} onSaved={onSaved} />,
      { ports: { customers: customersPort({ updateCustomer }), ...referencePorts() } },
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit customer C1001' })
    const company = within(dialog).getByLabelText('Company name')
    expect(company).toHaveValue('Ararat Motors')
    expect(company).toBeEnabled()
    await waitFor(() => expect(within(dialog).getByLabelText('Country')).toHaveValue('countries/AM'))

    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'individual')
    expect(company).toHaveValue('')
    expect(company).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(updateCustomer).toHaveBeenCalledWith(
      'customers/C1001',
      expect.objectContaining({ type: 'individual', companyDisplayName: '', countryName: 'countries/AM' }),
    )
  })

  it('creates a company with buyers and one request id, and asks a company for its name', async () => {
    const createCustomer = vi.fn(async (customer: Customer, _options?: CreateOptions) => ({
      ...customer,
      id: 'C2000',
    }))
    renderScreen(
      <>
        <CustomerFormDialog isOpen onOpenChange={() => undefined} onSaved={() => undefined} />
        <Toaster />
      </>,
      { ports: { customers: customersPort({ createCustomer }), ...referencePorts() } },
    )
    const dialog = screen.getByRole('dialog', { name: 'New customer' })
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'company')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create customer' }))
    expect(await within(dialog).findByText('A company needs its company name.')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText('Company name'), 'Nino Trade LLC')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a buyer' }))
    await within(dialog).findByRole('option', { name: 'Copart buyer #100000' })
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Buyer 1' }), 'buyers/B100000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create customer' }))
    await waitFor(() => expect(createCustomer).toHaveBeenCalledTimes(1))
    expect(createCustomer).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'company',
        companyDisplayName: 'Nino Trade LLC',
        buyers: ['buyers/B100000'],
      }),
      { requestId: expect.any(String) },
    )
    // The list behind the dialog may not show the new customer on its page: the toast opens it.
    expect(await screen.findByText(/^Customer C2000 ·.* created\.$/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Open C2000 ·/ })).toBeInTheDocument()
  })

  it('a save over another person’s change reads their customer, shows it, and saves again with its etag', async () => {
    const seen = aCustomer({ etag: '3-a', phone: '+37410000001' })
    const theirs = aCustomer({ etag: '4-b', phone: '+37410000009', updatedBy: 'anna' })
    const updateCustomer = vi
      .fn(async (_name: string, customer: Customer) => ({ ...customer }))
      .mockRejectedValueOnce(
        new PortError('aborted', 'customers/C1001 was changed by anna', [], {
          conflict: {
            name: 'customers/C1001',
            updatedBy: 'anna',
            updateTime: new Date('2026-11-24T10:31:00Z'),
            etag: '4-b',
          },
        }),
      )
    const getCustomer = vi.fn(async () => theirs)
    const onSaved = vi.fn()
    renderScreen(
      <CustomerFormDialog isOpen onOpenChange={() => undefined} customer={seen} onSaved={onSaved} />,
      {
        ports: { customers: customersPort({ updateCustomer, getCustomer }), ...referencePorts() },
      },
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit customer C1001' })
    await userEvent.clear(within(dialog).getByLabelText('E-mail'))
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'mine@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    const panel = await within(dialog).findByRole('region', {
      name: 'Not saved: someone else changed this record',
    })
    expect(within(panel).getByRole('alert')).toHaveTextContent('anna changed it on 24-Nov-26')
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('mine@example.com')
    expect(updateCustomer).toHaveBeenLastCalledWith(
      'customers/C1001',
      expect.objectContaining({ etag: '3-a' }),
    )
    await userEvent.click(within(panel).getByRole('button', { name: 'Use theirs for Phone' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(updateCustomer).toHaveBeenLastCalledWith(
      'customers/C1001',
      expect.objectContaining({ etag: '4-b', email: 'mine@example.com', phone: '+37410000009' }),
    )
  })

  it('tells at once when another person saves the customer under the open form, and merges by hand', async () => {
    const feed = fakeChangeFeed()
    const seen = aCustomer({ etag: '3-a', phone: '+37410000001' })
    const theirs = aCustomer({ etag: '4-b', phone: '+37410000009' })
    const getCustomer = vi.fn(async () => theirs)
    // The server has their version: a save over any other is refused.
    const updateCustomer = vi.fn(async (_name: string, customer: Customer) => {
      if (customer.etag !== theirs.etag)
        throw new PortError('aborted', 'customers/C1001 was changed by priya', [], {
          conflict: {
            name: 'customers/C1001',
            updatedBy: 'priya',
            updateTime: new Date(),
            etag: '4-b',
          },
        })
      return { ...customer }
    })
    const onSaved = vi.fn()
    renderScreen(
      <CustomerFormDialog isOpen onOpenChange={() => undefined} customer={seen} onSaved={onSaved} />,
      {
        ports: {
          customers: customersPort({ updateCustomer, getCustomer }),
          changeFeed: feed.port,
          ...referencePorts(),
        },
      },
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit customer C1001' })
    await userEvent.clear(within(dialog).getByLabelText('E-mail'))
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'mine@example.com')
    await act(async () => feed.emit({ name: 'customers/C1001', actor: 'Priya Raman' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /Priya Raman saved this record at .+ while you were editing it\. Changed: Phone\./,
      ),
    )
    const panel = within(dialog).getByRole('region', { name: 'Someone else has just changed this record' })
    const row = within(panel).getByRole('row', { name: /^Phone/ })
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('+37410000009')
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('mine@example.com')
    await userEvent.click(within(panel).getByRole('button', { name: 'Use theirs for Phone' }))
    // Taking one of their values is not taking their version: the save is refused and the panel says so.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await within(dialog).findByRole('region', { name: 'Not saved: someone else changed this record' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(updateCustomer).toHaveBeenCalledTimes(2)
    expect(updateCustomer).toHaveBeenLastCalledWith(
      'customers/C1001',
      expect.objectContaining({ etag: '4-b', email: 'mine@example.com', phone: '+37410000009' }),
    )
  })
})
