import type { Server } from 'miragejs'
import { EMAIL_FOLDERS, EMAIL_LABELS } from './data'
import type { Email, EmailFolder, EmailLabel, EmailState } from './data'
import { badRequest, isRecord, json, notFound, queryOne, readBody, readId, toIntId } from '../support'

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
