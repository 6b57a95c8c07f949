import type { HandlerContext } from '@connectrpc/connect'
import { requireAdmin, requireReader } from '../http/auth'
import type { ServiceDeps } from './context'
import { alreadyExists, invalidArgument, usedBy } from '../http/errors'
import type { SqlTable as Table } from '../storage/sql/table'
import type { Versioned } from '../../src/domain/versions'
import { requireCurrent, versionOfWrite } from '../storage/versions'
import { checkCode, findRow, present, type Collection } from './validate'

/** The etag an update's record carries, if its message has one ('' for messages without: formulas). */
const sentEtag = (input: unknown): string => {
  const etag = (input as { etag?: unknown }).etag
  return typeof etag === 'string' ? etag : ''
}

interface CodeRecord extends Versioned {
  name: string
  code: string
}

export interface CodeCrudOptions<T extends CodeRecord, I extends { code: string }> {
  deps: ServiceDeps
  table: Table<T>
  collection: Collection
  /** The request field holding the record, in snake_case (`order_service_type`). */
  field: string
  /** Validates the input and builds the record (`existing` on update). Stores nothing. */
  build(input: I, code: string, existing: T | undefined): T
  /** What still uses the record (blocks delete), or null. */
  usedBy?(record: T): string | null
  /** Sort of List answers. */
  sort?(rows: readonly T[]): T[]
}

/**
 * List, Get, Create, Update and Delete of a reference record named `<collection>/<code>`. Reading is open to
 * admin and customers; writing is admin only. The code is chosen on create and cannot change.
 */
export function codeCrud<T extends CodeRecord, I extends { code: string }>(options: CodeCrudOptions<T, I>) {
  const { table, collection, field } = options
  return {
    list(ctx: HandlerContext): T[] {
      requireReader(ctx)
      return options.sort ? options.sort(table.all()) : [...table.all()]
    },
    get(ctx: HandlerContext, name: string): T {
      requireReader(ctx)
      return findRow(table, 'name', name, collection)
    },
    create(ctx: HandlerContext, input: I | undefined): T {
      requireAdmin(ctx)
      if (!input) throw invalidArgument(field, 'REQUIRED')
      const code = checkCode(`${field}.code`, input.code)
      const name = `${collection}/${code}`
      if (table.has(name)) throw alreadyExists(`${name} already exists`)
      const record = { ...options.build(input, code, undefined), ...versionOfWrite(ctx) }
      table.put(record)
      options.deps.changed()
      return record
    },
    update(ctx: HandlerContext, name: string, input: I | undefined): T {
      requireAdmin(ctx)
      const existing = findRow(table, 'name', name, collection)
      if (!input) throw invalidArgument(field, 'REQUIRED')
      requireCurrent(`${field}.etag`, sentEtag(input), existing)
      if (input.code.trim() && input.code.trim() !== existing.code)
        throw invalidArgument(`${field}.code`, 'CANNOT_CHANGE')
      const record = { ...options.build(input, existing.code, existing), ...versionOfWrite(ctx, existing) }
      table.put(record)
      options.deps.changed()
      return record
    },
    /** Deletes; `etag` is the one the caller read (empty: unchecked, decision 0130). */
    remove(ctx: HandlerContext, name: string, etag = ''): void {
      requireAdmin(ctx)
      const existing = findRow(table, 'name', name, collection)
      requireCurrent('etag', etag, existing)
      const user = options.usedBy?.(existing)
      if (user) throw usedBy(existing.name, user)
      table.remove(existing.name)
      options.deps.changed()
    },
  }
}

interface IdRecord extends Versioned {
  name: string
  id: number
}

export interface IdCrudOptions<T extends IdRecord, I> {
  deps: ServiceDeps
  table: Table<T>
  collection: Collection
  /** The request field holding the record, in snake_case (`invoice_payee`). */
  field: string
  /** Who may read (Get); writing is admin only. */
  requireRead(ctx: HandlerContext): unknown
  /** Validates the input and builds the record with this id. Stores nothing. */
  build(input: I, id: number): T
  /** What still uses the record (blocks delete), or null. */
  usedBy?(record: T): string | null
}

/**
 * Get, Create, Update and Delete of a record named `<collection>/<id>`, the id given by the server on create
 * (formulas, invoice payees). Lists differ per service and stay there.
 */
export function idCrud<T extends IdRecord, I>(options: IdCrudOptions<T, I>) {
  const { table, collection, field } = options
  const find = (name: string) => findRow(table, 'name', name, collection)
  const store = (ctx: HandlerContext, record: T, existing?: T) => {
    const versioned = { ...record, ...versionOfWrite(ctx, existing) }
    table.put(versioned)
    options.deps.changed()
    return versioned
  }
  return {
    get(ctx: HandlerContext, name: string): T {
      options.requireRead(ctx)
      return find(name)
    },
    create(ctx: HandlerContext, input: I | undefined): T {
      requireAdmin(ctx)
      const record = options.build(present(field, input), table.nextId)
      table.allocateId()
      return store(ctx, record)
    },
    update(ctx: HandlerContext, name: string, input: I | undefined): T {
      requireAdmin(ctx)
      const existing = find(name)
      const given = present(field, input)
      requireCurrent(`${field}.etag`, sentEtag(given), existing)
      return store(ctx, options.build(given, existing.id), existing)
    },
    /** Deletes; `etag` is the one the caller read (empty: unchecked, decision 0130). */
    remove(ctx: HandlerContext, name: string, etag = ''): void {
      requireAdmin(ctx)
      const existing = find(name)
      requireCurrent('etag', etag, existing)
      const user = options.usedBy?.(existing)
      if (user) throw usedBy(existing.name, user)
      table.remove(existing.name)
      options.deps.changed()
    },
  }
}
