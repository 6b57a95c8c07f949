import type { Document } from '../domain/documents'
import type { CreateOptions } from './request-options'

/** ListDocuments filters: a location, a URL, and which fields to return (the field mask; unset: all but content). */
export interface DocumentFilter {
  location?: string
  url?: string
  /** Document field names in camelCase, for example `['name', 'displayName', 'url']`. */
  fields?: string[]
}

/** What creating a document needs; the server sets name, url and size. */
export type NewDocument = Pick<Document, 'displayName' | 'location' | 'contentType' | 'content'>

/** Stored files: payment documents and invoice type logos. Content is binary here and base64 on the wire. */
export interface DocumentsPort {
  listDocuments(filter: DocumentFilter): Promise<Document[]>
  getDocument(name: string): Promise<Document>
  createDocument(document: NewDocument, options?: CreateOptions): Promise<Document>
  deleteDocument(name: string): Promise<void>
}
