import '@abraham/reflection'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Invoice } from '../../../domain/invoices'
import { usd } from '../../../domain/money'
import type { Payment } from '../../../domain/payments'
import { aLine, aPayment } from '../../../domain/payments/test-payments'
import { fakePort } from '../../../ports/fake-port'
import type { InvoicePayeesPort } from '../../../ports/invoice-payees-port'
import type { InvoiceTypesPort } from '../../../ports/invoice-types-port'
import type { InvoicesPort } from '../../../ports/invoices-port'
import type { PaymentsPort } from '../../../ports/payments-port'
import { session } from '../../session/session'
import { initTestI18n } from '../../i18n/test-i18n'
import { renderScreen } from '../../kit/testing'
import { userOf } from '../../session/test-users'
import InvoiceViewPage from './InvoiceViewPage'
import { anInvoice } from './test-invoices'

const invoice = anInvoice()

function renderView(shown: Invoice, payments: Payment[] = []) {
  renderScreen(<InvoiceViewPage params={{ id: '7' }} />, {
    path: '/invoices/7/view',
    ports: {
      invoices: fakePort<InvoicesPort>({ getInvoice: async () => shown }),
      invoiceTypes: fakePort<InvoiceTypesPort>({}),
      invoicePayees: fakePort<InvoicePayeesPort>({}),
      payments: fakePort<PaymentsPort>({
        listPayments: async () => ({
          items: payments,
          totalRows: payments.length,
          totalPages: 1,
          totalAmount: usd(0),
        }),
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

  it('shows the payments received on the document and the balance due', async () => {
    session.userData = userOf('admin')
    const received = aPayment({
      name: 'payments/3',
      displayName: 'Payment #3',
      isApproved: true,
      date: new Date(2026, 10, 5),
      orders: [aLine({ invoiceName: 'invoices/7', amount: usd(100_00) })],
    })
    const pending = aPayment({
      name: 'payments/4',
      displayName: 'Payment #4',
      orders: [aLine({ invoiceName: 'invoices/7', amount: usd(5_00) })],
    })
    renderView(invoice, [received, pending])
    const table = await screen.findByRole('table', { name: 'Payments received' })
    expect(within(table).getByRole('row', { name: /Payment #3 \$100\.00/ })).toBeInTheDocument()
    expect(within(table).queryByText('Payment #4')).toBeNull()
    const totals = screen.getByLabelText('Invoice totals')
    expect(totals).toHaveTextContent('Balance due$200.00')
  })
})
