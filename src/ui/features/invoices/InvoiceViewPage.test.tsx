import 'reflect-metadata'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NO_ACTIVITY } from '../../../domain/activity'
import type { Invoice } from '../../../domain/invoices'
import { usd } from '../../../domain/money'
import { fakePort } from '../../../ports/fake-port'
import type { InvoicePayeesPort } from '../../../ports/invoice-payees-port'
import type { InvoiceTypesPort } from '../../../ports/invoice-types-port'
import type { InvoicesPort } from '../../../ports/invoices-port'
import type { PaymentsPort } from '../../../ports/payments-port'
import { session } from '../../app/session'
import { initTestI18n } from '../../i18n/test-i18n'
import { renderScreen } from '../../kit/testing'
import { userOf } from '../../shell/test-utils'
import InvoiceViewPage from './InvoiceViewPage'

const invoice: Invoice = {
  ...NO_ACTIVITY,
  name: 'invoices/7',
  id: 7,
  number: 'INV-7',
  displayName: 'Invoice INV-7',
  customerName: 'customers/C1001',
  customerDisplayNameActual: 'Ann Lee',
  customerDetails: 'Ann Lee',
  invoiceTypeName: '',
  payeeName: '',
  parameters: {},
  status: 'partially_paid',
  comment: '',
  date: new Date(2026, 10, 1),
  dueDate: new Date(2026, 10, 15),
  amount: usd(300_00),
  paidAmount: usd(100_00),
  pendingAmount: usd(0),
  items: [],
}

function renderView(shown: Invoice) {
  renderScreen(<InvoiceViewPage params={{ id: '7' }} />, {
    path: '/invoices/7/view',
    ports: {
      invoices: fakePort<InvoicesPort>({ getInvoice: async () => shown }),
      invoiceTypes: fakePort<InvoiceTypesPort>({}),
      invoicePayees: fakePort<InvoicePayeesPort>({}),
      payments: fakePort<PaymentsPort>({
        listPayments: async () => ({ items: [], totalRows: 0, totalPages: 0, totalAmount: usd(0) }),
      }),
    },
  })
}

describe('InvoiceViewPage', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n())
  afterEach(() => {
    session.userData = null
  })

  it('offers Pay on an open invoice, opening the payment form for its customer with the invoice', async () => {
    session.userData = userOf('admin')
    renderView(invoice)
    const actions = await screen.findByRole('group', { name: 'Actions' })
    expect(within(actions).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      '/customers/C1001/payments/-/add?invoice=7',
    )
  })

  it('offers no Pay on a paid invoice', async () => {
    session.userData = userOf('admin')
    renderView({ ...invoice, status: 'paid', paidAmount: usd(300_00) })
    const actions = await screen.findByRole('group', { name: 'Actions' })
    expect(within(actions).getByRole('link', { name: 'Print' })).toBeInTheDocument()
    expect(within(actions).queryByRole('link', { name: 'Pay' })).toBeNull()
  })
})
