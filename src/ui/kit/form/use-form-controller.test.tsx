import type { ReactElement } from 'react'
import { Toaster } from 'sonner'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import i18next from 'i18next'
import { PortError, type FieldViolation, type PortErrorCode } from '../../../ports/errors'
import type { LocalSettingsPort } from '../../../ports/local-settings-port'
import { session } from '../../session/session'
import { userOf } from '../../../testing/users'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { FieldGrid, FormView } from './FormView'
import { MoneyField, TextField } from './fields'
import { PasswordField } from './PasswordField'
import { moneyText, requiredText } from './schemas'
import { useFormController } from './use-form-controller'

const schema = z.object({ comment: requiredText(), amount: moneyText({ positive: true }) })
type Values = z.infer<typeof schema>

function TestForm({
  save,
}: {
  save: (values: Values, options: { requestId: string }) => Promise<{ id: number }>
}) {
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

/** A create that stays where it is (no `redirectTo`, as a dialog over a list), naming what it created. */
function CreateForm({ save }: { save: (values: Values) => Promise<{ id: number }> }) {
  const controller = useFormController<Values, { id: number }>({
    schema,
    defaults: { comment: '', amount: '' },
    save,
    created: (saved) => ({
      message: `Thing #${saved.id} created.`,
      name: `Thing #${saved.id}`,
      href: `/things/${saved.id}/view`,
    }),
  })
  return (
    <FormView controller={controller} title="New thing" cancelHref="/things">
      <FieldGrid>
        <TextField<Values> name="comment" label="Comment" />
        <MoneyField<Values> name="amount" label="Amount" />
      </FieldGrid>
    </FormView>
  )
}

/** A save the server refuses with one field violation (its message as the mock API words it). */
const refusedWith = (code: PortErrorCode, violation: FieldViolation) =>
  vi.fn(async (): Promise<{ id: number }> => {
    throw new PortError(code, `${violation.field}: ${violation.description}`, [violation])
  })

const lineSchema = z.object({ items: z.array(z.object({ vehicle: z.string() })) })
type LineValues = z.infer<typeof lineSchema>

/** An order-like form with two lines, whose save the test refuses at a line. */
function LinesForm({ save, listName }: { save: () => Promise<{ id: number }>; listName: string }) {
  const controller = useFormController<LineValues, { id: number }>({
    schema: lineSchema,
    defaults: { items: [{ vehicle: 'vehicles/3' }, { vehicle: 'vehicles/17' }] },
    save,
    entity: 'order',
  })
  return (
    <FormView controller={controller} title="Lines" cancelHref="/orders" listNames={{ items: listName }}>
      <TextField<LineValues> name="items.0.vehicle" label="Vehicle of line 1" />
      <TextField<LineValues> name="items.1.vehicle" label="Vehicle of line 2" />
    </FormView>
  )
}

describe('useFormController with FormView', () => {
  beforeAll(() => initTestI18n())

  it('after a create that stays where it is, toasts with Open, which goes to the new record', async () => {
    const save = vi.fn(async () => ({ id: 42 }))
    const { location } = renderScreen(
      <>
        <CreateForm save={save} />
        <Toaster />
      </>,
      { path: '/things' },
    )
    await userEvent.type(screen.getByLabelText('Comment'), 'hello')
    await userEvent.type(screen.getByLabelText('Amount'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Thing #42 created.')).toBeInTheDocument()
    // A click without pointer events: sonner's swipe handling asks jsdom for pointer capture, which it lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Open Thing #42' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/things/42/view'))
  })

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

  it('shows a refusal at the line it names and names that line in the summary', async () => {
    const save = vi.fn(async (): Promise<{ id: number }> => {
      throw new PortError('failed_precondition', 'order.items.1.item_name: vehicles/17 is cancelled', [
        { field: 'order.items.1.vehicle', description: 'vehicles/17 is cancelled' },
      ])
    })
    renderScreen(<LinesForm save={save} listName="Items" />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const alert = await screen.findByText("This cannot be done in the record's current state.")
    expect(within(alert).getByText('Items, line 2: vehicles/17 is cancelled')).toBeInTheDocument()
    expect(screen.getByLabelText('Vehicle of line 2')).toHaveAccessibleDescription('vehicles/17 is cancelled')
  })

  it("words a refusal on its field in the form's language, from the reason and its parameters", async () => {
    const save = refusedWith('invalid_argument', {
      field: 'order.comment',
      description: 'must be at most 2000 characters',
      reason: 'TOO_LONG',
      params: { max: '2000' },
    })
    await i18next.changeLanguage('ru')
    try {
      renderScreen(<TestForm save={save} />)
      await userEvent.type(screen.getByLabelText('Comment'), 'hello')
      await userEvent.type(screen.getByLabelText('Amount'), '10')
      await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
      await waitFor(() =>
        expect(screen.getByLabelText('Comment')).toHaveAccessibleDescription('Длина — не более 2000 симв.'),
      )
      expect(screen.queryByText('must be at most 2000 characters')).not.toBeInTheDocument()
    } finally {
      await i18next.changeLanguage('en')
    }
  })

  it("words a line refusal at its line and in the summary in the form's language", async () => {
    const save = refusedWith('failed_precondition', {
      field: 'order.items.1.vehicle',
      description: 'vehicles/17 is cancelled',
      reason: 'CANCELLED_VEHICLE',
      params: { vehicle: 'vehicles/17' },
    })
    await i18next.changeLanguage('ru')
    try {
      renderScreen(<LinesForm save={save} listName="Позиции" />)
      await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
      const worded = 'Это транспортное средство отменено; выберите другое.'
      expect(await screen.findByText(`Позиции, строка 2: ${worded}`)).toBeInTheDocument()
      expect(screen.getByLabelText('Vehicle of line 2')).toHaveAccessibleDescription(worded)
    } finally {
      await i18next.changeLanguage('en')
    }
  })

  it('names a line in the summary when the part refused has no field of its own', async () => {
    const save = refusedWith('invalid_argument', {
      field: 'order.items.0.amount',
      description: 'must not be negative',
      reason: 'NEGATIVE',
      params: {},
    })
    renderScreen(<LinesForm save={save} listName="Items" />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const alert = await screen.findByText(/Some of the data was not accepted/)
    expect(within(alert).getByText('Items, line 1: This cannot be negative.')).toBeInTheDocument()
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

const cardSchema = z.object({ holder: requiredText(), number: requiredText(), password: requiredText() })
type CardValues = z.infer<typeof cardSchema>

/** A form with a card number and a password beside an ordinary field. */
function CardForm() {
  const controller = useFormController<CardValues, CardValues>({
    schema: cardSchema,
    defaults: { holder: '', number: '', password: '' },
    save: async (values) => values,
  })
  return (
    <FormView controller={controller} title="Card" cancelHref="/cards">
      <TextField<CardValues> name="holder" label="Holder" />
      <TextField<CardValues> name="number" label="Card number" keepOutOfDrafts />
      <PasswordField<CardValues> name="password" label="Password" showLabel="Show" hideLabel="Hide" />
    </FormView>
  )
}

describe('drafts of a form', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => {
    session.userData = null
  })

  /** The form opened as `username` on `path`, over one machine's local settings. */
  function open(
    ui: ReactElement,
    settings: ReturnType<typeof machineSettings>,
    username = 'admin',
    path = '/orders/-/add',
  ) {
    session.userData = userOf(username === 'admin' ? 'admin' : 'client', username)
    return renderScreen(ui, { path, ports: { localSettings: settings } })
  }
  const noSave = () => Promise.resolve({ id: 1 })

  it('keeps what is typed, offers it when the form is opened again (with its time), and restores it', async () => {
    const settings = machineSettings()
    const first = open(<TestForm save={noSave} />, settings)
    await userEvent.type(screen.getByLabelText('Comment'), 'half typed')
    first.unmount() // the tab is closed, the page reloads or the session ends

    open(<TestForm save={noSave} />, settings)
    const prompt = await screen.findByRole('region', { name: /A draft of this form typed on .+ was kept/ })
    expect(within(prompt).getByRole('status')).toHaveTextContent(/\d\d-[A-Z][a-z]{2}-\d\d \d\d:\d\d/)
    expect(screen.getByLabelText('Comment')).toHaveValue('')
    await userEvent.click(within(prompt).getByRole('button', { name: 'Restore draft' }))
    expect(screen.getByLabelText('Comment')).toHaveValue('half typed')
    expect(screen.queryByRole('region', { name: /draft/ })).not.toBeInTheDocument()
  })

  it('writes the draft once typing pauses, without waiting for the form to close', async () => {
    const settings = machineSettings()
    open(<TestForm save={noSave} />, settings)
    await userEvent.type(screen.getByLabelText('Comment'), 'typed')
    await waitFor(() =>
      expect(Object.values(draftsIn(settings))).toEqual([
        expect.objectContaining({ values: expect.objectContaining({ comment: 'typed' }) }),
      ]),
    )
  })

  it('forgets a discarded draft', async () => {
    const settings = machineSettings()
    open(<TestForm save={noSave} />, settings).unmount()
    const first = open(<TestForm save={noSave} />, settings)
    await userEvent.type(screen.getByLabelText('Comment'), 'not wanted')
    first.unmount()
    const second = open(<TestForm save={noSave} />, settings)
    await userEvent.click(await screen.findByRole('button', { name: 'Discard draft' }))
    expect(screen.getByLabelText('Comment')).toHaveValue('')
    second.unmount()
    open(<TestForm save={noSave} />, settings)
    expect(screen.getByLabelText('Comment')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument()
  })

  it('forgets the draft once the form is saved', async () => {
    const settings = machineSettings()
    const save = vi.fn(async () => ({ id: 9 }))
    const first = open(<TestForm save={save} />, settings)
    await userEvent.type(screen.getByLabelText('Comment'), 'saved text')
    await userEvent.type(screen.getByLabelText('Amount'), '5')
    await waitFor(() => expect(Object.keys(draftsIn(settings))).toHaveLength(1))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(first.location.history?.at(-1)).toBe('/orders/9/view'))
    first.unmount()
    expect(Object.values(draftsIn(settings))).toEqual([])
  })

  it('never shows one user the draft of another', async () => {
    const settings = machineSettings()
    const first = open(<TestForm save={noSave} />, settings, 'admin')
    await userEvent.type(screen.getByLabelText('Comment'), 'admin only')
    first.unmount()
    open(<TestForm save={noSave} />, settings, 'client')
    expect(screen.getByLabelText('Comment')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument()
  })

  it('never keeps a password or a card number', async () => {
    const settings = machineSettings()
    const first = open(<CardForm />, settings)
    await userEvent.type(screen.getByLabelText('Holder'), 'Ani')
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242')
    await userEvent.type(screen.getByLabelText('Password'), 'secret')
    first.unmount()
    expect(JSON.stringify(draftsIn(settings))).not.toMatch(/4242|secret/)
    open(<CardForm />, settings)
    await userEvent.click(await screen.findByRole('button', { name: 'Restore draft' }))
    expect(screen.getByLabelText('Holder')).toHaveValue('Ani')
    expect(screen.getByLabelText('Card number')).toHaveValue('')
    expect(screen.getByLabelText('Password')).toHaveValue('')
  })
})

/** One machine's local settings, whose drafts a test can look at. */
function machineSettings() {
  const values = new Map<string, unknown>()
  const port: LocalSettingsPort = {
    read: (key) => values.get(key),
    write: (key, value) => void (value === undefined ? values.delete(key) : values.set(key, value)),
  }
  return Object.assign(port, { values })
}

/** Every draft the settings hold, by key. */
function draftsIn(settings: ReturnType<typeof machineSettings>): Record<string, unknown> {
  return Object.fromEntries([...settings.values].filter(([key]) => key.startsWith('drafts:')))
}
