import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { PortError } from '../../../ports/errors'
import { initTestI18n } from '../../i18n/test-i18n'
import { renderScreen } from '../testing'
import { FieldGrid, FormView } from './FormView'
import { MoneyField, TextField } from './fields'
import { moneyText, requiredText } from './schemas'
import { useFormController } from './use-form-controller'

const schema = z.object({ comment: requiredText(), amount: moneyText({ positive: true }) })
type Values = z.infer<typeof schema>

function TestForm({ save }: { save: (values: Values, options: { requestId: string }) => Promise<{ id: number }> }) {
  let next = 0
  const controller = useFormController<Values, { id: number }>({
    schema,
    defaults: { comment: '', amount: '' },
    save,
    entity: 'order',
    redirectTo: (saved) => `/orders/${saved.id}/view`,
    newRequestId: () => `request-${++next}`,
  })
  return (
    <FormView controller={controller} title="Test form" cancelHref="/orders">
      <FieldGrid>
        <TextField<Values> name="comment" label="Comment" />
        <MoneyField<Values> name="amount" label="Amount" />
      </FieldGrid>
    </FormView>
  )
}

describe('useFormController with FormView', () => {
  beforeAll(() => initTestI18n())

  it('cleans money as typed and validates with the schema before saving', async () => {
    const save = vi.fn(async () => ({ id: 1 }))
    renderScreen(<TestForm save={save} />)
    await userEvent.type(screen.getByLabelText('Amount'), 'ab1,2345')
    expect(screen.getByLabelText('Amount')).toHaveValue('1.23')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Fill this in.')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
  })

  it('puts server violations on their fields, keeps what was typed, and reuses the request id on retry', async () => {
    const save = vi
      .fn<(values: Values, options: { requestId: string }) => Promise<{ id: number }>>()
      .mockRejectedValueOnce(
        new PortError('invalid_argument', 'bad', [
          { field: 'order.comment', description: 'Comment is too rude' },
          { field: 'order.secret', description: 'unknown thing' },
        ]),
      )
      .mockResolvedValueOnce({ id: 7 })
    const { location } = renderScreen(<TestForm save={save} />, { path: '/orders/-/add' })
    await userEvent.type(screen.getByLabelText('Comment'), 'hello')
    await userEvent.type(screen.getByLabelText('Amount'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Comment is too rude')).toBeInTheDocument()
    expect(screen.getByText('order.secret: unknown thing')).toBeInTheDocument()
    expect(screen.getByLabelText('Comment')).toHaveValue('hello')
    expect(screen.getByLabelText('Amount')).toHaveValue('10')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/orders/7/view'))
    expect(save.mock.calls.map(([, options]) => options.requestId)).toEqual(['request-1', 'request-1'])
  })

  it('sends one save for two quick clicks', async () => {
    let finish: (value: { id: number }) => void = () => {}
    const save = vi.fn(() => new Promise<{ id: number }>((resolve) => (finish = resolve)))
    renderScreen(<TestForm save={save} />)
    await userEvent.type(screen.getByLabelText('Comment'), 'x')
    await userEvent.type(screen.getByLabelText('Amount'), '1')
    const button = screen.getByRole('button', { name: 'Save' })
    await userEvent.click(button)
    await userEvent.click(button)
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    finish({ id: 1 })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled())
    expect(save).toHaveBeenCalledTimes(1)
  })
})
