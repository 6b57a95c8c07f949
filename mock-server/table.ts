/**
 * One in-memory collection keyed by resource name, with secondary indexes (key -> names) and a version
 * number that changes on every write (list caches key on it).
 */
export class Table<T extends { name: string }> {
  private readonly rows = new Map<string, T>()
  private readonly indexes = new Map<
    string,
    { keys: (row: T) => readonly string[]; map: Map<string, Set<string>> }
  >()
  private snapshot: T[] | null = null
  version = 0
  /** The next numeric id to assign (ids are never reused). */
  nextId = 1

  constructor(readonly collection: string) {}

  /** Declares an index; rows already stored are indexed too. */
  addIndex(indexName: string, keys: (row: T) => readonly string[]): this {
    const map = new Map<string, Set<string>>()
    this.indexes.set(indexName, { keys, map })
    for (const row of this.rows.values()) for (const key of keys(row)) addTo(map, key, row.name)
    return this
  }

  get size(): number {
    return this.rows.size
  }

  get(name: string): T | undefined {
    return this.rows.get(name)
  }

  has(name: string): boolean {
    return this.rows.has(name)
  }

  /** Every row, in insertion order (the same array until the next write). */
  all(): readonly T[] {
    this.snapshot ??= [...this.rows.values()]
    return this.snapshot
  }

  /** Names of rows whose index `indexName` yields `key`. */
  namesBy(indexName: string, key: string): readonly string[] {
    const set = this.indexes.get(indexName)?.map.get(key)
    return set ? [...set] : []
  }

  /** Rows whose index `indexName` yields `key`. */
  rowsBy(indexName: string, key: string): T[] {
    return this.namesBy(indexName, key).map((name) => this.rows.get(name) as T)
  }

  /** A new id from the counter. */
  allocateId(): number {
    return this.nextId++
  }

  put(row: T): T {
    const previous = this.rows.get(row.name)
    if (previous) this.unindex(previous)
    this.rows.set(row.name, row)
    for (const { keys, map } of this.indexes.values()) for (const key of keys(row)) addTo(map, key, row.name)
    this.touch()
    return row
  }

  remove(name: string): T | undefined {
    const previous = this.rows.get(name)
    if (!previous) return undefined
    this.unindex(previous)
    this.rows.delete(name)
    this.touch()
    return previous
  }

  clear(): void {
    this.rows.clear()
    for (const { map } of this.indexes.values()) map.clear()
    this.nextId = 1
    this.touch()
  }

  touch(): void {
    this.snapshot = null
    this.version++
  }

  private unindex(row: T): void {
    for (const { keys, map } of this.indexes.values()) {
      for (const key of keys(row)) {
        const set = map.get(key)
        set?.delete(row.name)
        if (set?.size === 0) map.delete(key)
      }
    }
  }
}

function addTo(map: Map<string, Set<string>>, key: string, name: string): void {
  let set = map.get(key)
  if (!set) map.set(key, (set = new Set()))
  set.add(name)
}
