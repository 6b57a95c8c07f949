import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  applyEmailQuery,
  emailDetail,
  neighbourEmail,
  unreadCounts,
  type Email,
} from '../../../../domain/apps/email'
import type { EmailPort } from '../../../../ports/email-port'
import { PortError } from '../../../../ports/errors'
import { fakePort } from '../../../../testing/fake-port'
import { initTestI18n } from '../../../../testing/i18n'
import { renderScreen } from '../../../../testing/render-screen'
import EmailApp from './EmailApp'

const me = { name: 'Jordan Avery', email: 'jordan@desk.test' }
const mail = (id: number, subject: string, over: Partial<Email> = {}): Email => ({
  id,
  from: { name: 'Clara Mendes', email: 'clara@baltic.test', avatar: 'data:image/svg+xml,c' },
  to: [me],
  subject,
  cc: [],
  bcc: [],
  message: `<p>Body of ${subject}</p>`,
  attachments: [],
  isStarred: false,
  labels: [],
  time: new Date(Date.UTC(2026, 0, 10, 12) - id * 3_600_000).toISOString(),
  replies: [],
  folder: 'inbox',
  isRead: false,
  ...over,
})

/** An e-mail port over an array, answering as the mock does (the domain's rules). */
function memoryEmail(start: Email[]) {
  const emails = start.map((e) => structuredClone(e))
  const find = (id: number) => emails.find((e) => e.id === id)
  const port = fakePort<EmailPort>({
    listEmails: async (query) => ({
      emails: structuredClone(applyEmailQuery(emails, query)),
      meta: unreadCounts(emails),
    }),
    updateEmails: async (ids, change) => {
      const updated = emails.filter((e) => ids.includes(e.id))
      for (const email of updated) Object.assign(email, structuredClone(change))
      return structuredClone(updated)
    },
    toggleLabel: async (ids, label) => {
      const updated = emails.filter((e) => ids.includes(e.id))
      for (const e of updated)
        e.labels = e.labels.includes(label) ? e.labels.filter((l) => l !== label) : [...e.labels, label]
      return structuredClone(updated)
    },
    addEmail: async (fields) => {
      const email = mail(Math.max(0, ...emails.map((e) => e.id)) + 1, fields.subject, {
        ...structuredClone(fields),
        from: { ...me, avatar: '' },
        time: new Date().toISOString(),
        isRead: true,
      })
      emails.push(email)
      return structuredClone(email)
    },
    getEmail: async (id) => {
      const email = find(id)
      if (!email) throw new PortError('not_found', 'Unknown email')
      return structuredClone(emailDetail(emails, email))
    },
    paginateEmail: async (id, dir) => {
      const email = neighbourEmail(emails, id, dir)
      if (!email) throw new PortError('not_found', `No ${dir} email`)
      return structuredClone(emailDetail(emails, email))
    },
  })
  return { emails, port }
}

const list = () => screen.getByRole('list', { name: 'Email list' })
const sidebar = () => screen.getByRole('navigation', { name: 'Mailboxes and labels' })

describe('EmailApp', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => vi.restoreAllMocks())

  it('shows the inbox with its unread count, selects all and marks them read, searches', async () => {
    const user = userEvent.setup()
    const { emails, port } = memoryEmail([
      mail(1, 'Pickup window'),
      mail(2, 'Invoice question', { isRead: true }),
      mail(3, 'New address'),
      mail(4, 'Prize', { folder: 'spam' }),
    ])
    const { location } = renderScreen(<EmailApp />, { path: '/apps/email', ports: { email: port } })
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3))
    expect(within(sidebar()).getByRole('button', { name: 'Inbox, 2 unread' })).toBeInTheDocument()
    expect(within(sidebar()).getByRole('button', { name: 'Spam, 1 unread' })).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }))
    expect(screen.getByRole('checkbox', { name: 'Select New address' })).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Select New address' }))
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty('indeterminate', true)
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }))
    await user.click(screen.getByRole('button', { name: 'Mark selected as read' }))
    await waitFor(() => expect(emails.filter((e) => e.folder === 'inbox').every((e) => e.isRead)).toBe(true))
    await waitFor(() => expect(within(sidebar()).getByRole('button', { name: 'Inbox' })).toBeInTheDocument())
    expect(within(list()).queryByRole('button', { name: /^Unread:/ })).not.toBeInTheDocument()

    await user.click(within(list()).getByRole('button', { name: 'Star Invoice question' }))
    await waitFor(() => expect(emails[1]!.isStarred).toBe(true))

    await user.type(screen.getByRole('searchbox', { name: 'Search emails' }), 'pickup{Enter}')
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1))
    expect(location.history?.at(-1)).toBe('/apps/email?search=pickup')

    await user.click(within(sidebar()).getByRole('button', { name: 'Starred' }))
    expect(location.history?.at(-1)).toBe('/apps/email?search=pickup&folder=starred')
  }, 30_000)

  it('opens an email, reads it, goes to the next and previous ones, moves it to the trash', async () => {
    const user = userEvent.setup()
    const { emails, port } = memoryEmail([
      mail(1, 'Newest', { labels: ['company'] }),
      mail(2, 'Middle', {
        attachments: [{ fileName: 'cmr.pdf', thumbnail: 'data:,', url: 'data:,x', size: '1 MB' }],
        replies: [mail(1002, 'Re: Middle', { from: { ...me, avatar: '' }, isRead: true })],
      }),
      mail(3, 'Oldest'),
    ])
    const paginate = vi.spyOn(port, 'paginateEmail')
    const { location } = renderScreen(<EmailApp />, { path: '/apps/email', ports: { email: port } })
    await user.click(await screen.findByRole('button', { name: 'Unread: Middle, from Clara Mendes' }))
    expect(location.history?.at(-1)).toBe('/apps/email?mail=2')
    expect(await screen.findByRole('heading', { name: 'Middle' })).toBeInTheDocument()
    await waitFor(() => expect(emails[1]!.isRead).toBe(true))
    // The thread: the reply and the email, each with its body; the attachment is a download link.
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.getByText('Body of Re: Middle')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /cmr\.pdf/ })).toHaveAttribute('download', 'cmr.pdf')

    // Next is the older email below it, previous the newer one above (not inverted).
    await user.click(screen.getByRole('button', { name: 'Next email' }))
    expect(await screen.findByRole('heading', { name: 'Oldest' })).toBeInTheDocument()
    expect(paginate).toHaveBeenLastCalledWith(2, 'next')
    expect(screen.getByRole('button', { name: 'Next email' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Previous email' }))
    expect(await screen.findByRole('heading', { name: 'Middle' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous email' }))
    expect(await screen.findByRole('heading', { name: 'Newest' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous email' })).toBeDisabled()
    expect(within(screen.getByRole('region', { name: 'Emails' })).getByText('Company')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(emails[0]!.folder).toBe('trash'))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/apps/email'))
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2))
  }, 30_000)

  it('renders a hostile body without running it', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const { port } = memoryEmail([
      mail(1, 'Hostile', {
        message:
          '<p>Hi</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
      }),
    ])
    renderScreen(<EmailApp />, { path: '/apps/email?mail=1', ports: { email: port } })
    const body = (await screen.findByText('Hi')).closest('div')!
    expect(body.innerHTML).not.toMatch(/onerror|<script|javascript:/)
    // The preview in the list is text, never HTML.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(alert).not.toHaveBeenCalled()
  })

  it('edits a draft and sends it into Sent; sending needs a recipient', async () => {
    const user = userEvent.setup()
    const { emails, port } = memoryEmail([
      mail(5, 'Quote draft', {
        folder: 'draft',
        from: { ...me, avatar: '' },
        to: [{ name: 'Clara Mendes', email: 'clara@baltic.test' }],
        isRead: true,
      }),
    ])
    renderScreen(<EmailApp />, { path: '/apps/email?folder=draft&mail=5', ports: { email: port } })
    await user.click(await screen.findByRole('button', { name: 'Edit draft' }))
    const dialog = await screen.findByRole('dialog', { name: 'Compose' })
    const to = within(dialog).getByRole('textbox', { name: 'To' })
    expect(to).toHaveValue('Clara Mendes <clara@baltic.test>')
    await user.clear(to)
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Add at least one recipient to send.')).toBeInTheDocument()
    await user.type(to, 'clara@baltic.test, nope')
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
    expect(await within(dialog).findByText('Enter e-mail addresses separated by commas.')).toBeInTheDocument()
    await user.clear(to)
    await user.type(to, 'clara@baltic.test')
    await user.type(within(dialog).getByRole('textbox', { name: 'Cc' }), 'accounts@desk.test')
    await user.clear(within(dialog).getByRole('textbox', { name: 'Subject' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Quote for 14 pallets')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(emails[0]!.folder).toBe('sent'))
    expect(emails[0]).toMatchObject({
      subject: 'Quote for 14 pallets',
      to: [{ name: 'Clara Mendes', email: 'clara@baltic.test' }],
      cc: ['accounts@desk.test'],
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('No emails here.')).toBeInTheDocument()
    await user.click(within(sidebar()).getByRole('button', { name: 'Sent' }))
    expect(
      await within(list()).findByRole('button', { name: 'Quote for 14 pallets, to Clara Mendes' }),
    ).toBeInTheDocument()
  }, 30_000)

  it('composes a new email from the sidebar: sends it into Sent, saves another into Draft', async () => {
    const user = userEvent.setup()
    const { emails, port } = memoryEmail([mail(1, 'Pickup window')])
    renderScreen(<EmailApp />, { path: '/apps/email', ports: { email: port } })
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1))
    await user.click(within(sidebar()).getByRole('button', { name: 'Compose' }))
    let dialog = await screen.findByRole('dialog', { name: 'Compose' })
    for (const name of ['To', 'Cc', 'Bcc', 'Subject'])
      expect(within(dialog).getByRole('textbox', { name })).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Add at least one recipient to send.')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'Noah Fischer <noah@fischer.test>')
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Steel coils')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(emails).toHaveLength(2)
    expect(emails[1]).toMatchObject({
      id: 2,
      folder: 'sent',
      subject: 'Steel coils',
      to: [{ name: 'Noah Fischer', email: 'noah@fischer.test' }],
    })

    await user.click(within(sidebar()).getByRole('button', { name: 'Compose' }))
    dialog = await screen.findByRole('dialog', { name: 'Compose' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Half-written')
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(emails[2]).toMatchObject({ id: 3, folder: 'draft', subject: 'Half-written', to: [] })
    await user.click(within(sidebar()).getByRole('button', { name: 'Draft' }))
    expect(await within(list()).findByRole('button', { name: /^Half-written, to/ })).toBeInTheDocument()
    await user.click(within(sidebar()).getByRole('button', { name: 'Sent' }))
    expect(
      await within(list()).findByRole('button', { name: 'Steel coils, to Noah Fischer' }),
    ).toBeInTheDocument()
  }, 30_000)
})
