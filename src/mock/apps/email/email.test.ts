import { describe, expect, it } from 'vitest'
import { mockEachTest } from '../../../testing/in-browser-mock'
import { emailApp } from '.'
import type { Email } from './data'

type Listing = { emails: Email[]; emailsMeta: { inbox: number; spam: number } }
type Detail = Email & { hasPreviousMail: boolean; hasNextMail: boolean }

mockEachTest(emailApp)

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(path, init)
  return { status: response.status, body: (await response.json()) as T }
}
const post = <T>(path: string, body: unknown) =>
  call<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  })
const list = async (query = '') => (await call<Listing>(`/apps/email/emails${query}`)).body
const allEmails = async () =>
  (await Promise.all(['inbox', 'spam', 'trash', 'draft', 'sent'].map((f) => list(`?folder=${f}`)))).flatMap(
    (l) => l.emails,
  )

describe('email mock', () => {
  it('lists the inbox by default, newest first, with full email fields', async () => {
    const { emails } = await list()
    expect(emails.length).toBeGreaterThan(5)
    expect(emails.every((e) => e.folder === 'inbox')).toBe(true)
    const times = emails.map((e) => Date.parse(e.time))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const [first] = emails
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'id',
        'from',
        'to',
        'subject',
        'cc',
        'bcc',
        'message',
        'attachments',
        'isStarred',
        'labels',
        'time',
        'replies',
        'folder',
        'isRead',
      ].sort(),
    )
    expect(first?.message).toMatch(/^<p>/)
    expect(emails.some((e) => e.attachments.length > 0)).toBe(true)
    expect(emails.some((e) => e.replies.length > 0)).toBe(true)
  })

  it('lists each folder', async () => {
    for (const folder of ['inbox', 'spam', 'trash', 'draft', 'sent']) {
      const { emails } = await list(`?folder=${folder}`)
      expect(emails.length).toBeGreaterThan(0)
      expect(emails.every((e) => e.folder === folder)).toBe(true)
    }
  })

  it('filters by label outside the trash and by search text', async () => {
    for (const label of ['private', 'company', 'important', 'personal']) {
      const { emails } = await list(`?label=${label}`)
      expect(emails.length).toBeGreaterThan(0)
      expect(
        emails.every((e) => e.labels.includes(label as Email['labels'][number]) && e.folder !== 'trash'),
      ).toBe(true)
    }
    const { emails } = await list('?q=INVOICE')
    expect(emails.length).toBeGreaterThan(0)
    expect(emails.every((e) => e.subject.toLowerCase().includes('invoice'))).toBe(true)
  })

  it('counts unread inbox and spam emails, excluding read and trashed ones', async () => {
    const everything = await allEmails()
    const unread = (folder: string) => everything.filter((e) => e.folder === folder && !e.isRead).length
    const { emailsMeta } = await list()
    expect(emailsMeta).toEqual({ inbox: unread('inbox'), spam: unread('spam') })
    expect(emailsMeta.inbox).toBeGreaterThan(1)
    expect(emailsMeta.spam).toBeGreaterThan(0)

    const unreadInbox = everything.filter((e) => e.folder === 'inbox' && !e.isRead)
    await post('/apps/email/update-emails', {
      emailIds: [unreadInbox[0]?.id],
      dataToUpdate: { isRead: true },
    })
    await post('/apps/email/update-emails', {
      emailIds: [unreadInbox[1]?.id],
      dataToUpdate: { folder: 'trash' },
    })
    const spam = everything.find((e) => e.folder === 'spam' && !e.isRead)
    await post('/apps/email/update-emails', { emailIds: [spam?.id], dataToUpdate: { isRead: true } })
    expect((await list()).emailsMeta).toEqual({ inbox: emailsMeta.inbox - 2, spam: emailsMeta.spam - 1 })
  })

  it('merges arbitrary fields into the chosen emails (folder moves)', async () => {
    const { emails } = await list()
    const ids = emails.slice(0, 2).map((e) => e.id)
    const { status, body } = await post<{ emails: Email[] }>('/apps/email/update-emails', {
      emailIds: ids,
      dataToUpdate: { folder: 'spam', isStarred: true },
    })
    expect(status).toBe(200)
    expect(body.emails.map((e) => [e.id, e.folder, e.isStarred])).toEqual(ids.map((id) => [id, 'spam', true]))
    expect((await list()).emails.map((e) => e.id)).not.toContain(ids[0])
    expect((await list('?folder=spam')).emails.map((e) => e.id)).toEqual(expect.arrayContaining(ids))
    expect(
      (await post('/apps/email/update-emails', { emailIds: ids, dataToUpdate: { folder: 'attic' } })).status,
    ).toBe(400)
  })

  it('toggles a label per email', async () => {
    const { emails } = await list()
    const withLabel = emails.find((e) => e.labels.includes('company')) as Email
    const without = emails.find((e) => !e.labels.includes('company')) as Email
    const { status, body } = await post<{ emails: Email[] }>('/apps/email/update-emails-label', {
      emailIds: [withLabel.id, without.id],
      label: 'company',
    })
    expect(status).toBe(200)
    const byId = new Map(body.emails.map((e) => [e.id, e.labels]))
    expect(byId.get(withLabel.id)).not.toContain('company')
    expect(byId.get(without.id)).toContain('company')
    await post('/apps/email/update-emails-label', { emailIds: [without.id], label: 'company' })
    const again = await call<Email>(`/apps/email/get-email?id=${without.id}`)
    expect(again.body.labels).toEqual(without.labels)
    expect((await post('/apps/email/update-emails-label', { emailIds: [1], label: 'secret' })).status).toBe(
      400,
    )
  })

  it('answers one email with its neighbour flags, and 404 for an unknown one', async () => {
    const { emails } = await list('?folder=sent')
    const first = await call<Detail>(`/apps/email/get-email?id=${emails[0]?.id}`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ id: emails[0]?.id, hasPreviousMail: false, hasNextMail: true })
    const last = await call<Detail>(`/apps/email/get-email?id=${emails.at(-1)?.id}`)
    expect(last.body).toMatchObject({ hasPreviousMail: true, hasNextMail: false })
    expect((await call('/apps/email/get-email?id=9999')).status).toBe(404)
  })

  it('paginates within the folder, with 404 for an unknown email or a missing neighbour', async () => {
    const { emails } = await list()
    const next = await call<Detail>(`/apps/email/paginate-email?dir=next&emailId=${emails[0]?.id}`)
    expect(next.status).toBe(200)
    expect(next.body).toMatchObject({ id: emails[1]?.id, folder: 'inbox', hasPreviousMail: true })
    const previous = await call<Detail>(`/apps/email/paginate-email?dir=previous&emailId=${emails[1]?.id}`)
    expect(previous.body.id).toBe(emails[0]?.id)
    expect((await call(`/apps/email/paginate-email?dir=previous&emailId=${emails[0]?.id}`)).status).toBe(404)
    expect((await call(`/apps/email/paginate-email?dir=next&emailId=${emails.at(-1)?.id}`)).status).toBe(404)
    expect((await call('/apps/email/paginate-email?dir=next&emailId=9999')).status).toBe(404)
    expect((await call(`/apps/email/paginate-email?dir=sideways&emailId=${emails[0]?.id}`)).status).toBe(400)
  })
  it('adds a new email into Sent or Draft from the signed-in sender, with the next id', async () => {
    const before = await allEmails()
    const lastId = Math.max(...before.map((e) => e.id))
    const sent = await post<Email>('/apps/email/add-email', {
      email: {
        to: [{ name: 'Clara Mendes', email: 'clara@baltic-shipping.test' }],
        cc: ['accounts@freightdesk.test'],
        bcc: [],
        subject: '  Reefer slot  ',
        message: '<p>Tuesday</p>',
        folder: 'sent',
      },
    })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      id: lastId + 1,
      from: { name: 'Jordan Avery', email: 'jordan.avery@freightdesk.test' },
      to: [{ name: 'Clara Mendes', email: 'clara@baltic-shipping.test' }],
      cc: ['accounts@freightdesk.test'],
      bcc: [],
      subject: 'Reefer slot',
      message: '<p>Tuesday</p>',
      folder: 'sent',
      isRead: true,
      isStarred: false,
      labels: [],
      attachments: [],
      replies: [],
    })
    expect(Date.now() - Date.parse(sent.body.time)).toBeLessThan(60_000)
    expect((await list('?folder=sent')).emails[0]?.id).toBe(lastId + 1)
    expect((await list('?folder=sent&q=reefer')).emails.map((e) => e.id)).toEqual([lastId + 1])

    const draft = await post<Email>('/apps/email/add-email', {
      email: { to: [], cc: [], bcc: [], subject: 'Note', message: '', folder: 'draft' },
    })
    expect(draft.status).toBe(201)
    expect(draft.body).toMatchObject({ id: lastId + 2, folder: 'draft', to: [] })
    expect((await list('?folder=draft')).emails.map((e) => e.id)).toContain(lastId + 2)
    expect((await call<Detail>(`/apps/email/get-email?id=${lastId + 2}`)).body.subject).toBe('Note')
  })

  it('refuses a new email without a folder, with a bad address, or sent to nobody', async () => {
    const add = (email: unknown) => post<{ message: string }>('/apps/email/add-email', { email })
    const sentToNobody = await add({ to: [], cc: [], bcc: [], subject: 'x', message: '', folder: 'sent' })
    expect(sentToNobody).toEqual({
      status: 400,
      body: { message: 'A sent email needs at least one recipient' },
    })
    expect((await add({ to: [], subject: 'x', message: '', folder: 'inbox' })).status).toBe(400)
    expect((await add({ to: ['not an address'], folder: 'draft' })).status).toBe(400)
    expect((await add({ to: 'clara@baltic-shipping.test', folder: 'sent' })).status).toBe(400)
    expect((await add({ to: [], subject: 5, folder: 'draft' })).status).toBe(400)
    expect((await post('/apps/email/add-email', {})).status).toBe(400)
    const count = (await allEmails()).length
    expect((await add({ to: ['clara@baltic-shipping.test'], folder: 'sent' })).status).toBe(201)
    expect((await allEmails()).length).toBe(count + 1)
  })
})
