import { DEFAULT_PAGE_SIZE, countPages, type SortDirection } from '../../src/domain/lists'
import { invalidArgument } from '../http/errors'
import type { Columns } from './list-columns'
import type { Store, Versioned } from './sql/store'
import { sortColumn, type SqlTable } from './sql/table'

export type { Columns } from './list-columns'

/** Largest page a client may ask for. */
export const MAX_PER_PAGE = 1000

export interface PageRequest {
  page: number
  perPage: number
  sort: string
  sortColumn: string
}

/** How a list reads a table. */
export interface ListSpec<T extends { name: string }> {
  table: SqlTable<T>
  /** The sort columns (the table's `sort` schema: each is a column of the table). */
  columns: Columns<T>
  /** Column used when the request leaves sort_column empty. */
  defaultColumn: string
  /** Direction used when the request leaves sort empty. */
  defaultDirection: SortDirection
}

/**
 * A search in another table's texts: the row matches when its `column` (SQL over `t`) is one of the names that
 * `select` gives (a query of one column with one `?`, the needle: `SELECT c.name FROM customers c WHERE
 * instr(c."f_displayNameLower", ?) > 0`). SQLite runs `select` once per query, where a text picked per row by a
 * correlated sub-select would be looked up once per row (decision 0216).
 */
export interface SearchIn {
  column: string
  select: string
}

/**
 * The filter of a list as SQL: conditions joined by AND over the list's table, named `t` (its plain columns
 * `f_<field>`, sort columns `sort_<column>`, child tables), and their parameters in order. Build it with
 * `where` and `search`.
 */
export class ListFilter {
  readonly conditions: string[] = []
  readonly params: unknown[] = []

  /** Adds `condition` (SQL over `t`) with its `?` parameters. */
  where(condition: string, ...params: unknown[]): this {
    this.conditions.push(condition)
    this.params.push(...params)
    return this
  }

  /**
   * Adds a search: `needle` (see needleOf) in any of the search texts `haystacks` (SQL expressions holding
   * lower-cased texts, e.g. `t."f_search"`) or in another table's (SearchIn), as a substring.
   */
  search(needle: string, haystacks: readonly (string | SearchIn)[]): this {
    if (!needle) return this
    const matches = haystacks.map((haystack) =>
      typeof haystack === 'string'
        ? `instr(${haystack}, ?) > 0`
        : `${haystack.column} IN (${haystack.select})`,
    )
    return this.where(`(${matches.join(' OR ')})`, ...haystacks.map(() => needle))
  }

  get sql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : ''
  }
}

export interface ListResult<T> {
  /** Reads the rows of the requested page. */
  rows(): T[]
  /** Names of the rows of the requested page. */
  names: string[]
  totalRows: number
  totalPages: number
}

export interface NormalizedPage {
  page: number
  perPage: number
  column: string
  direction: SortDirection
}

/** Checks page, per_page, sort and sort_column and fills the defaults (page 1, 10 rows, the spec's column). */
export function normalizePage<T extends { name: string }>(
  req: PageRequest,
  spec: ListSpec<T>,
): NormalizedPage {
  if (req.page < 0) throw invalidArgument('page', 'AT_LEAST', { min: 1 })
  if (req.perPage < 0 || req.perPage > MAX_PER_PAGE)
    throw invalidArgument('per_page', 'BETWEEN', { min: 1, max: MAX_PER_PAGE })
  const sort = req.sort.trim().toLowerCase()
  if (sort !== '' && sort !== 'asc' && sort !== 'desc')
    throw invalidArgument('sort', 'NOT_A_SORT_ORDER', { value: req.sort })
  const column = req.sortColumn.trim() || spec.defaultColumn
  if (!Object.hasOwn(spec.columns, column)) {
    throw invalidArgument('sort_column', 'UNKNOWN_COLUMN', {
      value: req.sortColumn,
      allowed: Object.keys(spec.columns).join(', '),
    })
  }
  return {
    page: req.page === 0 ? 1 : req.page,
    perPage: req.perPage === 0 ? DEFAULT_PAGE_SIZE : req.perPage,
    column,
    direction: (sort || spec.defaultDirection) as SortDirection,
  }
}

/**
 * Recent answers of list queries (SQL and parameters -> result), valid while nothing the query reads has changed
 * since (versionsRead): a list screen asks the same page again and again (polling, several tabs, a benchmark),
 * and counting the matching rows is the costly part of a query. A write to one table leaves the answers over
 * others (an order saved leaves the payments' and vehicles' pages cached; it was every answer of the store), and
 * a write to a column a query does not read leaves its answers too.
 */
const answers = new WeakMap<Store, Map<string, { epoch: number; versions: number[]; value: unknown }>>()
const ANSWERS = 256

/**
 * What `sql` reads, as versions (StoreTable.versionsReadBy): of the tables it names, themselves or by a child
 * table (`"orders_items"`), their rows and the columns it names. A write that changes none of them (an order's
 * comment, under a list sorted and filtered by what it owes) keeps the answer.
 */
const readsOf = new WeakMap<Store, Map<string, readonly Versioned[]>>()
function versionsRead(store: Store, sql: string): readonly Versioned[] {
  let known = readsOf.get(store)
  if (!known) readsOf.set(store, (known = new Map()))
  let versions = known.get(sql)
  if (!versions) {
    versions = store.tables
      .filter((table) => sql.includes(table.table) || sql.includes(`"${table.collection}_`))
      .flatMap((table) => table.versionsReadBy(sql))
    known.set(sql, versions)
  }
  return versions
}

/** The answer of `sql` with `params`, from the cache while the tables it reads are unwritten, else from `run`. */
export function cachedQuery<R>(
  table: { store: Store },
  sql: string,
  params: readonly unknown[],
  run: () => R,
): R {
  const store = table.store
  let cache = answers.get(store)
  if (!cache) answers.set(store, (cache = new Map()))
  const key = `${sql}\u0000${JSON.stringify(params)}`
  const read = versionsRead(store, sql)
  const found = cache.get(key)
  if (
    found &&
    found.epoch === store.epoch &&
    read.length > 0 &&
    read.every((part, index) => part.version === found.versions[index])
  ) {
    cache.delete(key)
    cache.set(key, found)
    return found.value as R
  }
  const value = run()
  cache.delete(key)
  if (cache.size >= ANSWERS) cache.delete(cache.keys().next().value as string)
  cache.set(key, { epoch: store.epoch, versions: read.map((part) => part.version), value })
  return value
}

/**
 * One page of `spec.table`: sorted by the request (missing values last in either direction, ties in storage
 * order), filtered by `filter`. The sort and the filters run in SQLite, on the table's indexes.
 */
export function listPage<T extends { name: string }>(
  spec: ListSpec<T>,
  req: PageRequest,
  filter: ListFilter = new ListFilter(),
): ListResult<T> {
  const { page, perPage, column, direction } = normalizePage(req, spec)
  const { table } = spec
  const from = `FROM ${table.table} t ${filter.sql}`
  const key = sortColumn(column)
  const order = `ORDER BY (t.${key} IS NULL), t.${key} ${direction === 'desc' ? 'DESC' : 'ASC'}, t.rowid`
  const count = () =>
    cachedQuery(table, `SELECT count(*) ${from}`, filter.params, () =>
      table.store
        .prepare(`SELECT count(*) ${from}`)
        .pluck()
        .get(...filter.params),
    ) as number
  const offset = (Math.max(1, page) - 1) * perPage
  const pageParams = [...filter.params, perPage, offset]
  let names: string[]
  let totalRows: number
  if (filter.conditions.length && table.schema.filtered?.includes(column)) {
    // The filter is read from the table's scan index, which holds this sort column too: the rows that pass are
    // counted and sorted in that one pass (decision 0216). Sorted by another column, a pass like this would read
    // every passing record; the count and the page are then two queries, the page walking the sort's index.
    const pageSql = `SELECT t.name, count(*) OVER () ${from} ${order} LIMIT ? OFFSET ?`
    const rows = cachedQuery(table, pageSql, pageParams, () =>
      table.store
        .prepare(pageSql)
        .raw()
        .all(...pageParams),
    ) as [string, number][]
    names = rows.map(([name]) => name)
    // A page past the last one has no row to carry the count.
    totalRows = rows[0]?.[1] ?? (offset === 0 ? 0 : count())
  } else {
    totalRows = count()
    const pageSql = `SELECT t.name ${from} ${order} LIMIT ? OFFSET ?`
    names = cachedQuery(table, pageSql, pageParams, () =>
      table.store
        .prepare(pageSql)
        .pluck()
        .all(...pageParams),
    ) as string[]
  }
  return {
    rows: () => table.getMany(names),
    names,
    totalRows,
    totalPages: countPages(totalRows, perPage),
  }
}

/** The search text trimmed and lower-cased ('' = no search). */
export const needleOf = (search: string) => search.trim().toLowerCase()
