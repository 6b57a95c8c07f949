import { createHash, randomBytes } from 'node:crypto'
import { DEMO_ACCOUNTS } from '../../src/domain/auth/demo-accounts'
import { coalesceWrites, type RecordChange } from '../../src/domain/changes'
import { etagOf as recordEtag, type Versioned } from '../../src/domain/versions'
import type { Principal } from '../http/auth'
import type { Db } from './db'
import { invalidArgument } from '../http/errors'
import type { RecordWrite } from './sql/store'
import { recordToJson } from './sql/table'

/** A change as the journal keeps it: its sequence number and the customer whose record it is ('' for staff data). */
export interface JournalEntry {
  seq: number
  change: RecordChange
  owner: string
}

/** What a journal listener hears: a committed change, or that the journal started again (a reset). */
export type JournalEvent = { entry: JournalEntry } | { restarted: true }

/** How many changes the journal keeps for callers that come back (default). */
const CHANGE_JOURNAL_SIZE = 1000

/** The collections whose records carry a version of their own (decision 0130). */
const VERSIONED = new Set([
  'orders',
  'invoices',
  'payments',
  'customers',
  'vehicles',
  'orderServiceTypes',
  'orderDiscountTypes',
  'invoiceTypes',
  'invoicePayees',
  'paymentTypes',
])

/**
 * The version of a record as the feed reports it: the record's etag where it has one (the one Get answers and an
 * update must send back, decision 0130), else a digest of the record as stored, so any change gives another one.
 * Opaque to clients (decision 0135).
 */
export function etagOf(collection: string, row: unknown): string {
  if (VERSIONED.has(collection)) return recordEtag(row as Versioned)
  return createHash('sha256').update(recordToJson(row)).digest('base64url').slice(0, 22)
}

/** The name people know the caller by: the demo account's full name, else the token's username. */
export function actorName(principal: Principal | null | undefined): string {
  if (!principal) return ''
  return (
    DEMO_ACCOUNTS.find((account) => account.username === principal.username)?.fullName ?? principal.username
  )
}

/**
 * The customer a written record belongs to, for a customer token's stream: an order's, invoice's or payment's
 * customer, the customer record itself, a vehicle's order's customer; '' for everything else (staff data,
 * reference records), which customers do not hear of.
 */
export function ownerOf(db: Db, write: RecordWrite): string {
  const row = write.row as { name: string; customerName?: unknown }
  switch (write.collection) {
    case 'customers':
      return row.name
    case 'orders':
    case 'invoices':
    case 'payments':
      return typeof row.customerName === 'string' ? row.customerName : ''
    case 'vehicles': {
      const order = db.orders.namesBy('vehicle', row.name)[0]
      return (order && db.orders.get(order)?.customerName) || ''
    }
    default:
      return ''
  }
}

/**
 * The change journal of the mock API: every committed call's record writes become changes with an increasing
 * sequence, kept (the last `size`) so that a caller who reconnects resumes after its cursor, and told to the
 * open streams. A cursor is `<epoch>.<sequence>`: the epoch changes at each start and reset, so a cursor from
 * before is known to be stale.
 */
export class ChangeJournal {
  private epoch = randomBytes(4).toString('hex')
  private seq = 0
  private entries: JournalEntry[] = []
  private readonly listeners = new Set<(event: JournalEvent) => void>()

  constructor(
    private readonly db: Db,
    private readonly size = CHANGE_JOURNAL_SIZE,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The cursor of the latest change (or of the start when there is none yet). */
  get cursor(): string {
    return `${this.epoch}.${this.seq}`
  }

  /** Records one committed call's writes (sql/transactions.ts calls this once the call commits). */
  commit(writes: readonly RecordWrite[], principal: Principal | null): void {
    const actor = actorName(principal)
    const at = this.now()
    for (const step of coalesceWrites(writes)) {
      const write = writes[step.last]!
      const seq = ++this.seq
      const entry: JournalEntry = {
        seq,
        owner: ownerOf(this.db, write),
        change: {
          cursor: `${this.epoch}.${seq}`,
          collection: write.collection,
          name: step.name,
          kind: step.kind,
          actor,
          at,
          etag: step.kind === 'deleted' ? '' : etagOf(write.collection, write.row),
        },
      }
      this.entries.push(entry)
      if (this.entries.length > this.size) this.entries.splice(0, this.entries.length - this.size)
      for (const listener of this.listeners) listener({ entry })
    }
  }

  /**
   * The kept changes after `cursor` ('' : none, from now on), or 'stale' when changes after it are no longer
   * kept (or it is from before a restart or reset). A cursor this server never gave is invalid_argument.
   */
  since(cursor: string): JournalEntry[] | 'stale' {
    if (cursor === '') return []
    const match = /^([0-9a-f]{8})\.(0|[1-9]\d{0,15})$/.exec(cursor)
    if (!match) throw invalidArgument('resume_after', 'MALFORMED', { expected: 'a cursor the stream sent' })
    if (match[1] !== this.epoch) return 'stale'
    const after = Number(match[2])
    if (after > this.seq)
      throw invalidArgument('resume_after', 'MALFORMED', { expected: 'a cursor the stream sent' })
    const oldest = this.entries[0]?.seq ?? this.seq + 1
    if (after < oldest - 1) return 'stale'
    return this.entries.filter((entry) => entry.seq > after)
  }

  /** Hears every change from now on; returns the function that stops it. */
  listen(listener: (event: JournalEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Forgets every change and starts a new epoch (the data went back to the seed): open streams end. */
  restart(): void {
    this.epoch = randomBytes(4).toString('hex')
    this.seq = 0
    this.entries = []
    for (const listener of this.listeners) listener({ restarted: true })
  }
}
