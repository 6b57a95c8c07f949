import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { TextField } from './fields'
import { requiredText } from './schemas'
import { useFormController } from './use-form-controller'
import { Wizard } from './Wizard'

const schema = z.object({ sender: requiredText(), city: requiredText() })
type Values = z.infer<typeof schema>

function Booking({ save }: { save: (values: Values) => Promise<Values> }) {
  const controller = useFormController<Values, Values>({
    schema,
    defaults: { sender: '', city: '' },
    draft: false,
    save,
  })
  return (
    <Wizard
      controller={controller}
      label="Booking"
      submitLabel="Book"
      steps={[
        {
          id: 'a',
          title: 'Sender',
          fields: ['sender'],
          content: <TextField<Values> name="sender" label="Sender" />,
        },
        {
          id: 'b',
          title: 'Route',
          fields: ['city'],
          content: <TextField<Values> name="city" label="City" />,
        },
      ]}
    />
  )
}

describe('Wizard', () => {
  beforeAll(async () => {
    await initTestI18n()
  })
  it('checks a step before the next, keeps what was typed going back, and saves from the last step', async () => {
    const save = vi.fn(async (values: Values) => values)
    renderScreen(<Booking save={save} />)
    const steps = screen.getByRole('list', { name: 'Steps' })
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Sender')

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Fill this in.')).toBeInTheDocument()
    expect(screen.queryByLabelText('City')).toBeNull()

    await userEvent.type(screen.getByLabelText('Sender'), 'Anna')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByLabelText('City')).toBeInTheDocument()
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Route')
    expect(screen.getByRole('heading', { name: 'Step 2 of 2: Route' })).toHaveFocus()

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await screen.findByLabelText('Sender')).toHaveValue('Anna')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.type(await screen.findByLabelText('City'), 'Poti')
    expect(save).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Book' }))
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ sender: 'Anna', city: 'Poti' }, expect.anything()),
    )
  })
})
