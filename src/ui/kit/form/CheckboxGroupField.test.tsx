import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { CheckboxGroupField } from './CheckboxGroupField'
import { FormDialog } from './FormDialog'
import { RichTextField } from './RichTextField'
import { useFormController } from './use-form-controller'

const schema = z.object({ tags: z.array(z.string()), notes: z.string() })
type Values = z.infer<typeof schema>
const options = [
  { value: 'high', label: 'High' },
  { value: 'team', label: 'Team' },
  { value: 'low', label: 'Low' },
]

function Harness({ save }: { save: (values: Values) => Promise<Values> }) {
  const [open, setOpen] = useState(true)
  const controller = useFormController<Values, Values>({
    schema,
    defaults: { tags: ['low'], notes: '<p>Old <em>note</em></p>' },
    save,
    onSaved: () => setOpen(false),
  })
  return (
    <FormDialog controller={controller} panel="side" isOpen={open} onOpenChange={setOpen} title="Task">
      <CheckboxGroupField<Values> name="tags" label="Tags" options={options} />
      <RichTextField<Values> name="notes" label="Notes" />
    </FormDialog>
  )
}

describe('CheckboxGroupField and RichTextField in a side-panel FormDialog', () => {
  beforeAll(() => initTestI18n())

  it('keeps the chosen values in option order and the editor HTML', async () => {
    const user = userEvent.setup()
    const save = vi.fn(async (values: Values) => values)
    renderScreen(<Harness save={save} />)
    const dialog = screen.getByRole('dialog', { name: 'Task' })
    expect(within(dialog).getByRole('group', { name: 'Tags' })).toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: 'Low' })).toBeChecked()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Team' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'High' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Low' }))
    const editor = await within(dialog).findByRole('textbox', { name: 'Notes' })
    expect(editor.querySelector('em')?.textContent).toBe('note')
    expect(within(dialog).getByRole('toolbar', { name: 'Formatting of Notes' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0]).toEqual({ tags: ['high', 'team'], notes: '<p>Old <em>note</em></p>' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  }, 20_000)
})
