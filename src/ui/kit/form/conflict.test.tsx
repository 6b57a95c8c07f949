import { useRef } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { PortError } from '../../../ports/errors'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { FormView } from './FormView'
import { SelectField, TextField } from './fields'
import { requiredText } from './schemas'
import { useFormController } from './use-form-controller'

const schema = z.object({ comment: requiredText(), status: requiredText() })
type Values = z.infer<typeof schema>
interface Stored extends Values {
  etag: string
  updatedBy: string
  updateTime: Date
}

const annaSaved = new Date('2026-11-24T10:31:00Z')

/** A server with one record that refuses a save sent with an etag other than its own, as the mock API does. */
function fakeServer() {
  const server = {
    record: {
      comment: 'Original',
      status: 'new',
      etag: '1',
      updatedBy: 'admin',
      updateTime: new Date(0),
    } as Stored,
    /** Someone else saves the record. */
    saveAs(by: string, values: Values) {
      const version = Number(server.record.etag) + 1
      server.record = { ...values, etag: String(version), updatedBy: by, updateTime: annaSaved }
    },
    get: vi.fn(async (): Promise<Stored> => ({ ...server.record })),
    update: vi.fn(async (values: Values, etag: string): Promise<Stored> => {
      if (etag !== server.record.etag)
        throw new PortError('aborted', 'orders/1 was changed by anna', [], {
          conflict: {
            name: 'orders/1',
            updatedBy: server.record.updatedBy,
            updateTime: server.record.updateTime,
            etag: server.record.etag,
          },
        })
      server.saveAs('me', values)
      return { ...server.record }
    }),
  }
  return server
}

/** An edit page as a feature writes one: `load` keeps the record read, and the save sends its etag. */
function EditPage({ server }: { server: ReturnType<typeof fakeServer> }) {
  const read = useRef<Stored>(undefined)
  const controller = useFormController<Values, Stored>({
    schema,
    defaults: { comment: '', status: '' },
    load: async () => {
      read.current = await server.get()
      return { comment: read.current.comment, status: read.current.status }
    },
    loadKey: 'orders/1',
    save: (values) => server.update(values, read.current?.etag ?? ''),
  })
  return (
    <FormView controller={controller} title="Order 1" cancelHref="/orders/1/view">
      <TextField<Values> name="comment" label="Comment" />
      <SelectField<Values>
        name="status"
        label="Status"
        options={[
          { value: 'new', label: 'New' },
          { value: 'urgent', label: 'Urgent' },
        ]}
      />
    </FormView>
  )
}

async function openAndSaveOverAnna(server: ReturnType<typeof fakeServer>) {
  renderScreen(<EditPage server={server} />, { path: '/orders/1/edit' })
  const comment = await screen.findByLabelText('Comment')
  server.saveAs('anna', { comment: "Anna's text", status: 'urgent' })
  await userEvent.clear(comment)
  await userEvent.type(comment, 'My text')
  await userEvent.click(screen.getByRole('button', { name: /Save|Сохранить/ }))
  return screen.findByRole('table')
}

describe('a kit form whose save is refused as stale (decision 0131)', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => i18next.changeLanguage('en'))

  it('keeps what was typed, says who changed the record and when, and shows their values beside the person’s', async () => {
    const server = fakeServer()
    const table = await openAndSaveOverAnna(server)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Not saved: someone else changed this record')
    expect(alert).toHaveTextContent('anna changed it on 24-Nov-26')
    expect(screen.getByLabelText('Comment')).toHaveValue('My text')
    expect(screen.getByLabelText('Status')).toHaveValue('new')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Anna's text", 'My text'],
      ['urgent', 'new'],
    ])
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Comment')
    expect(server.record.comment).toBe("Anna's text")
  })

  it('"Use theirs" takes their value of one field; saving again sends the new etag and goes through', async () => {
    const server = fakeServer()
    await openAndSaveOverAnna(server)
    await userEvent.click(screen.getByRole('button', { name: 'Use theirs for Status' }))
    expect(screen.getByLabelText('Status')).toHaveValue('urgent')
    expect(screen.getAllByRole('row')).toHaveLength(2) // the header and the comment
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(server.record.updatedBy).toBe('me'))
    expect(server.update).toHaveBeenLastCalledWith({ comment: 'My text', status: 'urgent' }, '2')
    expect(server.record).toMatchObject({ comment: 'My text', status: 'urgent' })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('"Load their version" puts all their values in the form', async () => {
    const server = fakeServer()
    await openAndSaveOverAnna(server)
    await userEvent.click(screen.getByRole('button', { name: 'Load their version' }))
    expect(screen.getByLabelText('Comment')).toHaveValue("Anna's text")
    expect(screen.getByLabelText('Status')).toHaveValue('urgent')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('speaks Russian', async () => {
    await i18next.changeLanguage('ru')
    const server = fakeServer()
    await openAndSaveOverAnna(server)
    expect(screen.getByRole('alert')).toHaveTextContent('Не сохранено: запись изменил другой пользователь')
    expect(screen.getByRole('alert')).toHaveTextContent('Её изменил(а) anna')
    await userEvent.click(screen.getByRole('button', { name: 'Взять их значение поля «Comment»' }))
    expect(screen.getByLabelText('Comment')).toHaveValue("Anna's text")
  })
})
