import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { PortError } from '../../../ports/errors'
import { initTestI18n } from '../../../testing/i18n'
import { session } from '../../session/session'
import { userOf } from '../../../testing/users'
import { memorySettings, renderScreen } from '../../../testing/render-screen'
import { FormDialog } from './FormDialog'
import { TextField } from './fields'
import { requiredText } from './schemas'
import { useFormController } from './use-form-controller'

const schema = z.object({ title: requiredText() })
type Values = z.infer<typeof schema>

function Harness({ save }: { save: (values: Values) => Promise<Values> }) {
  const [open, setOpen] = useState(true)
  const controller = useFormController<Values, Values>({
    schema,
    defaults: { title: '' },
    save,
    entity: 'thing',
    onSaved: () => setOpen(false),
  })
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <FormDialog controller={controller} isOpen={open} onOpenChange={setOpen} title="New thing">
        <TextField<Values> name="title" label="Title" />
      </FormDialog>
    </>
  )
}

describe('FormDialog', () => {
  beforeAll(() => initTestI18n())

  it('validates, shows server violations on the field, and closes after a successful save', async () => {
    const save = vi
      .fn<(values: Values) => Promise<Values>>()
      .mockRejectedValueOnce(
        new PortError('invalid_argument', 'bad', [{ field: 'thing.title', description: 'Taken' }]),
      )
      .mockImplementationOnce(async (values) => values)
    renderScreen(<Harness save={save} />)
    const dialog = screen.getByRole('dialog', { name: 'New thing' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Fill this in.')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Box')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Taken')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Box')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByText('closed')).toBeInTheDocument()
    expect(save).toHaveBeenLastCalledWith(
      { title: 'Box' },
      expect.objectContaining({ requestId: expect.any(String) }),
    )
  })

  it('closes on Cancel without saving', async () => {
    const save = vi.fn(async (values: Values) => values)
    renderScreen(<Harness save={save} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(save).not.toHaveBeenCalled()
  })

  it('offers the draft of a page left with the dialog open, inside the dialog', async () => {
    session.userData = userOf('admin')
    try {
      const localSettings = memorySettings()
      const save = vi.fn(async (values: Values) => values)
      const first = renderScreen(<Harness save={save} />, { path: '/things', ports: { localSettings } })
      await userEvent.type(screen.getByLabelText('Title'), 'Half a title')
      first.unmount() // the page reloads
      renderScreen(<Harness save={save} />, { path: '/things', ports: { localSettings } })
      const dialog = screen.getByRole('dialog', { name: 'New thing' })
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore draft' }))
      expect(within(dialog).getByLabelText('Title')).toHaveValue('Half a title')
    } finally {
      session.userData = null
    }
  })
})
