import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { fakeChangeFeed } from '../../../testing/fake-change-feed'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { ChangeNotice } from './ChangeNotice'
import { FormView } from './FormView'
import { TextField } from './fields'
import { useChangeNotice } from './use-change-notice'
import { useFormController } from './use-form-controller'

const schema = z.object({ comment: z.string(), status: z.string() })
type Values = z.infer<typeof schema>

function OrderForm({ server, save }: { server: { values: Values }; save: (v: Values) => Promise<Values> }) {
  const read = async () => ({ ...server.values })
  const controller = useFormController<Values, Values>({
    schema,
    defaults: { comment: '', status: '' },
    load: read,
    loadKey: 'orders/7',
    save,
    draft: false,
  })
  const notice = useChangeNotice({
    controller,
    name: 'orders/7',
    read,
    fields: { status: 'Status', comment: 'Comment' },
  })
  return (
    <FormView controller={controller} title="Order 7" cancelHref="/orders/7/view">
      <ChangeNotice control={notice} />
      <TextField<Values> name="status" label="Status" />
      <TextField<Values> name="comment" label="Comment" />
    </FormView>
  )
}

function setup() {
  const feed = fakeChangeFeed()
  const server = { values: { comment: 'theirs before', status: 'new' } }
  const save = vi.fn(async (values: Values) => (server.values = values))
  renderScreen(<OrderForm server={server} save={save} />, {
    path: '/orders/7/edit',
    ports: { changeFeed: feed.port },
  })
  return { feed, server, save }
}

describe('a form whose record another person saves', () => {
  beforeAll(() => initTestI18n())

  it('says so at once (who, when, which fields) and loads the new values when asked', async () => {
    const { feed, server } = setup()
    const comment = await screen.findByRole('textbox', { name: 'Comment' })
    await userEvent.clear(comment)
    await userEvent.type(comment, 'mine')
    server.values = { comment: 'theirs now', status: 'new' }
    await act(async () => feed.emit({ name: 'orders/7', actor: 'Priya Raman' }))
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(
      /^Priya Raman saved this record at .+ while you were editing it\. Changed: Comment\./,
    )
    // Typing goes on undisturbed until the person chooses.
    expect(comment).toHaveValue('mine')
    await userEvent.click(screen.getByRole('button', { name: 'Load the new values' }))
    expect(await screen.findByRole('textbox', { name: 'Comment' })).toHaveValue('theirs now')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('keeps what was typed when the person keeps editing, and names every field that changed', async () => {
    const { feed, server } = setup()
    const comment = await screen.findByRole('textbox', { name: 'Comment' })
    await userEvent.type(comment, ' and mine')
    server.values = { comment: 'theirs now', status: 'shipped' }
    await act(async () => feed.emit({ name: 'orders/7', kind: 'updated' }))
    expect(screen.getByRole('status')).toHaveTextContent(/Changed: Status and Comment\./)
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(comment).toHaveValue('theirs before and mine')
  })

  it('says nothing of a save that changed none of its fields, nor of other records', async () => {
    const { feed } = setup()
    await screen.findByRole('textbox', { name: 'Comment' })
    await act(async () => {
      feed.emit({ name: 'orders/7' })
      feed.emit({ name: 'orders/8' })
    })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('tells of a delete, offering only to keep editing', async () => {
    const { feed } = setup()
    await screen.findByRole('textbox', { name: 'Comment' })
    await act(async () => feed.emit({ name: 'orders/7', kind: 'deleted', actor: 'Anna Admin' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Anna Admin deleted this record at .+; it can no longer be saved\./,
    )
    expect(screen.queryByRole('button', { name: 'Load the new values' })).not.toBeInTheDocument()
  })
})
