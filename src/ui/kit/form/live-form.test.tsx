import { useRef } from 'react'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { PortError } from '../../../ports/errors'
import { fakeChangeFeed } from '../../../testing/fake-change-feed'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { FormView } from './FormView'
import { TextField } from './fields'
import { useFormController } from './use-form-controller'

const changedAt = new Date('2026-11-26T10:30:00Z')
const schema = z.object({ comment: z.string(), status: z.string() })
type Values = z.infer<typeof schema>

/** A server with one order: a read gives its values and etag; a save with another etag is refused. */
function fakeServer() {
  const server = {
    values: { comment: 'theirs before', status: 'new' } as Values,
    etag: '1',
    /** Someone else saves the order. */
    saveAs(values: Values) {
      server.values = values
      server.etag = String(Number(server.etag) + 1)
    },
    update: vi.fn(async (values: Values, etag: string) => {
      if (etag !== server.etag)
        throw new PortError('aborted', 'orders/7 was changed', [], {
          conflict: { name: 'orders/7', updatedBy: 'priya', updateTime: changedAt, etag: server.etag },
        })
      server.saveAs(values)
      return values
    }),
    /** The reads that keep the record (and its etag) for the next save. */
    kept: 0,
  }
  return server
}

/** An edit page as a feature writes one: it names the record it edits, and nothing more about the feed. */
function OrderForm({
  server,
  record = 'orders/7',
}: {
  server: ReturnType<typeof fakeServer>
  record?: string
}) {
  const etag = useRef('')
  const controller = useFormController<Values, Values>({
    schema,
    defaults: { comment: '', status: '' },
    load: async () => {
      server.kept += 1
      etag.current = server.etag
      return { ...server.values }
    },
    loadKey: 'orders/7',
    record: record ? { name: record, read: async () => ({ ...server.values }) } : undefined,
    save: (values) => server.update(values, etag.current),
    draft: false,
  })
  return (
    <FormView controller={controller} title="Order 7" cancelHref="/orders/7/view">
      <TextField<Values> name="status" label="Status" />
      <TextField<Values> name="comment" label="Comment" />
    </FormView>
  )
}

function setup(record?: string) {
  const feed = fakeChangeFeed()
  const server = fakeServer()
  renderScreen(<OrderForm server={server} record={record} />, {
    path: '/orders/7/edit',
    ports: { changeFeed: feed.port },
  })
  return { feed, server }
}

/** The notice's summary, in the polite live region the form keeps (not an alert: nothing was refused). */
const told = async (text: RegExp) => {
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  return screen.getByRole('status')
}

describe('a kit form whose record another person saves (the change feed, decision 0190)', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => i18next.changeLanguage('en'))

  it('follows only the record it names, and only while it is shown', async () => {
    const feed = fakeChangeFeed()
    const { unmount } = renderScreen(<OrderForm server={fakeServer()} />, {
      ports: { changeFeed: feed.port },
    })
    await screen.findByRole('textbox', { name: 'Comment' })
    expect(feed.followed()).toEqual(['orders'])
    unmount()
    expect(feed.followed()).toEqual([])
    // A new record (no name) is followed by nobody.
    renderScreen(<OrderForm server={fakeServer()} record="" />, { ports: { changeFeed: feed.port } })
    await screen.findByRole('textbox', { name: 'Comment' })
    expect(feed.followed()).toEqual([])
  })

  it('says so at once (who, when, which fields), shows their values beside the person’s, and loads them when asked', async () => {
    const { feed, server } = setup()
    const comment = await screen.findByRole('textbox', { name: 'Comment' })
    await userEvent.clear(comment)
    await userEvent.type(comment, 'mine')
    server.saveAs({ comment: 'theirs now', status: 'new' })
    await act(async () => feed.emit({ name: 'orders/7', actor: 'Priya Raman' }))
    const status = await told(
      /^Someone else has just changed this record\s*Priya Raman saved this record at 26-Nov-26 \d\d:\d\d while you were editing it\. Changed: Comment\./,
    )
    expect(within(status).getByRole('time')).toHaveAttribute('datetime', '2026-11-26T10:30:00.000Z')
    // The same panel as after a refused save: a region named by its title, each field that differs with both values.
    const panel = screen.getByRole('region', { name: 'Someone else has just changed this record' })
    const row = within(panel).getByRole('row', { name: /^Comment/ })
    const cells = within(row).getAllByRole('cell')
    expect(cells.slice(0, 2).map((cell) => cell.textContent)).toEqual(['theirs now', 'mine'])
    expect(within(row).getByRole('button', { name: 'Use theirs for Comment' })).toBeInTheDocument()
    // Typing goes on undisturbed until the person chooses.
    expect(comment).toHaveValue('mine')
    expect(server.kept).toBe(1) // the notice's read keeps nothing: a save still sends the version first loaded
    await userEvent.click(within(status).getByRole('button', { name: 'Load the new values' }))
    expect(comment).toHaveValue('theirs now')
    await waitFor(() => expect(server.kept).toBe(2))
    expect(screen.queryByRole('region', { name: /changed this record/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('keeps what was typed when the person keeps editing and names every field changed meanwhile; the save is then refused, shown, and goes through the second time', async () => {
    const { feed, server } = setup()
    const comment = await screen.findByRole('textbox', { name: 'Comment' })
    await userEvent.type(comment, ' and mine')
    server.saveAs({ comment: 'theirs now', status: 'new' })
    await act(async () => feed.emit({ name: 'orders/7' }))
    await told(/Changed: Comment\./)
    server.saveAs({ comment: 'theirs now', status: 'shipped' })
    await act(async () => feed.emit({ name: 'orders/7' }))
    await told(/Changed: Comment and Status\./)
    await userEvent.click(screen.getByRole('button', { name: 'Use theirs for Status' }))
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue('shipped')
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(comment).toHaveValue('theirs before and mine')
    // A notice changes nothing a save sends: the server refuses the version the form started from (issue 29's
    // two clerks: the order keeps the other's text), and the same panel says so, now as an alert.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const refusal = await screen.findByRole('region', { name: 'Not saved: someone else changed this record' })
    expect(within(refusal).getByRole('alert')).toHaveTextContent('priya changed it on 26-Nov-26')
    expect(within(refusal).getByRole('alert')).toHaveTextContent('Changed: Comment and Status.')
    expect(server.values).toEqual({ comment: 'theirs now', status: 'shipped' })
    expect(comment).toHaveValue('theirs before and mine')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(server.values).toEqual({ comment: 'theirs before and mine', status: 'shipped' }),
    )
    expect(server.update).toHaveBeenLastCalledWith(
      { comment: 'theirs before and mine', status: 'shipped' },
      '3',
    )
  })

  it('says nothing of a save that changed none of its fields, nor of other records', async () => {
    const { feed } = setup()
    await screen.findByRole('textbox', { name: 'Comment' })
    await act(async () => {
      feed.emit({ name: 'orders/7' })
      feed.emit({ name: 'orders/8', kind: 'deleted' })
    })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('tells of a delete, offering only to keep editing', async () => {
    const { feed } = setup()
    await screen.findByRole('textbox', { name: 'Comment' })
    await act(async () => feed.emit({ name: 'orders/7', kind: 'deleted', actor: 'Anna Admin' }))
    const status = await told(
      /^Someone else has deleted this record\s*Anna Admin deleted this record at .+; it can no longer be saved\./,
    )
    expect(
      within(status)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Keep editing'])
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('speaks Russian', async () => {
    await i18next.changeLanguage('ru')
    const { feed, server } = setup()
    await screen.findByRole('textbox', { name: 'Comment' })
    server.saveAs({ comment: 'theirs now', status: 'new' })
    await act(async () => feed.emit({ name: 'orders/7', actor: 'Анна' }))
    const status = await told(/Пользователь Анна сохранил эту запись в .+, пока вы её редактировали\./)
    expect(status).toHaveTextContent('Изменено: Comment.')
    expect(within(status).getByRole('button', { name: 'Продолжить редактирование' })).toBeInTheDocument()
  })
})
