/** Template-apps §3 Email folders (where an email is). */
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const
export type EmailFolder = (typeof EMAIL_FOLDERS)[number]

/** The sidebar's mailboxes: the folders plus `starred` (starred emails outside the trash). */
export const EMAIL_MAILBOXES = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const
export type EmailMailbox = (typeof EMAIL_MAILBOXES)[number]

export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const
export type EmailLabel = (typeof EMAIL_LABELS)[number]

/** The folders an email can be moved to by hand (sent and draft are reached by sending and saving). */
export const EMAIL_MOVE_TARGETS: readonly EmailFolder[] = ['inbox', 'spam', 'trash']

export interface EmailPerson {
  name: string
  email: string
}

export interface EmailAttachment {
  fileName: string
  thumbnail: string
  url: string
  size: string
}

/** Template-apps §3 Email. `message` is HTML (render it with SafeHtml); `time` an ISO 8601 date-time. */
export interface Email {
  id: number
  from: EmailPerson & { avatar: string }
  to: EmailPerson[]
  subject: string
  cc: string[]
  bcc: string[]
  message: string
  attachments: EmailAttachment[]
  isStarred: boolean
  labels: EmailLabel[]
  time: string
  replies: Email[]
  folder: EmailFolder
  isRead: boolean
}

/** The detail answer: the email and whether its folder has one before (newer) and after (older) it. */
export interface EmailDetail extends Email {
  hasPreviousMail: boolean
  hasNextMail: boolean
}

/** Unread counts the list answer carries (§4: read and deleted emails are left out). */
export interface EmailsMeta {
  inbox: number
  spam: number
}

/** What the list asks for: a mailbox, or a label across every folder but the trash; and a search. */
export interface EmailQuery {
  q: string
  mailbox: EmailMailbox
  label?: EmailLabel
}

export const isEmailMailbox = (value: unknown): value is EmailMailbox =>
  EMAIL_MAILBOXES.includes(value as EmailMailbox)
export const isEmailLabel = (value: unknown): value is EmailLabel =>
  EMAIL_LABELS.includes(value as EmailLabel)

const time = (iso: string) => {
  const value = Date.parse(iso)
  return Number.isNaN(value) ? 0 : value
}

/** List order: newest first, ties by id. */
export const newestFirst = (a: Pick<Email, 'id' | 'time'>, b: Pick<Email, 'id' | 'time'>) =>
  time(b.time) - time(a.time) || a.id - b.id

/** Whether an email belongs in the query's view (the mock's rules, §7 GET /apps/email/emails). */
export function matchesEmailQuery(email: Email, query: EmailQuery): boolean {
  const inView = query.label
    ? email.labels.includes(query.label) && email.folder !== 'trash'
    : query.mailbox === 'starred'
      ? email.isStarred && email.folder !== 'trash'
      : email.folder === query.mailbox
  if (!inView) return false
  const q = query.q.trim().toLowerCase()
  return (
    q === '' ||
    email.subject.toLowerCase().includes(q) ||
    email.from.name.toLowerCase().includes(q) ||
    email.from.email.toLowerCase().includes(q)
  )
}

/** The emails of a query in list order. */
export function applyEmailQuery(emails: readonly Email[], query: EmailQuery): Email[] {
  return emails.filter((email) => matchesEmailQuery(email, query)).sort(newestFirst)
}

/** Unread counts for inbox and spam: unread emails in that folder (trash is a folder, so deleted ones are out). */
export function unreadCounts(emails: readonly Email[]): EmailsMeta {
  const count = (folder: EmailFolder) => emails.filter((e) => e.folder === folder && !e.isRead).length
  return { inbox: count('inbox'), spam: count('spam') }
}

/**
 * The neighbour of an email in its own folder's list (newest first): `previous` is the newer one shown above
 * it, `next` the older one below. Undefined at either end.
 */
export function neighbourEmail(
  emails: readonly Email[],
  id: number,
  dir: 'previous' | 'next',
): Email | undefined {
  const email = emails.find((e) => e.id === id)
  if (!email) return undefined
  const list = emails.filter((e) => e.folder === email.folder).sort(newestFirst)
  return list[list.findIndex((e) => e.id === id) + (dir === 'previous' ? -1 : 1)]
}

/** The detail of an email: whether it has a previous and a next one in its folder. */
export function emailDetail(emails: readonly Email[], email: Email): EmailDetail {
  return {
    ...email,
    hasPreviousMail: neighbourEmail(emails, email.id, 'previous') !== undefined,
    hasNextMail: neighbourEmail(emails, email.id, 'next') !== undefined,
  }
}

/** The state of a select-all box over the shown rows: none, some or all of them selected. */
export function selectionState(
  shownIds: readonly string[],
  selected: ReadonlySet<string>,
): 'none' | 'some' | 'all' {
  const count = shownIds.filter((id) => selected.has(id)).length
  if (count === 0) return 'none'
  return count === shownIds.length ? 'all' : 'some'
}

/** What the select-all box does: selects every shown row unless all are selected, then clears. */
export function toggleAll(shownIds: readonly string[], selected: ReadonlySet<string>): Set<string> {
  return selectionState(shownIds, selected) === 'all' ? new Set() : new Set(shownIds)
}

/** The thread of an email, oldest first: its replies and the email itself. */
export function emailThread(email: Email): Email[] {
  return [...email.replies, email].sort((a, b) => -newestFirst(a, b))
}

/** Text of an HTML body for a one-line preview (tags dropped, entities of the common five decoded). */
export function previewText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

const EMAIL_PATTERN = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/

/** Whether a text is one plain e-mail address. */
export const isEmailAddress = (text: string) => EMAIL_PATTERN.test(text.trim())

/** The entries of an address field, split on commas and semicolons, blanks dropped. */
export function addressEntries(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

/** One entry as a person: `Name <address>` or a bare address (named after the known person, else itself). */
export function parseAddress(entry: string, known: readonly EmailPerson[] = []): EmailPerson | null {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(entry.trim())
  const email = (named?.[2] ?? entry).trim()
  if (!isEmailAddress(email)) return null
  const name = named?.[1]?.trim().replace(/^"(.*)"$/, '$1')
  const match = known.find((person) => person.email.toLowerCase() === email.toLowerCase())
  return { name: name || match?.name || email, email }
}

/** The entries of an address field that are not addresses. */
export function invalidAddresses(text: string): string[] {
  return addressEntries(text).filter((entry) => parseAddress(entry) === null)
}

/** An address field's people (entries that are not addresses are left out; validate first). */
export function parseAddressList(text: string, known: readonly EmailPerson[] = []): EmailPerson[] {
  return addressEntries(text)
    .map((entry) => parseAddress(entry, known))
    .filter((person): person is EmailPerson => person !== null)
}

/** People as an address field's text: `Name <address>`, or the address when the name is the address. */
export function formatAddressList(people: readonly EmailPerson[]): string {
  return people
    .map((person) =>
      person.name && person.name !== person.email ? `${person.name} <${person.email}>` : person.email,
    )
    .join(', ')
}

/** A reply's subject: `Re: ` once. */
export const replySubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject : `Re: ${subject}`)

/**
 * A reply to an email as a new entry of its thread, written by the mailbox's owner: to the sender of a
 * received email, or again to the recipients of a sent one; the id is the next after the thread's.
 */
export function replyTo(email: Email, message: string, now: Date): Email {
  const outgoing = email.folder === 'sent' || email.folder === 'draft'
  const owner = outgoing ? email.from : (email.to[0] ?? { name: '', email: '' })
  const lastId = Math.max(email.id, ...email.replies.map((reply) => reply.id))
  return {
    ...email,
    id: lastId + 1,
    from: { name: owner.name, email: owner.email, avatar: outgoing ? email.from.avatar : '' },
    to: outgoing
      ? email.to.map((person) => ({ ...person }))
      : [{ name: email.from.name, email: email.from.email }],
    cc: [],
    bcc: [],
    subject: replySubject(email.subject),
    message,
    attachments: [],
    isStarred: false,
    time: now.toISOString(),
    replies: [],
    isRead: true,
  }
}
