import type { Server } from 'miragejs'
import { EMAIL_FOLDERS, EMAIL_LABELS, ME } from './data'
import type { Email, EmailFolder, EmailLabel, EmailPerson, EmailState } from './data'
import {
  badRequest,
  colorAt,
  initialsAvatar,
  isRecord,
  json,
  nextId,
  notFound,
  queryOne,
  readBody,
  readId,
  toIntId,
} from '../support'

const newestFirst = (a: Email, b: Email) => Date.parse(b.time) - Date.parse(a.time) || a.id - b.id

const isFolder = (value: string): value is EmailFolder => (EMAIL_FOLDERS as readonly string[]).includes(value)
const isLabel = (value: unknown): value is EmailLabel =>
  typeof value === 'string' && (EMAIL_LABELS as readonly string[]).includes(value)

const unread = (state: EmailState, folder: EmailFolder) =>
  state.emails.filter((e) => e.folder === folder && !e.isRead).length

/** The emails of one folder in list order (newest first). */
const folderList = (state: EmailState, folder: EmailFolder) =>
  state.emails.filter((e) => e.folder === folder).sort(newestFirst)

const withNeighbours = (state: EmailState, email: Email) => {
  const list = folderList(state, email.folder)
  const index = list.findIndex((e) => e.id === email.id)
  return { ...email, hasPreviousMail: index > 0, hasNextMail: index < list.length - 1 }
}

const readIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map(toIntId).filter((id): id is number => id !== undefined)

const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/

/** A recipient given as `{ name?, email }` or as a bare address; `null` when it is not one. */
function toPerson(value: unknown): EmailPerson | null {
  const address = typeof value === 'string' ? value : isRecord(value) ? value.email : undefined
  if (typeof address !== 'string' || !ADDRESS.test(address.trim())) return null
  const name = isRecord(value) && typeof value.name === 'string' ? value.name.trim() : ''
  return { name: name || address.trim(), email: address.trim() }
}

/**
 * Reads the `add-email` body (an addition of ours: the spec lists no call that creates an email):
 * recipients as lists, text subject and HTML message, and the folder (draft or sent); an error message when
 * something is wrong. A sent email needs at least one recipient; a draft may have none.
 */
function readNewEmail(value: unknown):
  | { error: string }
  | {
      to: EmailPerson[]
      cc: string[]
      bcc: string[]
      subject: string
      message: string
      folder: 'draft' | 'sent'
    } {
  if (!isRecord(value)) return { error: 'email is required' }
  const { folder, subject = '', message = '' } = value
  if (folder !== 'draft' && folder !== 'sent') return { error: 'folder must be draft or sent' }
  if (typeof subject !== 'string' || typeof message !== 'string')
    return { error: 'subject and message must be text' }
  const people = (field: 'to' | 'cc' | 'bcc'): EmailPerson[] | null => {
    const list = value[field] ?? []
    if (!Array.isArray(list)) return null
    const parsed = list.map(toPerson)
    return parsed.every((p): p is EmailPerson => p !== null) ? parsed : null
  }
  const to = people('to')
  const cc = people('cc')
  const bcc = people('bcc')
  if (!to || !cc || !bcc) return { error: 'to, cc and bcc must be lists of e-mail addresses' }
  if (folder === 'sent' && to.length + cc.length + bcc.length === 0)
    return { error: 'A sent email needs at least one recipient' }
  return {
    to,
    cc: cc.map((p) => p.email),
    bcc: bcc.map((p) => p.email),
    subject: subject.trim(),
    message,
    folder,
  }
}

export function emailRoutes(server: Server, state: EmailState): void {
  server.get('/apps/email/emails', (_schema, request) => {
    const q = (queryOne(request, 'q') ?? '').trim().toLowerCase()
    const folderParam = queryOne(request, 'folder') ?? ''
    const label = queryOne(request, 'label') ?? ''
    const emails = state.emails
      .filter((e) => {
        if (folderParam === 'starred') return e.isStarred && e.folder !== 'trash'
        if (isLabel(label)) {
          // A label view spans every folder but the trash, unless a folder is also given.
          return (
            e.labels.includes(label) &&
            (isFolder(folderParam) ? e.folder === folderParam : e.folder !== 'trash')
          )
        }
        return e.folder === (isFolder(folderParam) ? folderParam : 'inbox')
      })
      .filter(
        (e) =>
          q === '' ||
          e.subject.toLowerCase().includes(q) ||
          e.from.name.toLowerCase().includes(q) ||
          e.from.email.toLowerCase().includes(q),
      )
      .sort(newestFirst)
    return { emails, emailsMeta: { inbox: unread(state, 'inbox'), spam: unread(state, 'spam') } }
  })

  server.post('/apps/email/update-emails', (_schema, request) => {
    const body = readBody(request)
    if (!isRecord(body) || !isRecord(body.dataToUpdate))
      return badRequest('emailIds and dataToUpdate are required')
    const ids = readIds(body.emailIds)
    const { id: _ignored, ...changes } = body.dataToUpdate
    if (typeof changes.folder === 'string' && !isFolder(changes.folder)) return badRequest('Unknown folder')
    const updated = state.emails.filter((e) => ids.includes(e.id))
    for (const email of updated) Object.assign(email, changes)
    return json(200, { emails: updated })
  })

  server.post('/apps/email/update-emails-label', (_schema, request) => {
    const body = readBody(request)
    if (!isRecord(body) || !isLabel(body.label)) return badRequest('A known label is required')
    const label = body.label
    const ids = readIds(body.emailIds)
    const updated = state.emails.filter((e) => ids.includes(e.id))
    for (const email of updated) {
      email.labels = email.labels.includes(label)
        ? email.labels.filter((l) => l !== label)
        : [...email.labels, label]
    }
    return json(200, { emails: updated })
  })

  server.post('/apps/email/add-email', (_schema, request) => {
    const body = readBody(request)
    const fields = readNewEmail(isRecord(body) ? body.email : undefined)
    if ('error' in fields) return badRequest(fields.error)
    const email: Email = {
      id: nextId(state.emails),
      from: { ...ME, avatar: initialsAvatar(ME.name, colorAt(0)) },
      ...fields,
      attachments: [],
      isStarred: false,
      labels: [],
      time: new Date().toISOString(),
      replies: [],
      isRead: true,
    }
    state.emails.push(email)
    return json(201, email)
  })

  server.get('/apps/email/get-email', (_schema, request) => {
    const email = state.emails.find((e) => e.id === toIntId(readId(request, ['id', 'emailId'])))
    return email ? withNeighbours(state, email) : notFound('Unknown email')
  })

  server.get('/apps/email/paginate-email', (_schema, request) => {
    const dir = queryOne(request, 'dir')
    if (dir !== 'previous' && dir !== 'next') return badRequest('dir must be previous or next')
    const email = state.emails.find((e) => e.id === toIntId(readId(request, ['emailId', 'id'])))
    if (!email) return notFound('Unknown email')
    const list = folderList(state, email.folder)
    const neighbour = list[list.findIndex((e) => e.id === email.id) + (dir === 'previous' ? -1 : 1)]
    return neighbour ? withNeighbours(state, neighbour) : notFound(`No ${dir} email`)
  })
}
