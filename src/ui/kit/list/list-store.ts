import { proxy, ref } from 'valtio'
import type { Page } from '../../../domain/lists'
import { asPortError, type PortError } from '../../../ports/errors'
import type { CachedAnswer } from '../../../ports/list-cache-port'
import type { CreateOptions } from '../../../ports/request-options'
import type { QueryCache, QueryCall } from '../query-cache'

/** The state every list store keeps; the rows themselves sit under the store's own key (`orders`, `items`, ...). */
export interface ListStatus<Q> {
  totalRows: number
  totalPages: number
  loading: boolean
  /** Marked from the start of a create until it ends (spec §4). */
  creating: boolean
  /** Marked from the start of an update until it ends (spec §4). */
  updating: boolean
  deleting: boolean
  /** The last failure of any call of this store; the UI shows it as a toast (`common:errors.<code>`). */
  error: PortError | null
  /** The parameters of the last load; saves, deletes and archive moves reload with them. */
  lastQuery: Q | null
  /** What the last page answered besides its rows and counts (ListPayments' `totalAmount`). */
  extra: Record<string, unknown>
  /**
   * Set while the rows shown are the answer kept from an earlier visit, because the server could not be
   * reached: when that answer was received. Null when the rows are the server's current answer.
   */
  savedAt: Date | null
}

export type ListState<K extends string, T, Q> = ListStatus<Q> & { [P in K]: T[] }

/** The calls a list store makes; any of the mutations may be missing. */
export interface ListStoreSource<T, Q, C, U> {
  /**
   * A page of rows, or a whole list (reference lists have no paging). `signal` aborts a call whose answer is no
   * longer wanted (a newer query superseded it).
   */
  list: (query: Q, signal?: AbortSignal) => Promise<Page<T> | T[]>
  create?: (input: C, options: CreateOptions) => Promise<unknown>
  update?: (name: string, input: U) => Promise<unknown>
  remove?: (name: string) => Promise<void>
  archive?: (name: string, isArchive: boolean) => Promise<void>
}

export type ListChange = { kind: 'create' | 'update' | 'delete' | 'archive'; name?: string }

export interface ListStoreOptions<K extends string, T, Q, C, U> extends ListStoreSource<T, Q, C, U> {
  /** Where the rows live in the state, for example `orders`. */
  itemsKey: K
  /** Runs after a successful change, alongside the list reload (customers reload their full list there). */
  afterChange?: (change: ListChange) => Promise<unknown> | void
  /** A new X-RequestId per user action; crypto.randomUUID by default. */
  newRequestId?: () => string
  /**
   * Keeps each query's last answer (`write`) and gives it back (`read`) when a load cannot reach the server
   * (`unavailable`), so the last seen lists stay readable offline.
   */
  cache?: {
    read: (query: Q) => CachedAnswer | undefined
    write: (query: Q, answer: Page<T> | T[]) => void
  }
  /**
   * Loads through the loader cache (decision 0140): a call the route started for the same key is adopted, a
   * superseded call nobody else waits for is aborted, and a query asked before shows its last answer while it
   * is asked again. Reloads (after a change, or when the server is back) always ask the server.
   */
  shared?: { cache: QueryCache; keyOf: (query: Q) => string }
}

/** How long the page must have gone without scrolling before a kept answer is written (`whenSettled`). */
export const SETTLE_MS = 300

/**
 * Runs `task` once the next frame is painted and nothing on the page has scrolled for `SETTLE_MS` (a timer where
 * there are no frames); at once if the page is left first. Keeping a long page for offline reading takes the main
 * thread for a few hundred milliseconds at 4x CPU: written while the person scrolls the rows that just arrived,
 * it stopped the scrolling for that long.
 */
function whenSettled(task: () => void): void {
  if (typeof globalThis.requestAnimationFrame !== 'function' || typeof window === 'undefined') {
    setTimeout(task, 0)
    return
  }
  globalThis.requestAnimationFrame(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      clearTimeout(timer)
      timer = setTimeout(done, SETTLE_MS)
    }
    const done = () => {
      clearTimeout(timer)
      window.removeEventListener('scroll', settle, true)
      window.removeEventListener('pagehide', done)
      task()
    }
    // Captured: a scroll of any element (the page, a table's own box) postpones the write.
    window.addEventListener('scroll', settle, { capture: true, passive: true })
    window.addEventListener('pagehide', done)
    settle()
  })
}

/**
 * The one list-store factory every feature uses (a valtio proxy plus actions):
 * - `load(query)` loads a page and remembers the query; when loads overlap only the latest answer is kept;
 *   with a `cache`, a load that cannot reach the server shows the query's last kept answer (`savedAt` says when);
 * - `create`/`update` mark `creating`/`updating` until the call ends, then the list reloads with the last
 *   query; `remove` and `archive` reload it too; each resolves with the call's answer, or undefined when it
 *   failed (the error is in `state.error`);
 * - a create is one user action with one X-RequestId: submitting the same input again after a failure, or
 *   `retryCreate()`, reuses the id so the server does not create the record twice.
 */
export function createListStore<K extends string, T, Q, C = never, U = never>(
  options: ListStoreOptions<K, T, Q, C, U>,
) {
  const { itemsKey } = options
  const newRequestId = options.newRequestId ?? (() => globalThis.crypto.randomUUID())
  const state = proxy({
    [itemsKey]: [] as T[],
    totalRows: 0,
    totalPages: 0,
    loading: false,
    creating: false,
    updating: false,
    deleting: false,
    error: null,
    lastQuery: null,
    extra: {},
    savedAt: null,
  } as ListState<K, T, Q>)
  const rows = state as unknown as Record<string, T[]>
  let latest = 0
  /** The last query as given (state.lastQuery is its proxied copy, for the UI). */
  let lastQuery: { query: Q } | null = null
  /** The create action that has not succeeded yet: its input (as JSON) and request id. */
  let pendingCreate: { key: string; input: C; requestId: string } | null = null

  /**
   * The answer to keep for offline reading, written once the rows are painted and the page is not being
   * scrolled (`whenSettled`): encoding and storing a large page takes the main thread for a while (a few hundred
   * milliseconds for 1,000 rows at 4x CPU), which neither the page's first paint nor the scrolling of its rows
   * should wait for. A failure reads the cache after writing what is still to be written.
   */
  let pendingKeep: (() => void) | null = null
  const flushKeep = () => {
    const keep = pendingKeep
    pendingKeep = null
    keep?.()
  }
  const keepLater = (query: Q, answer: Page<T> | T[]) => {
    if (!options.cache) return
    flushKeep()
    const cache = options.cache
    pendingKeep = () => cache.write(query, answer)
    whenSettled(flushKeep)
  }

  /** The call of the latest load, released when a newer load supersedes it. */
  let current: QueryCall<Page<T> | T[]> | null = null

  function call(query: Q, fresh: boolean): QueryCall<Page<T> | T[]> {
    const shared = options.shared
    // The new call is taken before the old one is released: the same query asked again joins its call.
    const next = shared
      ? shared.cache.fetch(shared.keyOf(query), (signal) => options.list(query, signal), { fresh })
      : { answer: options.list(query), release: () => undefined }
    current?.release()
    current = next
    return next
  }

  /** The key of the answer `adopt` showed, until the next load; the answer, until it is kept. */
  let adoptedKey: string | null = null
  let adoptedAnswer: Page<T> | T[] | null = null

  function show(answer: Page<T> | T[], savedAt: Date | null) {
    const page = Array.isArray(answer) ? { items: answer, totalRows: answer.length, totalPages: 1 } : answer
    const { items, totalRows, totalPages, ...extra } = page
    // The rows are replaced whole by each answer and never changed in place: kept as a plain array (`ref`),
    // not deep-proxied, which cost valtio a proxy per nested object (seconds for a 1,000-row page at 4x CPU).
    rows[itemsKey] = ref(items)
    state.totalRows = totalRows
    state.totalPages = totalPages
    state.extra = extra
    state.savedAt = savedAt
  }

  async function load(query: Q, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    const request = ++latest
    adoptedKey = null
    adoptedAnswer = null
    state.loading = true
    state.error = null
    state.lastQuery = query as ListState<K, T, Q>['lastQuery']
    lastQuery = { query }
    const { answer: answered } = call(query, fresh)
    const seen = fresh ? undefined : options.shared?.cache.peek<Page<T> | T[]>(options.shared.keyOf(query))
    // Shown while the server is asked again (still loading): a query typed again shows its rows at once.
    if (seen) show(seen.value, null)
    try {
      const answer = await answered
      if (request !== latest) return
      show(answer, null)
      keepLater(query, answer)
    } catch (error) {
      if (request !== latest) return
      flushKeep()
      const failure = asPortError(error)
      const kept = failure.code === 'unavailable' ? options.cache?.read(query) : undefined
      if (kept) show(kept.value as Page<T> | T[], kept.savedAt)
      else state.error = failure
    } finally {
      if (request === latest) state.loading = false
    }
  }

  /**
   * Shows the answer the route's call already has for `query` (decision 0140's hand-over), before the list first
   * renders: its rows are then in the screen's first commit instead of a second one. False when there is none
   * yet (the call is still on its way, or failed): `load` adopts it as before. `adopted` takes the hand-over once
   * the list is committed, so that a render thrown away (a part of the screen still loading) leaves it.
   */
  function adopt(query: Q): boolean {
    const shared = options.shared
    const answered = shared?.cache.answered<Page<T> | T[]>(shared.keyOf(query))
    if (!shared || !answered) return false
    state.lastQuery = query as ListState<K, T, Q>['lastQuery']
    lastQuery = { query }
    adoptedKey = shared.keyOf(query)
    adoptedAnswer = answered.value
    show(answered.value, null)
    return true
  }

  /**
   * Whether the rows shown are the adopted answer to `query` and nothing has been loaded since; if so, the
   * hand-over is taken and the answer kept for offline reading, as a load's answer is.
   */
  function adopted(query: Q): boolean {
    const shared = options.shared
    if (!shared || adoptedKey === null || shared.keyOf(query) !== adoptedKey) return false
    shared.cache.take(adoptedKey)
    if (adoptedAnswer) keepLater(query, adoptedAnswer)
    adoptedAnswer = null
    return true
  }

  const reload = (): Promise<void> =>
    lastQuery === null ? Promise.resolve() : load(lastQuery.query, { fresh: true })

  /**
   * The answer to the last query as it is now, without showing it (the change feed's check for new and changed
   * rows); null when nothing was loaded yet, or when another load started meanwhile (its answer wins).
   */
  async function peek(): Promise<{ answer: Page<T>; query: Q } | null> {
    if (lastQuery === null) return null
    const { query } = lastQuery
    const request = latest
    const answer = await options.list(query)
    if (request !== latest || lastQuery?.query !== query) return null
    const page = Array.isArray(answer) ? { items: answer, totalRows: answer.length, totalPages: 1 } : answer
    return { answer: page, query }
  }

  /** Shows these rows and totals in place of the current ones (rows changed or added under the person). */
  function replaceRows(items: T[], totals: { totalRows: number; totalPages: number }): void {
    rows[itemsKey] = ref(items)
    state.totalRows = totals.totalRows
    state.totalPages = totals.totalPages
  }

  async function mutate<R>(
    flag: 'creating' | 'updating' | 'deleting' | null,
    change: ListChange,
    run: () => Promise<R>,
  ): Promise<R | undefined> {
    if (flag) state[flag] = true
    state.error = null
    let result: R
    try {
      result = await run()
    } catch (error) {
      state.error = asPortError(error)
      return undefined
    } finally {
      if (flag) state[flag] = false
    }
    await Promise.all([reload(), options.afterChange?.(change)])
    return result
  }

  function missing(what: string): never {
    throw new TypeError(`This list cannot ${what}`)
  }

  function sendCreate(action: { input: C; requestId: string }) {
    const create = options.create ?? missing('create')
    return mutate('creating', { kind: 'create' }, async () => {
      const created = await create(action.input, { requestId: action.requestId })
      pendingCreate = null
      return created
    })
  }

  return {
    state,
    load,
    adopt,
    adopted,
    reload,
    peek,
    replaceRows,
    create(input: C) {
      const key = JSON.stringify(input)
      if (pendingCreate?.key !== key) pendingCreate = { key, input, requestId: newRequestId() }
      return sendCreate(pendingCreate)
    },
    /** Sends the last failed create again, with the same request id. */
    retryCreate() {
      return pendingCreate ? sendCreate(pendingCreate) : Promise.resolve(undefined)
    },
    /** Forgets a failed create (the user abandoned the form): the next create is a new action. */
    discardCreate() {
      pendingCreate = null
    },
    update(name: string, input: U) {
      const update = options.update ?? missing('update')
      return mutate('updating', { kind: 'update', name }, () => update(name, input))
    },
    remove(name: string) {
      const remove = options.remove ?? missing('delete')
      return mutate('deleting', { kind: 'delete', name }, () => remove(name))
    },
    archive(name: string, isArchive: boolean) {
      const archive = options.archive ?? missing('archive')
      return mutate(null, { kind: 'archive', name }, () => archive(name, isArchive))
    },
  }
}

/**
 * A whole list replaced by each answer (the partner's lists, spec §7: each response replaces the stored
 * list, whichever request it answers).
 */
export function createReplacedList<T>(fetchAll: () => Promise<T[]>) {
  const state = proxy({ items: [] as T[], loading: false, error: null as PortError | null })
  let latest = 0
  async function load(): Promise<void> {
    const request = ++latest
    state.loading = true
    state.error = null
    try {
      const items = await fetchAll()
      state.items = items
    } catch (error) {
      if (request === latest) state.error = asPortError(error)
    } finally {
      if (request === latest) state.loading = false
    }
  }
  return { state, load }
}
