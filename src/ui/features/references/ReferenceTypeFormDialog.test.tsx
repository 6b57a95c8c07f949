import '@abraham/reflection'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { PaymentType } from '../../../domain/payments'
import { fakeChangeFeed } from '../../../testing/fake-change-feed'
import { fakePort } from '../../../testing/fake-port'
import type { PaymentTypesPort } from '../../../ports/payment-types-port'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { ReferenceTypeFormDialog } from './ReferenceTypeFormDialog'

const seen: PaymentType = {
  name: 'paymentTypes/wire',
  code: 'wire',
  displayName: 'Wire transfer',
  isActive: true,
  etag: '2-a',
}

describe('ReferenceTypeFormDialog', () => {
  beforeAll(() => initTestI18n())

  it('tells at once when another person saves the record under the open form, and loads their values when asked', async () => {
    const feed = fakeChangeFeed()
    const theirs: PaymentType = { ...seen, displayName: 'Bank wire', isActive: false, etag: '3-b' }
    const updatePaymentType = vi.fn(async (_name: string, type: PaymentType) => type)
    const onSaved = vi.fn()
    renderScreen(
      <ReferenceTypeFormDialog
        kind="paymentTypes"
        isOpen
        onOpenChange={() => undefined}
        type={seen}
        onSaved={onSaved}
      />,
      {
        ports: {
          paymentTypes: fakePort<PaymentTypesPort>({
            listPaymentTypes: async () => [theirs],
            updatePaymentType,
          }),
          changeFeed: feed.port,
        },
      },
    )
    const dialog = screen.getByRole('dialog')
    await act(async () => feed.emit({ name: 'paymentTypes/wire', actor: 'Anna Admin' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /Anna Admin saved this record at .+ while you were editing it\. Changed: Name and Active\./,
      ),
    )
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Wire transfer')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load the new values' }))
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Bank wire')
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(updatePaymentType).toHaveBeenCalledWith(
      'paymentTypes/wire',
      expect.objectContaining({ displayName: 'Bank wire', isActive: false, etag: '3-b' }),
    )
  })
})
