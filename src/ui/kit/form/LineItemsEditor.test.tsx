import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { parseMoneyInput } from '../../../domain/money'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { FormView } from './FormView'
import { LineItemsEditor } from './LineItemsEditor'
import { MoneyField, TextField } from './fields'
import { MESSAGES, moneyText, requiredText } from './schemas'
import { useFormController } from './use-form-controller'

const line = z.object({ description: requiredText(), amount: moneyText({ positive: true }) })
const schema = z.object({
  lines: z.array(line).check(
    z.minLength(1, MESSAGES.atLeastOneLine),
    z.refine((lines) => lines.reduce((sum, l) => sum + parseMoneyInput(l.amount), 0) <= 100_000, {
      message: 'The lines add up to more than 1,000.00.',
    }),
  ),
})
type Values = z.infer<typeof schema>
type Line = Values['lines'][number]

function LinesForm({
  save,
  lines = [],
  reorder,
}: {
  save: (values: Values) => Promise<unknown>
  lines?: Line[]
  reorder?: boolean
}) {
  const controller = useFormController<Values, unknown>({
    schema,
    defaults: { lines },
    save: (values) => save(values),
  })
  return (
    <FormView controller={controller} title="Invoice" cancelHref="/invoices">
      <LineItemsEditor<Values>
        name="lines"
        legend="Lines"
        newRow={() => ({ description: '', amount: '' })}
        addLabel="Add a line"
        rowLabel={(index) => `Line ${index + 1}`}
        emptyText="No lines yet."
        reorder={reorder}
        renderRow={(index) => (
          <>
            <TextField<Values>
              name={`lines.${index}.description`}
              label={`Description of line ${index + 1}`}
              hideLabel
            />
            <MoneyField<Values>
              name={`lines.${index}.amount`}
              label={`Amount of line ${index + 1}`}
              hideLabel
            />
          </>
        )}
      />
    </FormView>
  )
}

const row = (n: number) => screen.getByRole('listitem', { name: `Line ${n}` })
const rowNames = () => screen.queryAllByRole('listitem').map((item) => item.getAttribute('aria-label'))
const description = (n: number) => screen.getByRole('textbox', { name: `Description of line ${n}` })
const amount = (n: number) => screen.getByRole('textbox', { name: `Amount of line ${n}` })
const saveButton = () => screen.getByRole('button', { name: 'Save' })

function renderLines(lines: Line[] = [], reorder?: boolean) {
  const save = vi.fn(async (_values: Values) => ({}))
  renderScreen(<LinesForm save={save} lines={lines} reorder={reorder} />)
  return save
}

const three: Line[] = [
  { description: 'Towing', amount: '100.00' },
  { description: 'Shipping', amount: '200.00' },
  { description: 'Storage', amount: '30.00' },
]

describe('LineItemsEditor in a form', () => {
  beforeAll(() => initTestI18n())

  it('adds rows whose values reach the form', async () => {
    const save = renderLines()
    expect(screen.getByRole('group', { name: 'Lines' })).toHaveTextContent('No lines yet.')
    await userEvent.click(screen.getByRole('button', { name: 'Add a line' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add a line' }))
    expect(rowNames()).toEqual(['Line 1', 'Line 2'])
    expect(screen.queryByText('No lines yet.')).not.toBeInTheDocument()

    await userEvent.type(description(1), 'Tow')
    await userEvent.type(amount(1), '1,5')
    await userEvent.type(description(2), 'Ship')
    await userEvent.type(amount(2), '30')
    await userEvent.click(saveButton())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save).toHaveBeenCalledWith({
      lines: [
        { description: 'Tow', amount: '1.5' },
        { description: 'Ship', amount: '30' },
      ],
    })
  })

  it('removes a row, and the rows after it move up with their values', async () => {
    const save = renderLines(three)
    await userEvent.click(within(row(1)).getByRole('button', { name: 'Remove Line 1' }))
    expect(rowNames()).toEqual(['Line 1', 'Line 2'])
    expect(description(1)).toHaveValue('Shipping')
    expect(amount(2)).toHaveValue('30.00')
    await userEvent.click(saveButton())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save).toHaveBeenCalledWith({ lines: three.slice(1) })
  })

  it('moves rows up and down, the first not up and the last not down', async () => {
    const save = renderLines(three)
    expect(within(row(1)).getByRole('button', { name: 'Move Line 1 up' })).toBeDisabled()
    expect(within(row(3)).getByRole('button', { name: 'Move Line 3 down' })).toBeDisabled()
    expect(within(row(2)).getByRole('button', { name: 'Move Line 2 up' })).toBeEnabled()

    await userEvent.click(within(row(3)).getByRole('button', { name: 'Move Line 3 up' }))
    expect([1, 2, 3].map((n) => (description(n) as HTMLInputElement).value)).toEqual([
      'Towing',
      'Storage',
      'Shipping',
    ])
    await userEvent.click(within(row(1)).getByRole('button', { name: 'Move Line 1 down' }))
    expect([1, 2, 3].map((n) => (amount(n) as HTMLInputElement).value)).toEqual(['30.00', '100.00', '200.00'])

    await userEvent.click(saveButton())
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save).toHaveBeenCalledWith({ lines: [three[2], three[0], three[1]] })
  })

  it('offers no reordering when the screen says so', () => {
    renderLines(three, false)
    expect(within(row(2)).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument()
    expect(within(row(2)).getByRole('button', { name: 'Remove Line 2' })).toBeInTheDocument()
  })

  it("shows a row's error on that row once its field is left, and every error on submit", async () => {
    const save = renderLines([
      { description: '', amount: '' },
      { description: '', amount: '' },
    ])
    // Nothing is said before a field is touched.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await userEvent.click(description(2))
    await userEvent.tab()
    expect(within(row(2)).getByText('Fill this in.')).toBeInTheDocument()
    expect(description(2)).toHaveAttribute('aria-invalid', 'true')
    expect(description(2)).toHaveAccessibleDescription('Fill this in.')
    expect(within(row(1)).queryByRole('alert')).not.toBeInTheDocument()

    await userEvent.type(description(1), 'Tow')
    await userEvent.type(amount(1), '0')
    await userEvent.click(saveButton())
    expect(await within(row(1)).findByText('Enter an amount above zero.')).toBeInTheDocument()
    expect(within(row(1)).queryByText('Fill this in.')).not.toBeInTheDocument()
    expect(within(row(2)).getByText('Fill this in.')).toBeInTheDocument()
    expect(within(row(2)).getByText('Enter an amount above zero.')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()

    // Fixed, the row's error goes as it is typed.
    await userEvent.type(description(2), 'S')
    expect(within(row(2)).queryByText('Fill this in.')).not.toBeInTheDocument()
  })

  // With the form's `onTouched` mode react-hook-form validates the whole array after every add, remove or move;
  // a field speaks only once touched or after a save (issue 32: errors after a field is touched or on Save).
  it('says nothing on a row just added before its fields are touched', async () => {
    renderLines([three[0]!])
    await userEvent.click(screen.getByRole('button', { name: 'Add a line' }))
    expect(rowNames()).toEqual(['Line 1', 'Line 2'])
    // The validation after the add is asynchronous (promises): let it run out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps an error on its row when the rows are reordered', async () => {
    renderLines([three[0]!, { description: '', amount: '5' }])
    await userEvent.click(saveButton())
    expect(await within(row(2)).findByText('Fill this in.')).toBeInTheDocument()
    await userEvent.click(within(row(2)).getByRole('button', { name: 'Move Line 2 up' }))
    await waitFor(() => expect(within(row(1)).getByText('Fill this in.')).toBeInTheDocument())
    expect(description(1)).toHaveValue('')
    expect(within(row(2)).queryByText('Fill this in.')).not.toBeInTheDocument()
  })

  it('says on submit when there is no row', async () => {
    const save = renderLines()
    await userEvent.click(saveButton())
    const group = screen.getByRole('group', { name: 'Lines' })
    expect(await within(group).findByRole('alert')).toHaveTextContent('Add at least one line.')
    expect(save).not.toHaveBeenCalled()
  })

  it('says on submit what is wrong with the rows together', async () => {
    const save = renderLines([
      { description: 'Towing', amount: '600.00' },
      { description: 'Shipping', amount: '500.00' },
    ])
    await userEvent.click(saveButton())
    const group = screen.getByRole('group', { name: 'Lines' })
    expect(await within(group).findByText('The lines add up to more than 1,000.00.')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
  })
})
