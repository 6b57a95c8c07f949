import { DEFAULT_PAGE_SIZE, countPages, paginate, type SortDirection } from '../src/domain/lists'
import type { Money } from '../src/domain/money'
import { invalidArgument } from './errors'
import type { Table } from './table'

/** Largest page a client may ask for. */
export const MAX_PER_PAGE = 1000

export interface PageRequest {
  page: number
  perPage: number
  sort: string
  sortColumn: string
}

export type SortValue = string | number | boolean | Date | Money | null | undefined

/** Sort columns of an entity: its camelCase field name -> the value to sort by. */
export type Columns<T> = Readonly<Record<string, (row: T) => SortValue>>

export interface ListSpec<T extends { name: string }> {
  table: Table<T>
  columns: Columns<T>
  /** Column used when the request leaves sort_column empty. */
  defaultColumn: string
  /** Direction used when the request leaves sort empty. */
  defaultDirection: SortDirection
}

export interface ListResult<T, S = undefined> {
  /** Reads the rows of the requested page (from the table, on each call). */
  rows(): T[]
  /** Names of the rows of the requested page. */
  names: string[]
  totalRows: number
  totalPages: number
  /** What `summarize` made of every matching row (undefined without it). */
  summary: S
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
  if (req.page < 0) throw invalidArgument('page', 'must be 1 or more')
  if (req.perPage < 0 || req.perPage > MAX_PER_PAGE)
    throw invalidArgument('per_page', `must be between 1 and ${MAX_PER_PAGE}`)
  const sort = req.sort.trim().toLowerCase()
  if (sort !== '' && sort !== 'asc' && sort !== 'desc')
    throw invalidArgument('sort', `must be "asc" or "desc", not "${req.sort}"`)
  const column = req.sortColumn.trim() || spec.defaultColumn
  if (!Object.hasOwn(spec.columns, column)) {
    throw invalidArgument(
      'sort_column',
      `unknown column "${req.sortColumn}"; one of ${Object.keys(spec.columns).join(', ')}`,
    )
  }
  return {
    page: req.page === 0 ? 1 : req.page,
    perPage: req.perPage === 0 ? DEFAULT_PAGE_SIZE : req.perPage,
    column,
    direction: (sort || spec.defaultDirection) as SortDirection,
  }
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

type Key = string | number | null

function keyOf(value: SortValue): Key {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime()
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'object') return value.value
  return value
}

/**
 * Names of the rows sorted by a column, like the domain's `sortBy`: strings case-insensitive with numbers read
 * as numbers, Money by value, missing values last in either direction, ties in storage order. Cached per table
 * version. Names, not rows: a cache of rows would hold a packed table's every row unpacked.
 */
const sortedCache = new WeakMap<object, Map<string, { version: number; names: readonly string[] }>>()

/**
 * The sorted names, and when they had to be computed, the rows read for it in the same order (so that a
 * filter applied next need not read a packed table a second time).
 */
function sortedNames<T extends { name: string }>(
  spec: ListSpec<T>,
  column: string,
  direction: SortDirection,
): { names: readonly string[]; rows?: readonly T[] } {
  let perTable = sortedCache.get(spec.table)
  if (!perTable) sortedCache.set(spec.table, (perTable = new Map()))
  const cacheKey = `${column}:${direction}`
  const cached = perTable.get(cacheKey)
  if (cached && cached.version === spec.table.version) return { names: cached.names }
  const pick = spec.columns[column] as (row: T) => SortValue
  const names: string[] = []
  const keys: Key[] = []
  const rows = spec.table.all()
  for (const row of rows) {
    names.push(row.name)
    keys.push(keyOf(pick(row)))
  }
  const sign = direction === 'desc' ? -1 : 1
  const order = names.map((_, index) => index)
  order.sort((a, b) => {
    const ka = keys[a] as Key
    const kb = keys[b] as Key
    if (ka === null || kb === null) return ka === kb ? a - b : ka === null ? 1 : -1
    const c =
      typeof ka === 'string' && typeof kb === 'string'
        ? collator.compare(ka, kb)
        : ka < kb
          ? -1
          : ka > kb
            ? 1
            : 0
    return sign * c || a - b
  })
  const sorted = order.map((index) => names[index] as string)
  perTable.set(cacheKey, { version: spec.table.version, names: sorted })
  return { names: sorted, rows: order.map((index) => rows[index] as T) }
}

/** Recent filtered results (names and summary), keyed by everything that decides them. */
const resultCaches = new WeakMap<object, Map<string, { names: readonly string[]; summary: unknown }>>()
const RESULT_CACHE_SIZE = 64

/**
 * One page of `spec.table`: sorted by the request, filtered by `filter` (null = everything), with
 * `summarize` applied to every matching row. `filterKey` must identify the filter completely, and
 * `dependsOn` every other version it reads. Only the page's rows are read back from the table once the
 * filtered names are cached.
 */
export function listPage<T extends { name: string }, S = undefined>(
  spec: ListSpec<T>,
  req: PageRequest,
  filter: ((row: T) => boolean) | null,
  filterKey: string,
  dependsOn: readonly { version: number }[] = [],
  summarize?: (rows: readonly T[]) => S,
): ListResult<T, S> {
  const { page, perPage, column, direction } = normalizePage(req, spec)
  const { names: sorted, rows: sortedRows } = sortedNames(spec, column, direction)
  let matching: readonly string[] = sorted
  let summary = undefined as S
  if (filter || summarize) {
    let resultCache = resultCaches.get(spec.table)
    if (!resultCache) resultCaches.set(spec.table, (resultCache = new Map()))
    const key = [spec.table.version, ...dependsOn.map((t) => t.version), column, direction, filterKey].join(
      '|',
    )
    let cached = resultCache.get(key)
    if (!cached) {
      const names: string[] = []
      const rows: T[] = []
      sorted.forEach((name, index) => {
        const row = sortedRows?.[index] ?? (spec.table.get(name) as T)
        if (filter && !filter(row)) return
        names.push(name)
        if (summarize) rows.push(row)
      })
      cached = { names, summary: summarize?.(rows) }
      if (resultCache.size >= RESULT_CACHE_SIZE) resultCache.delete(resultCache.keys().next().value as string)
      resultCache.set(key, cached)
    }
    matching = cached.names
    summary = cached.summary as S
  }
  const { items } = paginate(matching, page, perPage)
  return {
    rows: () => items.map((name) => spec.table.get(name) as T),
    names: items,
    totalRows: matching.length,
    totalPages: countPages(matching.length, perPage),
    summary,
  }
}

/**
 * Case-insensitive substring search over texts computed once per stored row, kept by resource name and
 * checked against the row's stamp (rows of a packed table are fresh copies, so identity says nothing).
 */
export function searcher<T extends { name: string }>(table: Table<T>, texts: (row: T) => readonly string[]) {
  const cache = new Map<string, { stamp: number; text: string }>()
  const haystack = (row: T) => {
    const stamp = table.stampOf(row.name)
    const entry = cache.get(row.name)
    if (entry && entry.stamp === stamp) return entry.text
    const text = texts(row).join('\u0000').toLowerCase()
    cache.set(row.name, { stamp, text })
    return text
  }
  return {
    matches(row: T, needle: string): boolean {
      return haystack(row).includes(needle)
    },
    /** Drops the cached text of `name` (when something else it is made of changed). */
    forget(name: string): void {
      cache.delete(name)
    },
  }
}

/** The search text trimmed and lower-cased ('' = no search). */
export const needleOf = (search: string) => search.trim().toLowerCase()
