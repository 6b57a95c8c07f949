import { create } from '@bufbuild/protobuf'
import { DocumentSchema, type Document as ProtoDocument } from '../../../gen/cargo/services/documents_pb'
import type { Document } from '../../../domain/documents'
import type { NewDocument } from '../../../ports/documents-port'

/** Document family. `content` is bytes (base64 in JSON, converted by protobuf-es); size is int64 on the wire. */
export function documentFromProto(document: ProtoDocument): Document {
  return {
    name: document.name,
    displayName: document.displayName,
    size: Number(document.size),
    location: document.location,
    url: document.url,
    contentType: document.contentType,
    content: document.content,
  }
}

export const newDocumentToProto = (document: NewDocument): ProtoDocument =>
  create(DocumentSchema, {
    displayName: document.displayName,
    location: document.location,
    contentType: document.contentType,
    content: document.content,
  })
