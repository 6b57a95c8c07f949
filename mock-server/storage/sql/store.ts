import type Database from 'better-sqlite3'

let clock = 0

/** One write of one record made during a call's transaction (what the change feed hears once it commits). */
export interface RecordWrite {
  collection: string
  name: string
  /** `created`: no row of that name before; `updated`: one was replaced; `deleted`: it was removed. */
  kind: 'created' | 'updated' | 'deleted'
  /** The row as written, or as it was before a delete. */
  row: { name: string }
}

/** A version of some part of a table (SqlTable.versionsReadBy): a new stamp (nextStamp) on each change. */
export interface Versioned {
  version: number
}

/** What the store knows of each of its tables (SqlTable). */
export interface StoreTable {
  /** The table's SQL name, quoted. */
  readonly table: string
  readonly collection: string
  /** The texts of other tables' rows this table keeps in a column (field, JoinedText), set by triggers. */
  readonly joinedTexts: readonly [string, { from: string; field: string }][]
  /** The joined text `field` may have changed under the table's rows. */
  joinedChanged(field: string): void
  /** The versions the answer of `sql` depends on in this table. */
  versionsReadBy(sql: string): Versioned[]
  touch(): void
}

/**
 * A number never given before: the tables' versions and the store's epoch take it on each change, so that a version
 * set back after a rollback is never taken again by a later write (a cache made in between stays stale).
 */
export const nextStamp = () => ++clock

/**
 * The mock API's SQLite connection, with its prepared statements and its tables. The connection can be
 * swapped (POST /__admin/reset opens the seed again): tables ask the store for statements on each call, so they
 * never hold a statement of a closed connection.
 */
export class Store {
  private statements = new Map<string, Database.Statement>()
  /**
   * Changes when the data may have changed under the tables' versions: a reopen (a reset) and a rolled-back
   * `transaction`. Caches of query results key on it and on the versions of the tables a query reads.
   */
  epoch = nextStamp()
  /** The tables on this store (each registers itself): a query's SQL names the ones it reads. */
  readonly tables: StoreTable[] = []
  /**
   * The record writes of the call's transaction in progress (transactions.ts), in order; null outside one
   * (seeding, a reset), whose writes nobody hears of.
   */
  writeLog: RecordWrite[] | null = null

  constructor(public connection: Database.Database) {
    tune(connection)
  }

  /** Set while the connection is read-only (the seed cache, sql/open.ts): makes the store writable. */
  private makeWritable: (() => void) | undefined

  /** The connection is read-only: `makeWritable` is called before the first write (and must reopen). */
  beforeFirstWrite(makeWritable: () => void): void {
    this.makeWritable = makeWritable
  }

  /** Makes sure the connection takes writes: called before a transaction and before a writing statement. */
  writable(): void {
    const make = this.makeWritable
    if (make && this.connection.readonly) make()
  }

  prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.connection.prepare(sql)
      if (!statement.readonly && this.connection.readonly && this.makeWritable) {
        this.writable()
        statement = this.connection.prepare(sql)
      }
      this.statements.set(sql, statement)
    }
    return statement
  }

  /** Replaces the connection (the old one is closed). */
  reopen(connection: Database.Database): void {
    this.makeWritable = undefined
    this.statements.clear()
    if (this.connection.open) this.connection.close()
    this.connection = connection
    tune(connection)
    this.epoch = nextStamp()
  }

  /**
   * Runs `work` in a transaction (a savepoint inside another one): it commits when `work` returns and rolls back
   * when it throws, so a refused call leaves nothing half-written.
   */
  transaction<R>(work: () => R): R {
    this.writable()
    try {
      return this.connection.transaction(work)()
    } catch (error) {
      // Rows read during the transaction may sit in caches keyed on the tables' versions: stale now.
      this.epoch = nextStamp()
      throw error
    }
  }

  close(): void {
    this.statements.clear()
    if (this.connection.open) this.connection.close()
  }
}

function tune(connection: Database.Database): void {
  if (!connection.memory && !connection.readonly) connection.pragma('journal_mode = WAL')
  connection.pragma('synchronous = OFF')
  connection.pragma('cache_size = -65536')
  connection.pragma('temp_store = MEMORY')
}
