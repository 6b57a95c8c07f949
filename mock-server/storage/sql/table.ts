import { keyOf, type Columns, type SortValue } from '../list-columns'
import { sortKey } from './sort-key'
import { nextStamp, type Store, type Versioned } from './store'

/** A value of a plain column: SQLite's integer, real, text or null (booleans as 1/0). */
export type ColumnValue = string | number | null

/**
 * How an entity is laid out in SQLite. Every row keeps its whole record as JSON in `data` (nested parts
 * included, readable with any SQLite tool); beside it:
 * - `sort`: the list's sort columns, one `sort_<column>` column each, holding the column's sort key (text as
 *   `sortKey`, numbers, money by value, dates in ms, flags 1/0, null when missing), indexed for both directions;
 * - `fields`: plain columns the lists filter on (`f_<field>`), indexed when `indexed` names them;
 * - `children`: child tables `<table>_<child>` of (name, key), one row per key a record has (an order's
 *   vehicles, a payment's orders), for lookups by key and for list filters that look into nested parts.
 */
export interface TableSchema<T> {
  sort?: Columns<T>
  fields?: Readonly<Record<string, (row: T) => ColumnValue | boolean>>
  /** Fields that get an index of their own. */
  indexed?: readonly string[]
  /** Sort columns that lists also filter on: they join the fields in the table's scan index (see ddl). */
  filtered?: readonly string[]
  /**
   * Fields that other tables' lists search in (an order's search reads its customer's `displayNameLower`): each gets an
   * index of its own with the name, narrower than the scan index, which such a search reads whole (see ddl).
   */
  searchedFrom?: readonly string[]
  children?: Readonly<Record<string, (row: T) => readonly string[]>>
  /**
   * Texts of other tables' rows joined into a column of this one (`f_<name>`), which the database keeps up to
   * date itself (triggers): an order's vehicles' `orderSearch`, so that an order's search reads its own scan
   * index instead of building the set of orders whose vehicles match (decision 0226).
   */
  joined?: Readonly<Record<string, JoinedText>>
}

/**
 * A column holding the `field` column of the rows of table `from` whose names are this row's keys in the child
 * table `child`, NUL between them (as searchText joins a row's own texts: a search never spans two texts); null
 * when there are none.
 */
export interface JoinedText {
  child: string
  from: string
  field: string
}

export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`
export const sortColumn = (column: string) => quote(`sort_${column}`)
export const fieldColumn = (field: string) => quote(`f_${field}`)

/** A sort value as stored: see TableSchema. */
export function storedKey(value: SortValue): ColumnValue {
  const key = keyOf(value)
  return typeof key === 'string' ? sortKey(key) : key
}

const DATE = '$date'
const BYTES = '$bytes'

/**
 * JSON of a record, with Dates as `{"$date": ISO}` and bytes (a document's content) as `{"$bytes": base64}`, so
 * that they come back as Dates and Uint8Arrays.
 */
export function recordToJson(row: unknown): string {
  return JSON.stringify(row, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key]
    if (raw instanceof Date) return { [DATE]: Number.isNaN(raw.getTime()) ? null : raw.toISOString() }
    if (raw instanceof Uint8Array) return { [BYTES]: Buffer.from(raw).toString('base64') }
    return value
  })
}

export function recordFromJson<T>(json: string): T {
  return JSON.parse(json, (_key, value: unknown) => {
    if (value !== null && typeof value === 'object') {
      if (DATE in value) {
        const iso = (value as Record<string, string | null>)[DATE]
        return new Date(iso ?? Number.NaN)
      }
      if (BYTES in value)
        return new Uint8Array(Buffer.from((value as Record<string, string>)[BYTES]!, 'base64'))
    }
    return value
  }) as T
}

/**
 * One entity's table in SQLite, keyed by resource name. Rows are read afresh on every call: change them and
 * `put` them back. Storage order (`rowid`) is insertion order; lists break ties by it.
 */
export class SqlTable<T extends { name: string }> {
  readonly table: string
  private readonly sorts: [string, (row: T) => SortValue][]
  private readonly fields: [string, (row: T) => ColumnValue | boolean][]
  private readonly children: [string, (row: T) => readonly string[]][]
  private readonly joined: [string, JoinedText][]
  private readonly upsert: string
  /**
   * While seeding (`beginBulk`), rows live here as objects, in insertion order, with the keys of their child
   * tables and indexed fields: the generators read and complete them in place, as fast as plain objects allow,
   * and `endBulk` writes them all to SQLite at once.
   */
  private staged: { rows: Map<string, T>; keys: Map<string, Map<string, Set<string>>> } | null = null
  /**
   * Changes on every write to this table, and to a table whose texts it keeps (its joined columns, which
   * SQLite's triggers set): caches of rows and of query answers key on it; see nextStamp.
   */
  version = nextStamp()
  /**
   * Finer versions, for answers of queries over the list columns (`cachedQuery`): one that changes when a row is
   * added or removed, one per list column (`sort_`, `f_`, joined) that changes when a row's value in it changes,
   * one per child table that changes when a row's keys change. A write that changes no column a query reads
   * leaves its answer valid (an order's comment saved keeps the pages sorted by what it owes).
   */
  private readonly rowsVersion: Versioned = { version: nextStamp() }
  private readonly columnVersions = new Map<string, Versioned>()
  private readonly childVersions = new Map<string, Versioned>()
  /** The list columns a put writes, in the order of `upsert`'s values after name and data. */
  private readonly listColumns: string[]
  /**
   * Stamps of the rows written since the table's last `touch` (see stampOf); the others have `baseStamp`.
   */
  private rowStamps = new Map<string, number>()
  private baseStamp = nextStamp()
  /** Set while `endBulk` writes the staged rows: they are all new, and the versions change once after. */
  private bulkWriting = false

  constructor(
    readonly store: Store,
    readonly collection: string,
    readonly schema: TableSchema<T> = {},
  ) {
    this.table = quote(collection)
    store.tables.push(this)
    this.sorts = Object.entries(schema.sort ?? {})
    this.fields = Object.entries(schema.fields ?? {})
    this.children = Object.entries(schema.children ?? {})
    this.joined = Object.entries(schema.joined ?? {})
    this.listColumns = [
      ...this.sorts.map(([column]) => sortColumn(column)),
      ...this.fields.map(([field]) => fieldColumn(field)),
    ]
    for (const column of [...this.listColumns, ...this.joined.map(([field]) => fieldColumn(field))])
      this.columnVersions.set(column, { version: nextStamp() })
    for (const [child] of this.children)
      this.childVersions.set(this.childTable(child), { version: nextStamp() })
    const columns = ['name', 'data', ...this.listColumns]
    this.upsert =
      `INSERT INTO ${this.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ` +
      `ON CONFLICT(name) DO UPDATE SET ${columns
        .slice(1)
        .map((column) => `${column} = excluded.${column}`)
        .join(', ')}`
  }

  /** The child table `child` (see TableSchema). */
  childTable(child: string): string {
    return quote(`${this.collection}_${child}`)
  }

  /** The statements that create the table and its child tables, then those that create their indexes. */
  ddl(): { tables: string[]; indexes: string[] } {
    const tables = [
      `CREATE TABLE ${this.table} (rowid INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, data TEXT NOT NULL${[
        ...this.sorts.map(([column]) => `, ${sortColumn(column)}`),
        ...this.fields.map(([field]) => `, ${fieldColumn(field)}`),
        ...this.joined.map(([field]) => `, ${fieldColumn(field)}`),
      ].join('')})`,
    ]
    // Joined texts are filled once the seeded rows are in (before the indexes that hold them), then kept by
    // triggers.
    const indexes: string[] = this.joined.map(
      ([field, joined]) =>
        `UPDATE ${this.table} SET ${fieldColumn(field)} = (${this.joinedText(joined, `${this.table}.name`)})`,
    )
    for (const [column] of this.sorts) {
      const key = sortColumn(column)
      // Missing values last in both directions, ties in storage order: one index per direction.
      indexes.push(
        `CREATE INDEX ${quote(`${this.collection}_sort_${column}_asc`)} ON ${this.table} ((${key} IS NULL), ${key}, rowid)`,
        `CREATE INDEX ${quote(`${this.collection}_sort_${column}_desc`)} ON ${this.table} ((${key} IS NULL), ${key} DESC, rowid)`,
      )
    }
    // The columns the lists filter, count and search on (every plain field, the sort columns named in
    // `filtered`) and the name, in one covering index: a filter that must look at every row (a search, a count)
    // reads this index and never the records, whose JSON comes first in each row and makes a row about a page
    // long (decision 0216).
    const scanned = [
      ...this.fields.map(([field]) => fieldColumn(field)),
      ...this.joined.map(([field]) => fieldColumn(field)),
      ...(this.schema.filtered ?? []).map((column) => sortColumn(column)),
    ]
    if (scanned.length)
      indexes.push(
        `CREATE INDEX ${quote(`${this.collection}_scan`)} ON ${this.table} (${[...scanned, 'name'].join(', ')})`,
      )
    for (const field of this.schema.searchedFrom ?? [])
      indexes.push(
        `CREATE INDEX ${quote(`${this.collection}_text_${field}`)} ON ${this.table} (${fieldColumn(field)}, name)`,
      )
    // Lookups by field and by child key are used while seeding: their indexes come with the tables.
    for (const field of this.schema.indexed ?? [])
      tables.push(
        `CREATE INDEX ${quote(`${this.collection}_f_${field}`)} ON ${this.table} (${fieldColumn(field)}, rowid)`,
      )
    for (const [child] of this.children) {
      const table = this.childTable(child)
      tables.push(
        `CREATE TABLE ${table} (name TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (key, name)) WITHOUT ROWID`,
      )
      tables.push(`CREATE INDEX ${quote(`${this.collection}_${child}_name`)} ON ${table} (name)`)
    }
    for (const [field, joined] of this.joined) indexes.push(...this.joinedTriggers(field, joined))
    return { tables, indexes }
  }

  /** The joined text (see JoinedText) of the row named by the SQL expression `name`. */
  private joinedText({ child, from, field }: JoinedText, name: string): string {
    return (
      `SELECT group_concat(o.${fieldColumn(field)}, char(0)) FROM ${this.childTable(child)} c ` +
      `JOIN ${quote(from)} o ON o.name = c.key WHERE c.name = ${name}`
    )
  }

  /**
   * The triggers that keep the joined column `field` up to date: when a row's keys in the child table change,
   * and when a row of the other table is added, removed or has its text changed (the rows that hold its name as
   * a key are set again).
   */
  private joinedTriggers(field: string, joined: JoinedText): string[] {
    const column = fieldColumn(field)
    const children = this.childTable(joined.child)
    const from = quote(joined.from)
    const text = fieldColumn(joined.field)
    const trigger = (event: string) => quote(`${this.collection}_${field}_${event}`)
    const setRow = (name: string) =>
      `UPDATE ${this.table} SET ${column} = (${this.joinedText(joined, name)}) WHERE name = ${name};`
    const setRowsOf = (key: string) =>
      `UPDATE ${this.table} SET ${column} = (${this.joinedText(joined, `${this.table}.name`)}) ` +
      `WHERE name IN (SELECT name FROM ${children} WHERE key = ${key});`
    return [
      `CREATE TRIGGER ${trigger('key_added')} AFTER INSERT ON ${children} BEGIN ${setRow('NEW.name')} END`,
      `CREATE TRIGGER ${trigger('key_removed')} AFTER DELETE ON ${children} BEGIN ${setRow('OLD.name')} END`,
      `CREATE TRIGGER ${trigger('text_added')} AFTER INSERT ON ${from} BEGIN ${setRowsOf('NEW.name')} END`,
      `CREATE TRIGGER ${trigger('text_removed')} AFTER DELETE ON ${from} BEGIN ${setRowsOf('OLD.name')} END`,
      `CREATE TRIGGER ${trigger('text_changed')} AFTER UPDATE OF ${text} ON ${from} ` +
        `WHEN NEW.${text} IS NOT OLD.${text} BEGIN ${setRowsOf('NEW.name')} END`,
    ]
  }

  /** From now until `endBulk`, rows are kept as objects (see `staged`). */
  beginBulk(): void {
    this.staged = { rows: new Map(), keys: new Map() }
    for (const row of this.all()) this.stage(row)
  }

  /** Writes every staged row to SQLite, in their order, and goes back to reading and writing SQLite. */
  endBulk(): void {
    const staged = this.staged
    if (!staged) return
    this.staged = null
    this.store.prepare(`DELETE FROM ${this.table}`).run()
    for (const [child] of this.children) this.store.prepare(`DELETE FROM ${this.childTable(child)}`).run()
    this.bulkWriting = true
    try {
      for (const row of staged.rows.values()) this.put(row)
    } finally {
      this.bulkWriting = false
    }
    this.touch()
    this.touchReaders()
  }

  /** The keys `row` has in each child table and indexed field (lookups while staged). */
  private lookupKeys(row: T): [string, readonly string[]][] {
    const keys: [string, readonly string[]][] = this.children.map(([child, pick]) => [child, pick(row)])
    for (const field of this.schema.indexed ?? []) {
      const value = this.schema.fields![field]!(row)
      keys.push([field, value === null ? [] : [String(value)]])
    }
    return keys
  }

  private stage(row: T): void {
    const staged = this.staged!
    const previous = staged.rows.get(row.name)
    if (previous) this.unstage(previous)
    staged.rows.set(row.name, row)
    for (const [by, keys] of this.lookupKeys(row)) {
      let map = staged.keys.get(by)
      if (!map) staged.keys.set(by, (map = new Map()))
      for (const key of keys) {
        if (key === '') continue
        let names = map.get(key)
        if (!names) map.set(key, (names = new Set()))
        names.add(row.name)
      }
    }
  }

  private unstage(row: T): void {
    for (const [by, keys] of this.lookupKeys(row))
      for (const key of keys) this.staged!.keys.get(by)?.get(key)?.delete(row.name)
  }

  get size(): number {
    if (this.staged) return this.staged.rows.size
    return (this.store.prepare(`SELECT count(*) AS n FROM ${this.table}`).get() as { n: number }).n
  }

  get(name: string): T | undefined {
    if (this.staged) return this.staged.rows.get(name)
    const found = this.store.prepare(`SELECT data FROM ${this.table} WHERE name = ?`).pluck().get(name) as
      string | undefined
    return found === undefined ? undefined : recordFromJson<T>(found)
  }

  /** The rows of `names` that exist, in the order of `names`. */
  getMany(names: readonly string[]): T[] {
    return names.flatMap((name) => this.get(name) ?? [])
  }

  has(name: string): boolean {
    if (this.staged) return this.staged.rows.has(name)
    return this.store.prepare(`SELECT 1 FROM ${this.table} WHERE name = ?`).pluck().get(name) !== undefined
  }

  /** Names of every row, in storage order. */
  names(): string[] {
    if (this.staged) return [...this.staged.rows.keys()]
    return this.store.prepare(`SELECT name FROM ${this.table} ORDER BY rowid`).pluck().all() as string[]
  }

  /** Every row, in storage order. */
  all(): T[] {
    if (this.staged) return [...this.staged.rows.values()]
    const rows = this.store.prepare(`SELECT data FROM ${this.table} ORDER BY rowid`).pluck().all() as string[]
    return rows.map((json) => recordFromJson<T>(json))
  }

  /** The query of the rows whose child table or indexed field `by` holds `key`, in storage order. */
  private selectBy(column: 'name' | 'data', by: string): string {
    if (this.schema.children?.[by])
      return (
        `SELECT t.${column} FROM ${this.childTable(by)} c JOIN ${this.table} t ON t.name = c.name ` +
        'WHERE c.key = ? ORDER BY t.rowid'
      )
    if (this.schema.indexed?.includes(by))
      return `SELECT ${column} FROM ${this.table} WHERE ${fieldColumn(by)} = ? ORDER BY rowid`
    throw new Error(`${this.collection} has no child table or indexed field "${by}"`)
  }

  /** Names of the rows whose child table or indexed field `by` holds `key`, in storage order. */
  namesBy(by: string, key: string): string[] {
    if (this.staged) {
      this.selectBy('name', by)
      return [...(this.staged.keys.get(by)?.get(key) ?? [])]
    }
    return this.store.prepare(this.selectBy('name', by)).pluck().all(key) as string[]
  }

  /** Rows whose child table or indexed field `by` holds `key`, in storage order. */
  rowsBy(by: string, key: string): T[] {
    if (this.staged) return this.namesBy(by, key).map((name) => this.staged!.rows.get(name)!)
    const rows = this.store.prepare(this.selectBy('data', by)).pluck().all(key) as string[]
    return rows.map((json) => recordFromJson<T>(json))
  }

  /** Changes whenever the row `name` is written (and when the whole table may have changed: see touch). */
  stampOf(name: string): number {
    return this.rowStamps.get(name) ?? this.baseStamp
  }

  /**
   * The versions the answer of `sql` depends on in this table (see rowsVersion): the rows' when `sql` names the
   * table, each list column and child table it names, and every one when it reads whole records (`data`).
   */
  versionsReadBy(sql: string): Versioned[] {
    const read: Versioned[] = []
    if (sql.includes(this.table)) read.push(this.rowsVersion)
    const whole = /\bdata\b/.test(sql)
    for (const [column, version] of this.columnVersions) if (whole || sql.includes(column)) read.push(version)
    for (const [child, version] of this.childVersions) if (whole || sql.includes(child)) read.push(version)
    return read
  }

  /** Every version of the table, to be set back by `restoreVersions` (a rolled-back transaction). */
  saveVersions(): number[] {
    return [this.version, ...this.allVersions().map((v) => v.version)]
  }

  /**
   * Sets back the versions saved before a transaction that rolled back: answers cached before it are right again,
   * those cached during it keep versions no later write takes (nextStamp). The rows written during it get new
   * stamps (all of them, when the table was written at all).
   */
  restoreVersions(saved: readonly number[]): void {
    if (saved[0] !== this.version) this.forgetRowStamps()
    this.version = saved[0]!
    this.allVersions().forEach((v, index) => (v.version = saved[index + 1]!))
  }

  private allVersions(): Versioned[] {
    return [this.rowsVersion, ...this.columnVersions.values(), ...this.childVersions.values()]
  }

  private forgetRowStamps(): void {
    this.rowStamps = new Map()
    this.baseStamp = nextStamp()
  }

  /** The next numeric id to assign (ids are never reused); kept in the `ids` table. */
  get nextId(): number {
    const found = this.store
      .prepare('SELECT next_id FROM ids WHERE collection = ?')
      .pluck()
      .get(this.collection)
    return (found as number | undefined) ?? 1
  }

  set nextId(value: number) {
    this.store
      .prepare(
        'INSERT INTO ids (collection, next_id) VALUES (?, ?) ON CONFLICT(collection) DO UPDATE SET next_id = excluded.next_id',
      )
      .run(this.collection, value)
  }

  /** A new id from the counter. */
  allocateId(): number {
    const id = this.nextId
    this.nextId = id + 1
    return id
  }

  put(row: T): T {
    if (this.staged) {
      this.stage(row)
      return row
    }
    const log = this.store.writeLog
    // The row's list columns as they were (undefined: a new row), to tell which of them the write changes.
    const previous = this.bulkWriting
      ? undefined
      : (this.store
          .prepare(`SELECT ${this.listColumns.join(', ') || '1'} FROM ${this.table} WHERE name = ?`)
          .raw()
          .get(row.name) as ColumnValue[] | undefined)
    const values: ColumnValue[] = []
    for (const [, pick] of this.sorts) values.push(storedKey(pick(row)))
    for (const [, pick] of this.fields) {
      const value = pick(row)
      values.push(typeof value === 'boolean' ? (value ? 1 : 0) : value)
    }
    this.store.prepare(this.upsert).run(row.name, recordToJson(row), ...values)
    const changed = new Set<string>()
    if (previous)
      this.listColumns.forEach((column, index) => previous[index] !== values[index] && changed.add(column))
    for (const [child, keysOf] of this.children) {
      const table = this.childTable(child)
      const keys = new Set(keysOf(row).filter((key) => key !== ''))
      // Rewritten only when they changed: most writes keep a row's keys, and a change fires the triggers of
      // the joined texts that read them.
      if (!this.bulkWriting) {
        const current = this.store.prepare(`SELECT key FROM ${table} WHERE name = ?`).pluck().all(row.name)
        if (current.length === keys.size && current.every((key) => keys.has(key as string))) continue
        this.store.prepare(`DELETE FROM ${table} WHERE name = ?`).run(row.name)
      }
      const insert = this.store.prepare(`INSERT OR IGNORE INTO ${table} (name, key) VALUES (?, ?)`)
      for (const key of keys) insert.run(row.name, key)
      changed.add(table)
    }
    if (this.bulkWriting) return row
    this.written(row.name, previous ? changed : null)
    log?.push({ collection: this.collection, name: row.name, kind: previous ? 'updated' : 'created', row })
    return row
  }

  remove(name: string): T | undefined {
    const previous = this.get(name)
    if (!previous) return undefined
    if (this.staged) {
      this.unstage(previous)
      this.staged.rows.delete(name)
      return previous
    }
    this.store.prepare(`DELETE FROM ${this.table} WHERE name = ?`).run(name)
    for (const [child] of this.children)
      this.store.prepare(`DELETE FROM ${this.childTable(child)} WHERE name = ?`).run(name)
    this.written(name, null)
    this.store.writeLog?.push({ collection: this.collection, name, kind: 'deleted', row: previous })
    return previous
  }

  clear(): void {
    if (this.staged) this.staged = { rows: new Map(), keys: new Map() }
    this.store.prepare(`DELETE FROM ${this.table}`).run()
    for (const [child] of this.children) this.store.prepare(`DELETE FROM ${this.childTable(child)}`).run()
    this.store.prepare('DELETE FROM ids WHERE collection = ?').run(this.collection)
    this.touch()
    this.touchReaders()
  }

  /** After the whole table may have changed (the store's connection changed under it, a clear): every version. */
  touch(): void {
    this.version = nextStamp()
    for (const version of this.allVersions()) version.version = nextStamp()
    this.forgetRowStamps()
  }

  /** The joined text `field` of some rows may have changed (the triggers that keep it ran). */
  joinedChanged(field: string): void {
    this.version = nextStamp()
    this.columnVersions.get(fieldColumn(field))!.version = nextStamp()
  }

  /**
   * After a write of the row `name`: `changed` holds the list columns and child tables whose values it changed,
   * null when the row was added or removed.
   */
  private written(name: string, changed: ReadonlySet<string> | null): void {
    this.version = nextStamp()
    this.rowStamps.set(name, this.version)
    // A row added or removed changes the rows, and its keys in the child tables (a query of a child table alone,
    // as "the vehicles no order holds", does not name this table).
    if (changed === null)
      for (const version of [this.rowsVersion, ...this.childVersions.values()]) version.version = this.version
    else for (const key of changed) this.versionOf(key).version = this.version
    // Joined texts: of this table's rows, when the keys they follow changed; of other tables' rows, when the text
    // they join or the set of rows changed (the triggers may have just set them).
    for (const [field, joined] of this.joined)
      if (changed === null || changed.has(this.childTable(joined.child))) this.joinedChanged(field)
    this.touchReaders(changed)
  }

  /** The tables that keep a text of this one's rows (JoinedText), told that it may have changed. */
  private touchReaders(changed: ReadonlySet<string> | null = null): void {
    for (const other of this.store.tables)
      for (const [field, joined] of other.joinedTexts)
        if (joined.from === this.collection && (changed === null || changed.has(fieldColumn(joined.field))))
          other.joinedChanged(field)
  }

  private versionOf(key: string): Versioned {
    return this.columnVersions.get(key) ?? this.childVersions.get(key)!
  }

  /** The joined texts of this table (TableSchema.joined). */
  get joinedTexts(): readonly [string, JoinedText][] {
    return this.joined
  }
}
