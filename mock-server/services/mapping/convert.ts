import { create, ScalarType, type DescField, type DescMessage, type MessageShape } from '@bufbuild/protobuf'
import { timestampDate, timestampFromDate, type Timestamp } from '@bufbuild/protobuf/wkt'
import { etagOf, type Versioned } from '../../../src/domain/versions'

/**
 * Generic mapping between domain records and generated messages, driven by the message descriptors:
 * the domain uses the proto field names (camelCase), numbers for int64 (bigint on the wire), `Date` for
 * Timestamp, `null` for an unset message, and `string[]` for `cargo.types.StringList`.
 */

const LONG = new Set([
  ScalarType.INT64,
  ScalarType.UINT64,
  ScalarType.SINT64,
  ScalarType.FIXED64,
  ScalarType.SFIXED64,
])
const TIMESTAMP = 'google.protobuf.Timestamp'
const STRING_LIST = 'cargo.types.StringList'

function scalarOut(type: ScalarType, value: unknown): unknown {
  return LONG.has(type) && typeof value === 'number' ? BigInt(Math.trunc(value)) : value
}

function messageOut(desc: DescMessage, value: unknown): unknown {
  if (desc.typeName === TIMESTAMP) return value instanceof Date ? timestampFromDate(value) : value
  if (desc.typeName === STRING_LIST && Array.isArray(value)) return { values: value }
  return initOf(desc, value as Record<string, unknown>)
}

function fieldOut(field: DescField, value: unknown): unknown {
  switch (field.fieldKind) {
    case 'scalar':
      return scalarOut(field.scalar, value)
    case 'enum':
      return value
    case 'message':
      return messageOut(field.message, value)
    case 'list':
      if (field.listKind === 'scalar') return (value as unknown[]).map((v) => scalarOut(field.scalar, v))
      if (field.listKind === 'message') return (value as unknown[]).map((v) => messageOut(field.message, v))
      return value
    case 'map': {
      const out: Record<string, unknown> = {}
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        out[key] =
          field.mapKind === 'message'
            ? messageOut(field.message, v)
            : field.mapKind === 'scalar'
              ? scalarOut(field.scalar, v)
              : v
      }
      return out
    }
  }
}

function initOf(desc: DescMessage, record: Record<string, unknown>): Record<string, unknown> {
  const init: Record<string, unknown> = {}
  for (const field of desc.fields) {
    const value = record[field.localName]
    if (value === undefined || value === null) continue
    init[field.localName] = fieldOut(field, value)
  }
  return init
}

/**
 * A message from a domain record (unknown keys are ignored, null/undefined leave fields unset). A record message
 * with an `etag` field always carries one: a stored record written before versions is at its first (decision
 * 0130).
 */
export function toProto<Desc extends DescMessage>(schema: Desc, record: object): MessageShape<Desc> {
  const init = initOf(schema, record as Record<string, unknown>)
  if (schema.fields.some((field) => field.localName === 'etag' && field.scalar === ScalarType.STRING))
    init['etag'] = etagOf(record as Versioned)
  return create(schema, init as never)
}

function scalarIn(type: ScalarType, value: unknown): unknown {
  return LONG.has(type) && typeof value === 'bigint' ? Number(value) : value
}

function messageIn(desc: DescMessage, value: unknown): unknown {
  if (value === undefined) return null
  if (desc.typeName === TIMESTAMP) return timestampDate(value as Timestamp)
  if (desc.typeName === STRING_LIST) return [...((value as { values: string[] }).values ?? [])]
  return fromProto(desc, value as object)
}

function fieldIn(field: DescField, value: unknown): unknown {
  switch (field.fieldKind) {
    case 'scalar':
      return scalarIn(field.scalar, value)
    case 'enum':
      return value
    case 'message':
      return messageIn(field.message, value)
    case 'list':
      if (field.listKind === 'scalar') return (value as unknown[]).map((v) => scalarIn(field.scalar, v))
      if (field.listKind === 'message') return (value as unknown[]).map((v) => messageIn(field.message, v))
      return [...(value as unknown[])]
    case 'map': {
      const out: Record<string, unknown> = {}
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        out[key] =
          field.mapKind === 'message'
            ? messageIn(field.message, v)
            : field.mapKind === 'scalar'
              ? scalarIn(field.scalar, v)
              : v
      }
      return out
    }
  }
}

/**
 * A plain domain-shaped record from a message: bigint -> number, Timestamp -> Date, unset message -> null,
 * unset proto3 `optional` scalar -> absent.
 */
export function fromProto<T = Record<string, unknown>>(desc: DescMessage, message: object): T {
  const source = message as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const field of desc.fields) {
    const value = source[field.localName]
    if (value === undefined) {
      if (field.fieldKind === 'message') out[field.localName] = null
      continue
    }
    out[field.localName] = fieldIn(field, value)
  }
  return out as T
}

/** `http://host:port` + a stored path; absolute URLs are left alone. */
export function absoluteUrl(origin: string, path: string): string {
  return path.startsWith('/') ? origin + path : path
}
