/**
 * The change feed (issue 29): one committed write of one record, as the API's ChangeService streams it and the
 * screens follow it. Shared by the mock API (which makes them) and the UI (which reacts to them).
 */

/** What a change did to its record. */
export type ChangeKind = 'created' | 'updated' | 'deleted'

export interface RecordChange {
  /** Opaque and increasing: resuming after it misses no later change. */
  cursor: string
  /** The record's collection, as in its resource name: `orders`. */
  collection: string
  /** The record's resource name: `orders/42`. */
  name: string
  kind: ChangeKind
  /** Who made it, as people know them (`Anna Admin`). */
  actor: string
  /** When it was committed. */
  at: Date
  /** The record's version after the change, opaque ('' for a deleted record). */
  etag: string
}

/**
 * The collections the feed carries: the records screens show and edit. A customer hears only its own
 * customer's records among them (see `ownerCollections`).
 */
export const WATCHED_COLLECTIONS = [
  'orders',
  'invoices',
  'payments',
  'customers',
  'vehicles',
  'shipments',
  'documents',
  'approvals',
  'formulas',
  'orderServiceTypes',
  'orderDiscountTypes',
  'paymentTypes',
  'employees',
  'invoiceTypes',
  'invoicePayees',
  'terminals',
  'countries',
  'states',
  'cities',
  'localTransportations',
  'buyers',
] as const

export type WatchedCollection = (typeof WATCHED_COLLECTIONS)[number]

export const isWatchedCollection = (value: string): value is WatchedCollection =>
  (WATCHED_COLLECTIONS as readonly string[]).includes(value)

/** The collection of a resource name (`orders/42` → `orders`); '' for a text that is not one. */
export function collectionOf(name: string): string {
  const slash = name.indexOf('/')
  return slash > 0 && slash < name.length - 1 ? name.slice(0, slash) : ''
}

/** Whether `name` is a record of a collection the feed carries (`orders/42`, not `blog-post-3`). */
export const isWatchedName = (name: string): boolean => isWatchedCollection(collectionOf(name))

/** One write of one record inside a call, in order (the mock API's transaction log). */
export interface RecordWriteStep {
  name: string
  kind: ChangeKind
}

/**
 * The changes one committed call makes, one per record, in the order each record was first written: written
 * twice is one change (created then updated is created; updated then deleted is deleted), and a record created
 * and deleted by the same call is no change at all. Each result keeps the index of the record's last write.
 */
export function coalesceWrites(
  writes: readonly RecordWriteStep[],
): { name: string; kind: ChangeKind; last: number }[] {
  const byName = new Map<string, { name: string; first: ChangeKind; kind: ChangeKind; last: number }>()
  writes.forEach((write, index) => {
    const seen = byName.get(write.name)
    if (!seen) byName.set(write.name, { name: write.name, first: write.kind, kind: write.kind, last: index })
    else {
      seen.kind = write.kind
      seen.last = index
    }
  })
  return [...byName.values()].flatMap(({ name, first, kind, last }) => {
    if (first === 'created' && kind === 'deleted') return []
    if (first === 'created') return [{ name, kind: 'created' as const, last }]
    if (first === 'deleted' && kind !== 'deleted') return [{ name, kind: 'updated' as const, last }]
    return [{ name, kind, last }]
  })
}
