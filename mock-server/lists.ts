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

export interface ListResult<T> {
  /** Rows of the requested page. */
  rows: T[]
  /** Every matching row, sorted. */
  matching: readonly T[]
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
 * Rows sorted by a column, like the domain's `sortBy`: strings case-insensitive with numbers read as numbers,
 * Money by value, missing values last in either direction, ties in storage order. Cached per table version.
 */
const sortedCache = new WeakMap<object, Map<string, { version: number; rows: readonly unknown[] }>>()

function sortedRows<T extends { name: string }>(
  spec: ListSpec<T>,
  column: string,
  direction: SortDirection,
): readonly T[] {
  let perTable = sortedCache.get(spec.table)
  if (!perTable) sortedCache.set(spec.table, (perTable = new Map()))
  const cacheKey = `${column}:${direction}`
  const cached = perTable.get(cacheKey)
  if (cached && cached.version === spec.table.version) return cached.rows as readonly T[]
  const rows = spec.table.all()
  const pick = spec.columns[column] as (row: T) => SortValue
  const keys = rows.map((row) => keyOf(pick(row)))
  const sign = direction === 'desc' ? -1 : 1
  const order = rows.map((_, index) => index)
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
  const sorted = order.map((index) => rows[index] as T)
  perTable.set(cacheKey, { version: spec.table.version, rows: sorted })
  return sorted
}

/** Recent filtered results, keyed by everything that decides them (table versions, filters, order). */
const resultCaches = new WeakMap<object, Map<string, readonly unknown[]>>()
const RESULT_CACHE_SIZE = 64

/**
 * One page of `spec.table`: sorted by the request, filtered by `filter` (null = everything).
 * `filterKey` must identify the filter completely, and `dependsOn` every other version it reads.
 */
export function listPage<T extends { name: string }>(
  spec: ListSpec<T>,
  req: PageRequest,
  filter: ((row: T) => boolean) | null,
  filterKey: string,
  dependsOn: readonly { version: number }[] = [],
): ListResult<T> {
  const { page, perPage, column, direction } = normalizePage(req, spec)
  const sorted = sortedRows(spec, column, direction)
  let matching: readonly T[] = sorted
  if (filter) {
    let resultCache = resultCaches.get(spec.table)
    if (!resultCache) resultCaches.set(spec.table, (resultCache = new Map()))
    const key = [spec.table.version, ...dependsOn.map((t) => t.version), column, direction, filterKey].join(
      '|',
    )
    const cached = resultCache.get(key) as readonly T[] | undefined
    if (cached) {
      matching = cached
    } else {
      matching = sorted.filter(filter)
      if (resultCache.size >= RESULT_CACHE_SIZE) resultCache.delete(resultCache.keys().next().value as string)
      resultCache.set(key, matching)
    }
  }
  const { items } = paginate(matching, page, perPage)
  return {
    rows: items,
    matching,
    totalRows: matching.length,
    totalPages: countPages(matching.length, perPage),
  }
}

/**
 * Case-insensitive substring search over texts computed once per stored row. The cache is a plain Map by
 * resource name (checked against the row object): a WeakMap with 100,000 keys slows every young-generation
 * garbage collection down.
 */
export function searcher<T extends { name: string }>(texts: (row: T) => readonly string[]) {
  const cache = new Map<string, { row: T; text: string }>()
  const haystack = (row: T) => {
    const entry = cache.get(row.name)
    if (entry && entry.row === row) return entry.text
    const text = texts(row).join('\u0000').toLowerCase()
    cache.set(row.name, { row, text })
    return text
  }
  return {
    matches(row: T, needle: string): boolean {
      return haystack(row).includes(needle)
    },
    forget(row: T): void {
      cache.delete(row.name)
    },
  }
}

/** The search text trimmed and lower-cased ('' = no search). */
export const needleOf = (search: string) => search.trim().toLowerCase()
