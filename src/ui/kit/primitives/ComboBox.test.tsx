import '@abraham/reflection'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { initTestI18n } from '../../../testing/i18n'
import { FieldGrid, FormView } from '../form/FormView'
import { ReferenceField } from '../form/fields'
import { requiredText } from '../form/schemas'
import { useFormController } from '../form/use-form-controller'
import { renderScreen } from '../../../testing/render-screen'
import { ReferenceSelect, type ReferenceOption } from './ComboBox'
import type { TakeOver } from '../on-demand'

/**
 * A person chooses a record with the pointer, looks at the choice for a moment (long past the search's
 * debounce), then moves on. The picker's searches stand in for the server's: they match a code or a name, so
 * the whole label ("C1002 · Black Sea Cargo") matches nothing, as ListCustomers' search does.
 */
const CUSTOMERS = [
  { id: 'customers/C1001', code: 'C1001', name: 'Ararat Motors' },
  { id: 'customers/C1002', code: 'C1002', name: 'Black Sea Cargo' },
]
const label = (c: (typeof CUSTOMERS)[number]) => `${c.code} · ${c.name}`
const customerOptions = vi.fn(async (text: string): Promise<ReferenceOption[]> => {
  const needle = text.trim().toLowerCase()
  return CUSTOMERS.filter(
    (c) => !needle || c.code.toLowerCase().includes(needle) || c.name.toLowerCase().includes(needle),
  ).map((c) => ({ id: c.id, label: label(c) }))
})
const customerLabel = async (name: string) => label(CUSTOMERS.find((c) => c.id === name)!)

/** Half a second and more: the time a person looks at what they chose, far past the search's debounce. */
const pauseLikeAPerson = () => act(() => vi.advanceTimersByTimeAsync(600))

const schema = z.object({ customerName: requiredText(), comment: z.string() })
type Values = z.infer<typeof schema>

function OrderLikeForm({
  save,
  customerName = '',
}: {
  save: (values: Values) => Promise<{ id: number }>
  customerName?: string
}) {
  const controller = useFormController<Values, { id: number }>({
    schema,
    defaults: { customerName, comment: '' },
    save: (values) => save(values),
    entity: 'order',
    redirectTo: (saved) => `/orders/${saved.id}/view`,
  })
  return (
    <FormView controller={controller} title="New order" cancelHref="/orders">
      <FieldGrid>
        <ReferenceField<Values>
          name="customerName"
          label="Customer"
          required
          loadOptions={customerOptions}
          labelOf={customerLabel}
        />
        <label>
          Comment
          <input name="comment" />
        </label>
      </FieldGrid>
    </FormView>
  )
}

describe('ReferenceSelect keeps what a person chose', () => {
  beforeAll(() => initTestI18n())
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    customerOptions.mockClear()
  })
  afterEach(() => vi.useRealTimers())
  const person = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })

  it('keeps a customer chosen with the pointer after a pause and a Tab, and saves it', async () => {
    const user = person()
    const save = vi.fn(async () => ({ id: 7 }))
    renderScreen(<OrderLikeForm save={save} />, { path: '/orders/-/add' })
    const picker = screen.getByRole('combobox', { name: 'Customer' })
    await user.click(picker)
    await user.click(await screen.findByRole('option', { name: 'C1002 · Black Sea Cargo' }))
    await pauseLikeAPerson()
    await user.tab()
    await pauseLikeAPerson()
    expect(picker).toHaveValue('C1002 · Black Sea Cargo')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ customerName: 'customers/C1002' })),
    )
    expect(screen.queryByText('Fill this in.')).toBeNull()
  })

  it('keeps a customer chosen with the keyboard after a pause and a Tab', async () => {
    const user = person()
    const save = vi.fn(async () => ({ id: 7 }))
    renderScreen(<OrderLikeForm save={save} />, { path: '/orders/-/add' })
    const picker = screen.getByRole('combobox', { name: 'Customer' })
    await user.click(picker)
    await user.type(picker, 'black')
    await pauseLikeAPerson()
    await screen.findByRole('option', { name: 'C1002 · Black Sea Cargo' })
    expect(screen.queryByRole('option', { name: 'C1001 · Ararat Motors' })).toBeNull()
    await user.keyboard('{ArrowDown}{Enter}')
    await pauseLikeAPerson()
    await user.tab()
    await pauseLikeAPerson()
    expect(picker).toHaveValue('C1002 · Black Sea Cargo')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ customerName: 'customers/C1002' })),
    )
  })

  it('searches what a person types, never the chosen label', async () => {
    const user = person()
    renderScreen(<OrderLikeForm save={vi.fn(async () => ({ id: 7 }))} />, { path: '/orders/-/add' })
    const picker = screen.getByRole('combobox', { name: 'Customer' })
    await user.click(picker)
    await user.click(await screen.findByRole('option', { name: 'C1002 · Black Sea Cargo' }))
    await pauseLikeAPerson()
    await user.tab()
    await pauseLikeAPerson()
    expect(customerOptions.mock.calls.map(([text]) => text)).not.toContain('C1002 · Black Sea Cargo')
  })

  it('puts the chosen label back when a person types something and leaves without choosing', async () => {
    const user = person()
    const save = vi.fn(async () => ({ id: 7 }))
    renderScreen(<OrderLikeForm save={save} customerName="customers/C1001" />, { path: '/orders/1/edit' })
    const picker = screen.getByRole('combobox', { name: 'Customer' })
    await waitFor(() => expect(picker).toHaveValue('C1001 · Ararat Motors'))
    await user.click(picker)
    await user.keyboard('{Control>}a{/Control}nothing like it')
    await pauseLikeAPerson()
    await user.tab()
    await pauseLikeAPerson()
    expect(picker).toHaveValue('C1001 · Ararat Motors')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ customerName: 'customers/C1001' })),
    )
  })

  it('clears the choice when a person empties the box, and Save asks for it', async () => {
    const user = person()
    const save = vi.fn(async () => ({ id: 7 }))
    renderScreen(<OrderLikeForm save={save} customerName="customers/C1001" />, { path: '/orders/1/edit' })
    const picker = screen.getByRole('combobox', { name: 'Customer' })
    await waitFor(() => expect(picker).toHaveValue('C1001 · Ararat Motors'))
    await user.clear(picker)
    await pauseLikeAPerson()
    await user.tab()
    expect(picker).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Fill this in.')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
  })
})

/** A list filter's picker; `takeOver` is what was done to its stand-in before its code came. */
const filterPicker = (takeOver?: TakeOver) => (
  <ReferenceSelect
    label="Customer"
    value=""
    onChange={vi.fn()}
    loadOptions={customerOptions}
    firstPage="needed"
    takeOver={takeOver}
  />
)

describe('ReferenceSelect asks for its first page when it is needed', () => {
  beforeAll(() => initTestI18n())
  beforeEach(() => {
    customerOptions.mockClear()
  })

  it('asks nothing as it shows, and the first page when a person comes to the box', async () => {
    const user = userEvent.setup()
    renderScreen(filterPicker(), { path: '/orders' })
    const picker = screen.getByRole('combobox', { name: 'Customer' })
    // A list's first rows go first: its filter's page is not asked for as the list renders.
    expect(customerOptions).not.toHaveBeenCalled()
    await user.click(picker)
    expect(customerOptions).toHaveBeenCalledWith('')
    expect(await screen.findByRole('option', { name: 'C1001 · Ararat Motors' })).toBeVisible()
  })

  it('asks for the first page once the browser is idle, so that it is there when the box is opened', async () => {
    renderScreen(filterPicker(), { path: '/orders' })
    await waitFor(() => expect(customerOptions).toHaveBeenCalledWith(''))
  })

  it('asks at once in a form, whose picker a person opens as soon as it shows', () => {
    renderScreen(<OrderLikeForm save={vi.fn(async () => ({ id: 7 }))} />, { path: '/orders/-/add' })
    expect(customerOptions).toHaveBeenCalledWith('')
  })
})

describe('ReferenceSelect takes over from the stand-in a filter bar shows until its code has come', () => {
  beforeAll(() => initTestI18n())
  beforeEach(() => {
    customerOptions.mockClear()
  })
  it('keeps the focus and the text typed into the stand-in, and searches that text', async () => {
    renderScreen(filterPicker({ focus: true, open: false, text: 'Black' }), { path: '/orders' })
    const box = screen.getByRole('combobox', { name: 'Customer' })
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveValue('Black')
    expect((box as HTMLInputElement).selectionStart).toBe('Black'.length)
    await waitFor(() => expect(customerOptions).toHaveBeenCalledWith('Black'))
    expect(await screen.findByRole('option', { name: 'C1002 · Black Sea Cargo' })).toBeVisible()
  })

  it('opens its list when the stand-in was pressed', async () => {
    renderScreen(filterPicker({ focus: false, open: true, text: '' }), { path: '/orders' })
    expect(await screen.findByRole('option', { name: 'C1001 · Ararat Motors' })).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveFocus()
  })
})
