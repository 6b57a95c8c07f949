import '@abraham/reflection'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { usd } from '../../../domain/money'
import type { Payment } from '../../../domain/payments'
import { aLine, aPayment } from '../../../domain/payments/test-payments'
import type { DocumentsPort } from '../../../ports/documents-port'
import { fakePort } from '../../../testing/fake-port'
import type { PaymentsPort } from '../../../ports/payments-port'
import { session } from '../../session/session'
import { initTestI18n } from '../../../testing/i18n'
import { UNDO_DELAY_MS } from '../../kit/actions/undoable'
import { renderScreen } from '../../../testing/render-screen'
import { userOf } from '../../../testing/users'
import PaymentViewPage from './PaymentViewPage'

const payment = aPayment({
  name: 'payments/12',
  id: 12,
  displayName: 'Payment #12',
  status: 'received',
  amount: usd(500_00),
  paidAmount: usd(400_00),
  parameters: { bank: 'Chase' },
  orders: [aLine({ orderName: 'orders/4', itemName: 'orders/4/items/2', amount: usd(400_00) })],
})

function renderView(updatePayment = vi.fn(async (_name: string, p: Payment) => p), stored = payment) {
  let current = stored
  renderScreen(<PaymentViewPage params={{ id: '12' }} />, {
    path: '/payments/12/view',
    ports: {
      payments: fakePort<PaymentsPort>({
        getPayment: async () => current,
        updatePayment: async (name, next) => {
          current = await updatePayment(name, next)
          return current
        },
      }),
      documents: fakePort<DocumentsPort>({
        listDocuments: async () => [
          {
            name: 'documents/3',
            displayName: 'receipt.pdf',
            size: 10,
            location: 'payments/12',
            url: 'http://localhost:8080/documents/3/receipt.pdf',
            contentType: 'application/pdf',
            content: new Uint8Array(),
          },
        ],
      }),
    },
  })
  return updatePayment
}

describe('PaymentViewPage', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => {
    session.userData = null
  })

  it('shows totals, badges, parameters, distribution and documents', async () => {
    session.userData = userOf('admin')
    renderView()
    expect(await screen.findByRole('heading', { name: 'Payment #12' })).toBeInTheDocument()
    const totals = screen.getByLabelText('Totals')
    expect(within(totals).getByText('$500.00')).toBeInTheDocument()
    expect(within(totals).getByText('$400.00')).toBeInTheDocument()
    // $100.00 of the $500.00 is set against nothing: the customer's unallocated money, said so.
    expect(within(totals).getByText('Unallocated').nextElementSibling).toHaveTextContent('$100.00')
    expect(screen.getByText('Not approved')).toBeInTheDocument()
    expect(screen.getByText('Chase')).toBeInTheDocument()
    const lines = screen.getByRole('table', { name: 'Distribution over orders' })
    expect(within(lines).getByRole('link', { name: '#4' })).toHaveAttribute('href', '/orders/4/view')
    // The order line is worded, not shown as its code ("items 2").
    expect(within(lines).getByRole('cell', { name: 'Item 2' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'receipt.pdf' })).toHaveAttribute(
      'href',
      'http://localhost:8080/documents/3/receipt.pdf',
    )
    // A refund is approved on a reverted payment only.
    expect(screen.queryByRole('button', { name: 'Approve refund' })).toBeNull()
  })

  it('approves and withdraws the approval with the payment as it is, each after the Undo time', async () => {
    session.userData = userOf('admin')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const update = renderView()
      await user.click(await screen.findByRole('button', { name: 'Approve' }))
      // While it waits, the button undoes it; nothing is sent yet.
      expect(await screen.findByRole('button', { name: 'Undo: Approve' })).toBeInTheDocument()
      expect(update).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(UNDO_DELAY_MS))
      await waitFor(() =>
        expect(update).toHaveBeenCalledWith('payments/12', { ...payment, isApproved: true }),
      )
      await user.click(await screen.findByRole('button', { name: 'Withdraw approval' }))
      act(() => vi.advanceTimersByTime(UNDO_DELAY_MS))
      await waitFor(() =>
        expect(update).toHaveBeenLastCalledWith('payments/12', { ...payment, isApproved: false }),
      )
      // Undone in time: not sent.
      await user.click(await screen.findByRole('button', { name: 'Approve' }))
      await user.click(await screen.findByRole('button', { name: 'Undo: Approve' }))
      act(() => vi.advanceTimersByTime(UNDO_DELAY_MS))
      expect(update).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('two flags changed in a row each go onto the payment as it is when sent, so neither undoes the other', async () => {
    session.userData = userOf('admin')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const update = renderView(
        vi.fn(async (_name: string, p: Payment) => p),
        aPayment({ ...payment, status: 'reverted' }),
      )
      await user.click(await screen.findByRole('button', { name: 'Approve' }))
      await user.click(await screen.findByRole('button', { name: 'Approve refund' }))
      act(() => vi.advanceTimersByTime(UNDO_DELAY_MS))
      await waitFor(() => expect(update).toHaveBeenCalledTimes(2))
      expect(update.mock.calls[1]![1]).toMatchObject({ isApproved: true, isApprovedRefund: true })
    } finally {
      vi.useRealTimers()
    }
  })

  it('reverts a payment after asking and the Undo time; a reverted payment offers no Revert, and a refund', async () => {
    session.userData = userOf('admin')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const update = renderView()
      await user.click(await screen.findByRole('button', { name: 'Revert' }))
      const dialog = await screen.findByRole('alertdialog')
      expect(dialog).toHaveTextContent('its orders and invoices get back what it paid')
      await user.click(within(dialog).getByRole('button', { name: 'Revert' }))
      expect(update).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(UNDO_DELAY_MS))
      await waitFor(() =>
        expect(update).toHaveBeenCalledWith('payments/12', { ...payment, status: 'reverted' }),
      )
      expect(await screen.findByRole('button', { name: 'Approve refund' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Revert' })).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('offers no actions a customer may not take', async () => {
    session.userData = userOf('customer', 'c1001')
    renderView()
    await screen.findByRole('heading', { name: 'Payment #12' })
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Revert' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
  })
})
