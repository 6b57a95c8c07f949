import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { usd } from '../../../domain/money'
import { fakePort } from '../../../testing/fake-port'
import type { InvoicePayeesPort } from '../../../ports/invoice-payees-port'
import type { InvoiceTypesPort } from '../../../ports/invoice-types-port'
import type { InvoicesPort, ListInvoicesQuery } from '../../../ports/invoices-port'
import { session } from '../../session/session'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { userOf } from '../../../testing/users'
import { InvoicesList } from './InvoicesList'
import { anInvoice } from './test-invoices'

describe('InvoicesList', () => {
  beforeAll(() => initTestI18n())

  it('searches through ListInvoices and shows the customer name beside its code', async () => {
    const listInvoices = vi.fn(async (_query: ListInvoicesQuery) => ({
      items: [anInvoice({ status: 'issued', paidAmount: usd(0) })],
      totalRows: 1,
      totalPages: 1,
    }))
    renderScreen(<InvoicesList />, {
      path: '/invoices',
      ports: {
        invoices: fakePort<InvoicesPort>({ listInvoices }),
        invoiceTypes: fakePort<InvoiceTypesPort>({ listInvoiceTypes: async () => [] }),
        invoicePayees: fakePort<InvoicePayeesPort>({ listInvoicePayees: async () => [] }),
      },
    })
    const row = (await screen.findByText('INV-7')).closest('tr') as HTMLElement
    expect(within(row).getByText('C1001')).toBeInTheDocument()
    expect(within(row).getByText('Ann Lee')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'lee{Enter}')
    await waitFor(() =>
      expect(listInvoices).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'lee' }),
        expect.anything(),
      ),
    )
  })

  it('offers Pay on an open invoice, which opens the payment form with that invoice', async () => {
    const ports = {
      invoices: fakePort<InvoicesPort>({
        listInvoices: async () => ({
          items: [
            anInvoice({ status: 'issued', paidAmount: usd(0) }),
            anInvoice({
              name: 'invoices/8',
              id: 8,
              number: 'INV-8',
              status: 'paid',
              paidAmount: usd(300_00),
            }),
          ],
          totalRows: 2,
          totalPages: 1,
        }),
      }),
      invoiceTypes: fakePort<InvoiceTypesPort>({ listInvoiceTypes: async () => [] }),
      invoicePayees: fakePort<InvoicePayeesPort>({ listInvoicePayees: async () => [] }),
    }
    session.userData = userOf('admin')
    renderScreen(<InvoicesList />, { path: '/invoices', ports })
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for INV-7' }))
    expect(await screen.findByRole('menuitem', { name: 'Pay' })).toHaveAttribute(
      'href',
      '/customers/C1001/payments/-/add?invoice=7',
    )
    // A paid invoice has nothing to pay: no menu.
    expect(screen.queryByRole('button', { name: 'Actions for INV-8' })).not.toBeInTheDocument()
    session.userData = null
  })
})
