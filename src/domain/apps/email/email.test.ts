import { describe, expect, it } from 'vitest'
import {
  addressEntries,
  applyEmailQuery,
  emailDetail,
  emailThread,
  formatAddressList,
  invalidAddresses,
  neighbourEmail,
  parseAddress,
  parseAddressList,
  previewText,
  replySubject,
  replyTo,
  selectionState,
  toggleAll,
  unreadCounts,
  type Email,
} from './email'

const mail = (id: number, over: Partial<Email> = {}): Email => ({
  id,
  from: { name: 'Clara Mendes', email: 'clara@baltic.test', avatar: '' },
  to: [{ name: 'Jordan Avery', email: 'jordan@desk.test' }],
  subject: `Subject ${id}`,
  cc: [],
  bcc: [],
  message: '<p>Hi</p>',
  attachments: [],
  isStarred: false,
  labels: [],
  time: new Date(Date.UTC(2026, 0, 1, 12, 0) - id * 60_000).toISOString(),
  replies: [],
  folder: 'inbox',
  isRead: false,
  ...over,
})

describe('email query', () => {
  const emails = [
    mail(1),
    mail(2, { folder: 'spam', isStarred: true }),
    mail(3, { isStarred: true, labels: ['company'] }),
    mail(4, { folder: 'trash', isStarred: true, labels: ['company'] }),
    mail(5, { folder: 'sent', labels: ['company'], subject: 'Quote for pallets' }),
  ]
  const ids = (list: Email[]) => list.map((e) => e.id)

  it('shows a folder newest first', () => {
    expect(ids(applyEmailQuery(emails, { q: '', mailbox: 'inbox' }))).toEqual([1, 3])
    expect(ids(applyEmailQuery(emails, { q: '', mailbox: 'trash' }))).toEqual([4])
  })

  it('shows starred and label views outside the trash, across folders', () => {
    expect(ids(applyEmailQuery(emails, { q: '', mailbox: 'starred' }))).toEqual([2, 3])
    expect(ids(applyEmailQuery(emails, { q: '', mailbox: 'inbox', label: 'company' }))).toEqual([3, 5])
  })

  it('searches subject and sender, ignoring case', () => {
    expect(ids(applyEmailQuery(emails, { q: ' PALLETS ', mailbox: 'sent' }))).toEqual([5])
    expect(ids(applyEmailQuery(emails, { q: 'baltic', mailbox: 'inbox' }))).toEqual([1, 3])
    expect(ids(applyEmailQuery(emails, { q: 'nothing', mailbox: 'inbox' }))).toEqual([])
  })

  it('counts unread inbox and spam emails only', () => {
    expect(unreadCounts([...emails, mail(6, { isRead: true })])).toEqual({ inbox: 2, spam: 1 })
  })
})

describe('previous and next', () => {
  const emails = [mail(1), mail(2), mail(3), mail(4, { folder: 'spam' })]

  it('previous is the newer email above, next the older one below, in the same folder', () => {
    expect(neighbourEmail(emails, 2, 'previous')?.id).toBe(1)
    expect(neighbourEmail(emails, 2, 'next')?.id).toBe(3)
    expect(neighbourEmail(emails, 1, 'previous')).toBeUndefined()
    expect(neighbourEmail(emails, 3, 'next')).toBeUndefined()
    expect(neighbourEmail(emails, 4, 'next')).toBeUndefined()
    expect(neighbourEmail(emails, 99, 'next')).toBeUndefined()
  })

  it('the detail says whether there are neighbours', () => {
    expect(emailDetail(emails, emails[0]!)).toMatchObject({ hasPreviousMail: false, hasNextMail: true })
    expect(emailDetail(emails, emails[2]!)).toMatchObject({ hasPreviousMail: true, hasNextMail: false })
  })
})

describe('selection', () => {
  it('reads none, some or all of the shown rows', () => {
    expect(selectionState(['1', '2'], new Set())).toBe('none')
    expect(selectionState(['1', '2'], new Set(['2', '9']))).toBe('some')
    expect(selectionState(['1', '2'], new Set(['1', '2']))).toBe('all')
    expect(selectionState([], new Set())).toBe('none')
  })

  it('select-all selects every shown row, or clears when all are selected', () => {
    expect([...toggleAll(['1', '2'], new Set(['1']))]).toEqual(['1', '2'])
    expect([...toggleAll(['1', '2'], new Set(['1', '2']))]).toEqual([])
  })
})

describe('addresses', () => {
  it('splits, parses and names addresses', () => {
    expect(addressEntries(' a@b.co ,, c@d.co; ')).toEqual(['a@b.co', 'c@d.co'])
    expect(parseAddress('Clara Mendes <clara@baltic.test>')).toEqual({
      name: 'Clara Mendes',
      email: 'clara@baltic.test',
    })
    expect(parseAddress('"Viktor" <v@n.test>')).toEqual({ name: 'Viktor', email: 'v@n.test' })
    expect(parseAddress('CLARA@baltic.test', [{ name: 'Clara', email: 'clara@baltic.test' }])).toEqual({
      name: 'Clara',
      email: 'CLARA@baltic.test',
    })
    expect(parseAddress('x@y.test')).toEqual({ name: 'x@y.test', email: 'x@y.test' })
    expect(parseAddress('not an address')).toBeNull()
    expect(invalidAddresses('a@b.co, nope, c@')).toEqual(['nope', 'c@'])
    expect(parseAddressList('a@b.co, nope')).toEqual([{ name: 'a@b.co', email: 'a@b.co' }])
  })

  it('formats people back into the field text', () => {
    expect(
      formatAddressList([
        { name: 'Clara Mendes', email: 'clara@baltic.test' },
        { name: 'x@y.test', email: 'x@y.test' },
      ]),
    ).toBe('Clara Mendes <clara@baltic.test>, x@y.test')
  })
})

describe('threads and replies', () => {
  it('previews the text of an HTML body', () => {
    expect(previewText('<p>Hello&nbsp;<b>you</b></p><script>x()</script><p>a &amp; b &lt;c&gt;</p>')).toBe(
      'Hello you a & b <c>',
    )
  })

  it('orders a thread oldest first', () => {
    const reply = mail(1000, { time: '2025-01-01T00:00:00.000Z' })
    const email = mail(1, { replies: [reply] })
    expect(emailThread(email).map((e) => e.id)).toEqual([1000, 1])
  })

  it('replies to the sender of a received email as its recipient', () => {
    const email = mail(3, { replies: [mail(1003)], cc: ['x@y.test'], isStarred: true })
    const reply = replyTo(email, '<p>On it</p>', new Date('2026-02-01T10:00:00Z'))
    expect(reply).toMatchObject({
      id: 1004,
      from: { name: 'Jordan Avery', email: 'jordan@desk.test' },
      to: [{ name: 'Clara Mendes', email: 'clara@baltic.test' }],
      cc: [],
      subject: 'Re: Subject 3',
      message: '<p>On it</p>',
      time: '2026-02-01T10:00:00.000Z',
      replies: [],
      isRead: true,
      isStarred: false,
    })
  })

  it('replies to a sent email from its sender to the same recipients', () => {
    const email = mail(5, { folder: 'sent', subject: 'Re: Quote' })
    const reply = replyTo(email, '', new Date())
    expect(reply.from.name).toBe('Clara Mendes')
    expect(reply.to).toEqual(email.to)
    expect(reply.id).toBe(6)
    expect(replySubject('RE: x')).toBe('RE: x')
  })
})
