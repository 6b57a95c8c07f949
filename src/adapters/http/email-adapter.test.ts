import { describe, expect, it } from 'vitest'
import { fakeHttp, json } from './test-http'
import { createEmailAdapter } from './email-adapter'

const email = { id: 3, subject: 'Quote', folder: 'inbox' }

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return { fetch, mail: createEmailAdapter(options) }
}

describe('email adapter', () => {
  it('asks for a folder, or for a label without a folder, with the trimmed search', async () => {
    const { fetch, mail } = harness(() => json({ emails: [email], emailsMeta: { inbox: 4, spam: 1 } }))
    await expect(mail.listEmails({ q: '', mailbox: 'inbox' })).resolves.toEqual({
      emails: [email],
      meta: { inbox: 4, spam: 1 },
    })
    await mail.listEmails({ q: ' quote ', mailbox: 'starred' })
    await mail.listEmails({ q: '', mailbox: 'sent', label: 'company' })
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/apps/email/emails?folder=inbox',
      '/apps/email/emails?q=quote&folder=starred',
      '/apps/email/emails?label=company',
    ])
  })

  it('reads a list answer without emails or counts as empty', async () => {
    const { mail } = harness(() => json({}))
    await expect(mail.listEmails({ q: '', mailbox: 'spam' })).resolves.toEqual({
      emails: [],
      meta: { inbox: 0, spam: 0 },
    })
  })

  it('updates and toggles labels with the ids, gets and paginates by id', async () => {
    const { fetch, mail } = harness((path) =>
      path.includes('update') ? json({ emails: [email] }) : json({ ...email, hasNextMail: true }),
    )
    await expect(mail.updateEmails([3, 4], { isRead: true })).resolves.toEqual([email])
    await expect(mail.toggleLabel([3], 'private')).resolves.toEqual([email])
    await mail.getEmail(3)
    await mail.paginateEmail(3, 'previous')
    await mail.paginateEmail(3, 'next')
    const calls = fetch.mock.calls.map(([path, init]) => [init?.method, path, init?.body])
    expect(calls).toEqual([
      [
        'POST',
        '/apps/email/update-emails',
        JSON.stringify({ emailIds: [3, 4], dataToUpdate: { isRead: true } }),
      ],
      ['POST', '/apps/email/update-emails-label', JSON.stringify({ emailIds: [3], label: 'private' })],
      ['GET', '/apps/email/get-email?id=3', undefined],
      ['GET', '/apps/email/paginate-email?dir=previous&emailId=3', undefined],
      ['GET', '/apps/email/paginate-email?dir=next&emailId=3', undefined],
    ])
  })

  it('adds a new email with its fields under `email`, answering the created one', async () => {
    const created = { ...email, id: 41, folder: 'sent' }
    const { fetch, mail } = harness(() => json(created, 201))
    const fields = {
      to: [{ name: 'Clara Mendes', email: 'clara@baltic-shipping.test' }],
      cc: ['accounts@freightdesk.test'],
      bcc: [],
      subject: 'Quote',
      message: '<p>Hi</p>',
      folder: 'sent' as const,
    }
    await expect(mail.addEmail(fields)).resolves.toEqual(created)
    expect(fetch.mock.calls.map(([path, init]) => [init?.method, path, init?.body])).toEqual([
      ['POST', '/apps/email/add-email', JSON.stringify({ email: fields })],
    ])
  })

  it("maps a refused new email (400) to an error with the mock's message", async () => {
    const { mail } = harness(() => json({ message: 'A sent email needs at least one recipient' }, 400))
    await expect(
      mail.addEmail({ to: [], cc: [], bcc: [], subject: '', message: '', folder: 'sent' }),
    ).rejects.toMatchObject({ code: 'invalid_argument' })
  })

  it('maps an unknown email (404) to not_found', async () => {
    const { mail } = harness(() => json({ message: 'Unknown email' }, 404))
    await expect(mail.getEmail(99)).rejects.toMatchObject({ code: 'not_found' })
    await expect(mail.paginateEmail(1, 'previous')).rejects.toMatchObject({ code: 'not_found' })
  })
})
