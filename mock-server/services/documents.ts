import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import type { Document } from '../../src/domain/documents'
import {
  CreateDocumentRequestSchema,
  DocumentSchema,
  DocumentService,
  type ListDocumentsRequest,
} from '../../src/gen/cargo/services/documents_pb'
import { activityOfWrite } from '../storage/activity'
import { isAdmin, requireReader, type Principal } from '../http/auth'
import { originOf, type ServiceDeps } from './context'
import { invalidArgument, notFound, permissionDenied } from '../http/errors'
import { absoluteUrl, toProto } from './mapping/convert'
import { storeDocument } from '../seed/attachments'
import { findRow, present, requiredText } from './validate'

/** Largest document accepted (bytes). */
export const MAX_DOCUMENT_SIZE = 10 * 1024 * 1024

/** Locations documents may be kept in, and the table that must hold the location. */
const LOCATION = /^(payments|invoices|orders|customers|invoiceTypes|vehicles|shipments)\/[A-Za-z0-9_-]+$/
const DOCUMENT_FIELDS = ['name', 'display_name', 'size', 'location', 'url', 'content_type', 'content']

export function registerDocumentService(router: ConnectRouter, deps: ServiceDeps): void {
  const { db } = deps

  /** The customer a location belongs to ('' for reference data such as invoice type logos). */
  function ownerOf(location: string): string | undefined {
    const [collection] = location.split('/')
    switch (collection) {
      case 'payments':
        return db.payments.get(location)?.customerName
      case 'invoices':
        return db.invoices.get(location)?.customerName
      case 'orders':
        return db.orders.get(location)?.customerName
      case 'customers':
        return db.customers.get(location)?.name
      case 'vehicles':
        return db.orders.rowsBy('vehicle', location)[0]?.customerName
      default:
        return ''
    }
  }
  const mayRead = (p: Principal, d: Document) =>
    isAdmin(p) || ['', p.customerName].includes(ownerOf(d.location) ?? '-')
  const mayWrite = (p: Principal, location: string) =>
    isAdmin(p) || (location.split('/')[0] !== 'invoiceTypes' && ownerOf(location) === p.customerName)

  function view(
    document: Document,
    origin: string,
    fields: readonly string[] | null,
  ): ReturnType<typeof toProto<typeof DocumentSchema>> {
    const full = { ...document, url: absoluteUrl(origin, document.url) }
    if (!fields) return toProto(DocumentSchema, { ...full, content: new Uint8Array() })
    const picked: Record<string, unknown> = {}
    const camel = (path: string) => path.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
    for (const path of fields) picked[camel(path)] = (full as Record<string, unknown>)[camel(path)]
    return toProto(DocumentSchema, picked)
  }

  const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')

  router.service(DocumentService, {
    listDocuments(req: ListDocumentsRequest, ctx: HandlerContext) {
      const principal = requireReader(ctx)
      let fields: string[] | null = null
      if (req.fieldMask && req.fieldMask.paths.length > 0) {
        fields = req.fieldMask.paths.map((p) => p.trim())
        const unknown = fields.find((p) => !DOCUMENT_FIELDS.includes(p))
        if (unknown)
          throw invalidArgument('field_mask', 'UNKNOWN_FIELD', {
            value: unknown,
            allowed: DOCUMENT_FIELDS.join(', '),
          })
      }
      const location = req.location.trim()
      const url = req.url.trim() ? pathOf(req.url.trim()) : ''
      let rows = location ? db.documents.rowsBy('location', location) : db.documents.all()
      if (url) rows = rows.filter((d) => d.url === url)
      rows = rows.filter((d) => mayRead(principal, d))
      const origin = originOf(ctx)
      return { documents: rows.map((d) => view(d, origin, fields)) }
    },
    getDocument(req, ctx) {
      const principal = requireReader(ctx)
      const document = findRow(db.documents, 'name', req.name, 'documents')
      if (!mayRead(principal, document)) throw permissionDenied(`${document.name} is not yours`)
      return {
        document: toProto(DocumentSchema, { ...document, url: absoluteUrl(originOf(ctx), document.url) }),
      }
    },
    createDocument(req, ctx) {
      const principal = requireReader(ctx)
      const input = present('document', req.document)
      return deps.idempotency.once(ctx, CreateDocumentRequestSchema, req, () => {
        const displayName = requiredText('document.display_name', input.displayName, 255)
        const location = input.location.trim()
        if (!LOCATION.test(location)) throw invalidArgument('document.location', 'NOT_A_LOCATION')
        if (
          ownerOf(location) === undefined ||
          (location.startsWith('invoiceTypes/') && !db.invoiceTypes.has(location))
        )
          throw notFound(location)
        if (!mayWrite(principal, location)) throw permissionDenied(`${location} is not yours`)
        const contentType = input.contentType.trim() || 'application/octet-stream'
        if (!/^[\w.+-]+\/[\w.+-]+(;.*)?$/.test(contentType))
          throw invalidArgument('document.content_type', 'NOT_A_MIME_TYPE')
        if (input.content.length === 0) throw invalidArgument('document.content', 'EMPTY_FILE')
        if (input.content.length > MAX_DOCUMENT_SIZE)
          throw invalidArgument('document.content', 'FILE_TOO_LARGE', { max: MAX_DOCUMENT_SIZE })
        const document = storeDocument(db, {
          displayName,
          location,
          contentType,
          content: new Uint8Array(input.content),
        })
        deps.changed()
        return { document: view(document, originOf(ctx), null) }
      })
    },
    deleteDocument(req, ctx) {
      const principal = requireReader(ctx)
      const document = findRow(db.documents, 'name', req.name, 'documents')
      if (!mayWrite(principal, document.location)) throw permissionDenied(`${document.name} is not yours`)
      db.documents.remove(document.name)
      // Links to it go too: a payment's document list, an invoice type's logo.
      const payment = db.payments.get(document.location)
      if (payment?.documentUrls.includes(document.url)) {
        db.payments.put({
          ...payment,
          documentUrls: payment.documentUrls.filter((u) => u !== document.url),
          ...activityOfWrite(ctx, payment),
        })
      }
      const type = db.invoiceTypes.get(document.location)
      if (type?.logoUrl === document.url) db.invoiceTypes.put({ ...type, logoUrl: '' })
      deps.changed()
      return {}
    },
  })
}
