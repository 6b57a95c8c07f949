import { packRow, unpackRow } from './packing'

export interface TableOptions {
  /**
   * Keep rows packed (one flat string each, see packing.ts) instead of as object graphs. A packed row is a
   * single leaf object for the garbage collector, so a large table adds almost nothing to the marking work
   * of a full GC; each `get` decodes a fresh copy. Meant for the large entity tables.
   */
  packed?: boolean
}

/** Index key -> the names having it: one name as a plain string (the usual case), several as a Set. */
type IndexMap = Map<string, string | Set<string>>

/**
 * One in-memory collection keyed by resource name, with secondary indexes (key -> names), a version number
 * that changes on every write (list caches key on it) and a per-row stamp that changes when that row is
 * written (caches of derived per-row data key on it).
 *
 * Rows read from a packed table are fresh copies: change them and `put` them back, never rely on identity.
 */
export class Table<T extends { name: string }> {
  private readonly rows = new Map<string, T | string>()
  private readonly stamps = new Map<string, number>()
  private readonly indexes = new Map<string, { keys: (row: T) => readonly string[]; map: IndexMap }>()
  private readonly packed: boolean
  /** While bulk loading, rows stay unpacked until `endBulkLoad` packs them all at once. */
  private bulk = false
  private clock = 0
  version = 0
  /** The next numeric id to assign (ids are never reused). */
  nextId = 1

  constructor(
    readonly collection: string,
    options: TableOptions = {},
  ) {
    this.packed = options.packed ?? false
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

  /** A new id from the counter. */
  allocateId(): number {
    return this.nextId++
  }

  put(row: T): T {
    // The previous row is read only to take it out of the indexes (a packed read decodes it).
    const previous = this.indexes.size > 0 ? this.get(row.name) : undefined
    if (previous) this.unindex(previous)
    this.rows.set(row.name, this.packed && !this.bulk ? packRow(row) : row)
    this.stamps.set(row.name, ++this.clock)
    for (const { keys, map } of this.indexes.values()) for (const key of keys(row)) addTo(map, key, row.name)
    this.touch()
    return row
  }

  remove(name: string): T | undefined {
    const previous = this.get(name)
    if (!previous) return undefined
    this.unindex(previous)
    this.rows.delete(name)
    this.stamps.set(name, ++this.clock)
    this.touch()
    return previous
  }

  clear(): void {
    this.rows.clear()
    this.stamps.clear()
    for (const { map } of this.indexes.values()) map.clear()
    this.nextId = 1
    this.touch()
  }

  /** Rows put from now on stay unpacked (fast to re-read and re-write while seeding). */
  beginBulkLoad(): void {
    this.bulk = true
  }

  /** Packs every row left unpacked since `beginBulkLoad` (a packed table only). */
  endBulkLoad(): void {
    this.bulk = false
    if (!this.packed) return
    for (const [name, stored] of this.rows)
      if (typeof stored !== 'string') this.rows.set(name, packRow(stored))
  }

  touch(): void {
    this.version++
  }

  private unindex(row: T): void {
    for (const { keys, map } of this.indexes.values()) {
      for (const key of keys(row)) {
        const entry = map.get(key)
        if (entry === row.name) map.delete(key)
        else if (typeof entry === 'object') {
          entry.delete(row.name)
          if (entry.size === 1) map.set(key, entry.values().next().value as string)
        }
      }
    }
  }
}

function addTo(map: IndexMap, key: string, name: string): void {
  const entry = map.get(key)
  if (entry === undefined) map.set(key, name)
  else if (typeof entry === 'string') {
    if (entry !== name) map.set(key, new Set([entry, name]))
  } else entry.add(name)
}
