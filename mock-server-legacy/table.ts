import { packRow, unpackRow } from './packing'

export interface TableOptions {
  /**
   * Keep rows packed (one flat string each, see packing.ts) instead of as object graphs. A packed row is a
   * single leaf object for the garbage collector, so a large table adds almost nothing to the marking work
   * of a full GC; each `get` decodes a fresh copy. Meant for the large entity tables.
   */
  packed?: boolean
}

/**
 * What lists read of a row (sort keys, filter fields, search texts), derived from the row object whenever it
 * is written, so that a list never decodes a packed table to sort or filter it.
 */
export type RowView<T, V> = (row: T) => V

/**
 * A put or remove made outside bulk loading, with the table's `nextId` after it: ids are taken (`allocateId`, or
 * `nextId` set directly) before the put, so the counter travels with each write.
 */
export type TableWrite<T> =
  | {
      op: 'put'
      name: string
      row: T
      /** The row as `packRow` made it, when the table keeps rows packed (no need to pack it again). */
      packed?: string
      nextId: number
    }
  | { op: 'remove'; name: string; nextId: number }

/** Writes remembered for `changesSince`; older ones are forgotten half at a time. */
const MAX_LOG = 4096

/** Index key -> the names having it: one name as a plain string (the usual case), several as a Set. */
type IndexMap = Map<string, string | Set<string>>

/**
 * One in-memory collection keyed by resource name, with secondary indexes (key -> names), a version number
 * that changes on every write (list caches key on it) and a per-row stamp that changes when that row is
 * written (caches of derived per-row data key on it).
 *
 * Rows read from a packed table are fresh copies: change them and `put` them back, never rely on identity.
 */
export class Table<T extends { name: string }, V = unknown> {
  private readonly rows = new Map<string, T | string>()
  /** The view of each row (with `options.view`), kept in step with every write. */
  private readonly views = new Map<string, V>()
  private readonly view: RowView<T, V> | undefined
  private readonly stamps = new Map<string, number>()
  private readonly indexes = new Map<string, { keys: (row: T) => readonly string[]; map: IndexMap }>()
  private readonly packed: boolean
  /** While bulk loading, rows stay unpacked until `endBulkLoad` packs them all at once. */
  private bulk = false
  private clock = 0
  version = 0
  /** Names written or removed, with the version each write made; versions up to `logFloor` are not known. */
  private log: { version: number; name: string; indexKeys?: Map<string, readonly string[]> }[] = []
  private logFloor = 0
  /** Position of each name in storage order (a re-inserted name goes last, as in a Map). */
  private readonly ordinals = new Map<string, number>()
  private nextOrdinal = 0
  /** The next numeric id to assign (ids are never reused). */
  nextId = 1
  private readonly writeListeners = new Set<(write: TableWrite<T>) => void>()

  constructor(
    readonly collection: string,
    options: TableOptions & { view?: RowView<T, V> } = {},
  ) {
    this.packed = options.packed ?? false
    this.view = options.view
  }

  /**
   * The view of row `name` (see RowView), made from the row when it was written: reading it decodes nothing.
   * Undefined for a row not stored, or a table without views.
   */
  viewOf(name: string): V | undefined {
    if (this.bulk && this.view && !this.views.has(name)) {
      // While seeding, views are made at the end; a view asked for before then is made from the object.
      const row = this.rows.get(name)
      return row === undefined || typeof row === 'string' ? undefined : this.view(row)
    }
    return this.views.get(name)
  }

  /**
   * Every row's view with the row's name, in the order the views were made (not storage order), or null when
   * there are none to read this way (a table without views, or while seeding).
   */
  viewEntries(): IterableIterator<[string, V]> | null {
    return this.view && !this.bulk ? this.views.entries() : null
  }

  /** Whether rows of this table have views (`viewOf`). */
  get hasViews(): boolean {
    return this.view !== undefined
  }

  /** Declares an index; rows already stored are indexed too. */
  addIndex(indexName: string, keys: (row: T) => readonly string[]): this {
    const map: IndexMap = new Map()
    this.indexes.set(indexName, { keys, map })
    for (const row of this.all()) for (const key of keys(row)) addTo(map, key, row.name)
    return this
  }

  get size(): number {
    return this.rows.size
  }

  get(name: string): T | undefined {
    const stored = this.rows.get(name)
    return typeof stored === 'string' ? (unpackRow(stored) as T) : stored
  }

  has(name: string): boolean {
    return this.rows.has(name)
  }

  /** Changes whenever the row `name` is written or removed (0 for a row never stored). */
  stampOf(name: string): number {
    return this.stamps.get(name) ?? 0
  }

  /** The row's place in storage order: sorts break ties by it, as they would by position in `all()`. */
  ordinalOf(name: string): number {
    return this.ordinals.get(name) ?? Number.MAX_SAFE_INTEGER
  }

  /**
   * Names of the rows written or removed since `version` (each once), or null when that is not known any more
   * (too long ago, or a change not tied to rows): caches of derived data then start again from the whole table.
   */
  changesSince(version: number): string[] | null {
    if (version < this.logFloor) return null
    let low = 0
    let high = this.log.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (this.log[middle]!.version <= version) low = middle + 1
      else high = middle
    }
    return [...new Set(this.log.slice(low).map((entry) => entry.name))]
  }

  /**
   * Keys of index `indexName` that rows written or removed since `version` had before or have after the write
   * (each once), or null when that is not known any more. For a list of another table that reads this one
   * through the index (vehicles read their orders by the orders' `vehicle` index).
   */
  indexKeysChangedSince(indexName: string, version: number): string[] | null {
    if (version < this.logFloor) return null
    const keys = new Set<string>()
    for (let index = this.log.length - 1; index >= 0 && this.log[index]!.version > version; index--)
      for (const key of this.log[index]!.indexKeys?.get(indexName) ?? []) keys.add(key)
    return [...keys]
  }

  /** Names of every row, in insertion order. */
  names(): string[] {
    return [...this.rows.keys()]
  }

  /** Every row, in insertion order (decoded afresh for a packed table: keep the result no longer than needed). */
  all(): T[] {
    const rows: T[] = []
    for (const stored of this.rows.values())
      rows.push(typeof stored === 'string' ? (unpackRow(stored) as T) : stored)
    return rows
  }

  /** Names of rows whose index `indexName` yields `key`. */
  namesBy(indexName: string, key: string): readonly string[] {
    const entry = this.indexes.get(indexName)?.map.get(key)
    if (entry === undefined) return []
    return typeof entry === 'string' ? [entry] : [...entry]
  }

  /** Rows whose index `indexName` yields `key`. */
  rowsBy(indexName: string, key: string): T[] {
    return this.namesBy(indexName, key).map((name) => this.get(name) as T)
  }

  /** Calls `listener` after every put and remove made outside bulk loading; returns a function that stops it. */
  onWrite(listener: (write: TableWrite<T>) => void): () => void {
    this.writeListeners.add(listener)
    return () => {
      this.writeListeners.delete(listener)
    }
  }

  /** A new id from the counter. */
  allocateId(): number {
    return this.nextId++
  }

  put(row: T): T {
    // The previous row is read only to take it out of the indexes (a packed read decodes it).
    const previous = this.indexes.size > 0 ? this.get(row.name) : undefined
    const indexKeys = previous ? this.unindex(previous) : new Map<string, string[]>()
    if (!this.rows.has(row.name)) this.ordinals.set(row.name, this.nextOrdinal++)
    const stored = this.packed && !this.bulk ? packRow(row) : row
    this.rows.set(row.name, stored)
    if (this.view) {
      if (this.bulk) this.views.delete(row.name)
      else this.views.set(row.name, this.view(row))
    }
    this.stamps.set(row.name, ++this.clock)
    for (const [indexName, { keys, map }] of this.indexes) {
      const added = keys(row)
      for (const key of added) addTo(map, key, row.name)
      indexKeys.set(indexName, [...(indexKeys.get(indexName) ?? []), ...added])
    }
    this.written(row.name, indexKeys)
    const packed = typeof stored === 'string' ? stored : undefined
    if (!this.bulk) this.notify({ op: 'put', name: row.name, row, packed, nextId: this.nextId })
    return row
  }

  remove(name: string): T | undefined {
    const previous = this.get(name)
    if (!previous) return undefined
    const indexKeys = this.unindex(previous)
    this.rows.delete(name)
    this.views.delete(name)
    this.ordinals.delete(name)
    this.stamps.set(name, ++this.clock)
    this.written(name, indexKeys)
    if (!this.bulk) this.notify({ op: 'remove', name, nextId: this.nextId })
    return previous
  }

  clear(): void {
    this.rows.clear()
    this.views.clear()
    this.stamps.clear()
    this.ordinals.clear()
    for (const { map } of this.indexes.values()) map.clear()
    this.nextId = 1
    this.touch()
  }

  /** Rows put from now on stay unpacked (fast to re-read and re-write while seeding). */
  beginBulkLoad(): void {
    this.bulk = true
  }

  /**
   * Packs every row left unpacked since `beginBulkLoad` (a packed table only), after making the views of the
   * rows that have none yet (from the objects, before they are packed).
   */
  endBulkLoad(): void {
    if (this.view)
      for (const [name, stored] of this.rows)
        if (typeof stored !== 'string' && !this.views.has(name)) this.views.set(name, this.view(stored))
    this.bulk = false
    if (!this.packed) return
    for (const [name, stored] of this.rows)
      if (typeof stored !== 'string') this.rows.set(name, packRow(stored))
  }

  /** A change not tied to rows: the version moves on and the change log starts again. */
  touch(): void {
    this.version++
    this.log = []
    this.logFloor = this.version
  }

  private written(name: string, indexKeys: Map<string, readonly string[]>): void {
    this.version++
    if (this.bulk) {
      // Seeding writes every row: nobody needs that history, and keeping it would cost memory.
      this.log = []
      this.logFloor = this.version
      return
    }
    this.log.push({ version: this.version, name, ...(indexKeys.size ? { indexKeys } : {}) })
    if (this.log.length > MAX_LOG) {
      const dropped = this.log.splice(0, this.log.length - MAX_LOG / 2)
      this.logFloor = dropped[dropped.length - 1]!.version
    }
  }

  private notify(write: TableWrite<T>): void {
    for (const listener of this.writeListeners) listener(write)
  }

  /** Takes `row` out of the indexes; returns its keys in each. */
  private unindex(row: T): Map<string, string[]> {
    const removed = new Map<string, string[]>()
    for (const [indexName, { keys, map }] of this.indexes) {
      const rowKeys = [...keys(row)]
      removed.set(indexName, rowKeys)
      for (const key of rowKeys) {
        const entry = map.get(key)
        if (entry === row.name) map.delete(key)
        else if (typeof entry === 'object') {
          entry.delete(row.name)
          if (entry.size === 1) map.set(key, entry.values().next().value as string)
        }
      }
    }
    return removed
  }
}

function addTo(map: IndexMap, key: string, name: string): void {
  const entry = map.get(key)
  if (entry === undefined) map.set(key, name)
  else if (typeof entry === 'string') {
    if (entry !== name) map.set(key, new Set([entry, name]))
  } else entry.add(name)
}
