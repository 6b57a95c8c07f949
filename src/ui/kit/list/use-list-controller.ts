import { useSteady } from '../use-steady'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import {
  DEFAULT_LIST_QUERY,
  type FilterField,
  type FilterValues,
  type ListQuery,
  type Page,
} from '../../../domain/lists'
import { PORTS } from '../../../ports/tokens'
import { PortError } from '../../../ports/errors'
import { useRetryWhenReachable } from '../actions/use-retry-when-reachable'
import { resolvePort } from '../../runtime/use-port'
import { createListStore } from './list-store'
import { session } from '../../session/session'
import { optionalPort } from '../../runtime/optional-port'
import { applyChange, useMemoryListState, useUrlListState, type ListStateChange } from './list-state'
import { queryCache } from '../query-cache'
import { listKey } from './list-route'
import { useLiveRows } from './use-live-rows'

/** What a list screen declares: how to load a page, which filters it has, where its state lives. */
export interface ListControllerConfig<Row, Q, Extra extends object = object> {
  /** A stable id: the key of the list's saved column choice (`orders`, `payments`, ...). */
  id: string
  /**
   * Loads one page for the query the list state maps to; `signal` aborts it when a newer query supersedes it
   * (pass it to the port).
   */
  load: (query: Q, options: { signal?: AbortSignal }) => Promise<Page<Row> & Extra>
  /** The port query from the list state: paging, sort and search, plus the filter values from the URL. */
  toQuery: (query: ListQuery, filters: FilterValues) => Q
  /** The filters of the filter bar (their values live in the URL with the rest of the query). */
  filters?: readonly FilterField[]
  /** Default page, size, sort and search (the URL leaves out values equal to these). */
  defaults?: Partial<ListQuery>
  /** `url` (default) for a page's main list; `memory` for a list inside a tab, which must not own the URL. */
  stateIn?: 'url' | 'memory'
  /** The row's identity (its resource name). */
  rowId: (row: Row) => string
  /** Deletes a row; the list reloads after. */
  remove?: (name: string) => Promise<void>
  /** Moves a row to the archive or back; the list reloads after. */
  archive?: (name: string, isArchive: boolean) => Promise<void>
  /**
   * The change feed's collection of the rows (`orders`): the page follows it, changed rows in place and new
   * ones behind `fresh` (issue 29). None: the list changes only when loaded.
   */
  live?: string
  /**
   * Columns hidden until the person shows them in the column chooser: a list with more columns than a 1440 px
   * screen holds in every language keeps its everyday ones in view (decision 0179). A stored choice wins.
   */
  hiddenAtFirst?: readonly string[]
}

export interface ListController<Row, Extra extends object = object> {
  id: string
  query: ListQuery
  filters: FilterValues
  filterFields: readonly FilterField[]
  /** Changes the query and filters together; anything but a page change goes back to page 1. */
  change: (change: ListStateChange) => void
  rows: readonly Row[]
  totalRows: number
  totalPages: number
  /** What the page answered besides rows and counts (ListPayments' totalAmount). */
  extra: Partial<Extra>
  loading: boolean
  error: PortError | null
  /** Set while the rows are the answer kept from an earlier visit (the server cannot be reached): its time. */
  savedAt: Date | null
  reload: () => Promise<void>
  rowId: (row: Row) => string
  /** Names of the selected rows (on the current page; cleared when the page changes). */
  selected: ReadonlySet<string>
  setSelected: (names: ReadonlySet<string>) => void
  /** Columns the person hid, kept on this machine per list. */
  hiddenColumns: ReadonlySet<string>
  setColumnHidden: (column: string, hidden: boolean) => void
  /** Hides exactly these columns (a saved view's choice). */
  replaceHiddenColumns: (columns: readonly string[]) => void
  /** Whether the list's state lives in the URL (a page's main list), so it can be saved as a view and shared. */
  inUrl: boolean
  /** Loads any page of the same query (the CSV export walks every page with it). */
  loadPage: (page: number, perPage: number) => Promise<Page<Row>>
  remove: (name: string) => Promise<unknown>
  archive: (name: string, isArchive: boolean) => Promise<unknown>
  /** Records that now match the query beyond those shown (a list with `live`); `showFresh` shows them. */
  fresh: number
  showFresh: () => void
}

const NO_FILTERS: readonly FilterField[] = []
/** What a list showing a kept answer is still waiting for (it keeps trying, as after a failed load). */
const UNREACHABLE = new PortError('unavailable', 'Showing the answer kept from an earlier visit')

const missing = (what: string) => (): never => {
  throw new TypeError(`This list cannot ${what}`)
}

/**
 * Each list query's last answer, kept per signed-in user on this machine (`PORTS.listCache`), so the lists a
 * person has seen stay readable offline. No cache registered (a component test without one): nothing kept.
 */
function listCacheFor<Row, Q>(id: string) {
  const cache = optionalPort(PORTS.listCache)
  if (!cache) return undefined
  const keyOf = (query: Q) => `${session.userData?.username ?? ''}:${id}:${JSON.stringify(query)}`
  return {
    read: (query: Q) => cache.read(keyOf(query)),
    write: (query: Q, answer: Page<Row> | Row[]) => cache.write(keyOf(query), answer),
  }
}

/**
 * The headless controller of a list screen: keeps the query and filters (in the URL by default), loads
 * pages through the one list store, and exposes rows, totals, loading, error, selection, the column choice
 * and the actions. A view (`ListView`) renders it; it never calls a port itself.
 */
export function useListController<Row, Q, Extra extends object = object>(
  config: ListControllerConfig<Row, Q, Extra>,
): ListController<Row, Extra> {
  const { id, load, toQuery, rowId, remove, archive } = config
  const fields = config.filters ?? NO_FILTERS
  const defaultsKey = JSON.stringify(config.defaults ?? {})
  const defaults = useMemo<ListQuery>(
    () => ({ ...DEFAULT_LIST_QUERY, ...(JSON.parse(defaultsKey) as Partial<ListQuery>) }),
    [defaultsKey],
  )
  const inUrl = useUrlListState(defaults, fields)
  const inMemory = useMemoryListState(defaults)
  const { query, filters, change: changeState } = config.stateIn === 'memory' ? inMemory : inUrl

  const portQuery = useMemo(() => toQuery(query, filters), [toQuery, query, filters])
  const queryKey = JSON.stringify(portQuery)
  // The store is made once per list; it calls the latest `load`, `remove` and `archive` through a ref.
  const calls = useRef({ load, remove, archive })
  calls.current = { load, remove, archive }
  const store = useMemo(
    () => {
      const made = createListStore<'rows', Row, Q>({
        itemsKey: 'rows',
        cache: listCacheFor<Row, Q>(id),
        // The route may have started this list's first call already (decision 0140): it is adopted.
        shared: { cache: queryCache, keyOf: (q) => listKey(id, q) },
        list: (q, signal) => calls.current.load(q, { signal }),
        remove: (name) => (calls.current.remove ?? missing('delete'))(name),
        archive: (name, isArchive) => (calls.current.archive ?? missing('archive'))(name, isArchive),
      })
      // Answered before the screen's code came (a reload on a slow link): the rows are in the first render.
      made.adopt(portQuery)
      return made
    },
    // A new list id is a new list; the query is the one it first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id],
  )
  const state = useSnapshot(store.state)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())

  // A change (a search after its pause, a sort, a filter) starts its call at once, before the list renders
  // again with the new query (decision 0140): the load that render makes adopts it. One function for the
  // list's life (it reads the latest state), so the parts of the view that only change the query (the filter
  // bar, paging, the search box) need not render again when the query changes (decision 0227).
  const latest = useRef({ query, filters, toQuery, queryKey, changeState })
  latest.current = { query, filters, toQuery, queryKey, changeState }
  const change = useCallback(
    (update: ListStateChange) => {
      const { query, filters, toQuery, queryKey, changeState } = latest.current
      const next = applyChange(query, filters, update)
      const nextQuery = toQuery(next.query, next.filters)
      if (JSON.stringify(nextQuery) !== queryKey)
        queryCache.prefetch(listKey(id, nextQuery), (signal) => calls.current.load(nextQuery, { signal }))
      changeState(update)
    },
    [id],
  )
  // The row's identity, stable while the screen passes a new function at each render (`(o) => o.name`): the
  // table's rows, memoised, then render again only when their own props change.
  const stableRowId = useSteady(rowId)!

  useEffect(() => {
    // The same empty set kept: a new one would render every row again (their select handler follows it).
    setSelected((current) => (current.size === 0 ? current : new Set()))
    // Already showing the route's answer to this query (adopted as the store was made): nothing to ask.
    if (store.adopted(portQuery)) return
    void store.load(portQuery)
    // queryKey stands for portQuery's content
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, queryKey])

  const settings = resolvePort(PORTS.localSettings)
  const columnsKey = `columns:${id}`
  const [hiddenColumns, setHiddenColumns] = useState<ReadonlySet<string>>(() => {
    const stored = settings.read(columnsKey)
    if (!Array.isArray(stored)) return new Set(config.hiddenAtFirst ?? [])
    return new Set(stored.filter((c): c is string => typeof c === 'string'))
  })
  const setColumnHidden = useCallback(
    (column: string, hidden: boolean) =>
      setHiddenColumns((current) => {
        const next = new Set(current)
        if (hidden) next.add(column)
        else next.delete(column)
        settings.write(columnsKey, [...next])
        return next
      }),
    [settings, columnsKey],
  )

  const replaceHiddenColumns = useCallback(
    (columns: readonly string[]) => {
      settings.write(columnsKey, [...columns])
      setHiddenColumns(new Set(columns))
    },
    [settings, columnsKey],
  )

  useRetryWhenReachable(
    (state.error as PortError | null) ?? (state.savedAt ? UNREACHABLE : null),
    store.reload,
  )

  const liveStore = useMemo(
    () => ({
      state: store.state,
      rows: () => store.state.rows as Row[],
      peek: store.peek,
      replaceRows: store.replaceRows,
    }),
    [store],
  )
  const { fresh, showFresh } = useLiveRows<Row>(liveStore, config.live, rowId, queryKey, state.totalRows)

  const loadPage = useCallback(
    (page: number, perPage: number) => load({ ...toQuery({ ...query, page, perPage }, filters) }, {}),
    [load, toQuery, query, filters],
  )

  return {
    id,
    query,
    filters,
    filterFields: fields,
    change,
    rows: state.rows as readonly Row[],
    totalRows: state.totalRows,
    totalPages: state.totalPages,
    extra: state.extra as Partial<Extra>,
    loading: state.loading,
    error: state.error as PortError | null,
    savedAt: state.savedAt,
    reload: store.reload,
    rowId: stableRowId,
    selected,
    setSelected,
    hiddenColumns,
    setColumnHidden,
    replaceHiddenColumns,
    inUrl: config.stateIn !== 'memory',
    loadPage,
    remove: store.remove,
    archive: store.archive,
    fresh,
    showFresh,
  }
}
