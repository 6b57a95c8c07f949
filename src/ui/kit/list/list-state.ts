import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import {
  DEFAULT_LIST_QUERY,
  listQueryToSearch,
  parseListQuery,
  readFilters,
  writeFilters,
  type FilterField,
  type FilterValues,
  type ListQuery,
} from '../../../domain/lists'

/** A list's query (page, size, sort, search) and its filter values, and the one way to change them. */
export interface ListStateChange {
  query?: Partial<ListQuery>
  /** Replaces the filter values given; `undefined` or '' clears one. */
  filters?: Record<string, string | undefined>
}

/** The query and filters after a change (what `change` will put in the URL or in memory). */
export function applyChange(
  query: ListQuery,
  filters: FilterValues,
  change: ListStateChange,
): { query: ListQuery; filters: FilterValues } {
  const nextQuery = { ...query, ...change.query }
  // Anything but a page change goes back to page 1.
  if (!change.query || !('page' in change.query) || change.filters) nextQuery.page = change.query?.page ?? 1
  const nextFilters: Record<string, string> = { ...filters }
  for (const [key, value] of Object.entries(change.filters ?? {})) {
    if (value === undefined || value === '') delete nextFilters[key]
    else nextFilters[key] = value
  }
  return { query: nextQuery, filters: nextFilters }
}

/**
 * The list state kept in the URL (`?page=2&sortColumn=date&customerName=customers%2FC1001`), so a reload or a
 * shared link shows the same list; values equal to the defaults are left out.
 */
export function useUrlListState(defaults: ListQuery, fields: readonly FilterField[]) {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const shown = useShown()
  const query = useMemo(() => parseListQuery(search, defaults), [search, defaults])
  const filters = useSameContent(
    useMemo(() => readFilters(new URLSearchParams(search), fields), [search, fields]),
  )
  const change = useCallback(
    (update: ListStateChange) => {
      // A change that comes after the person left (a search that was still waiting for its pause) would
      // otherwise bring the browser back to this list.
      if (!shown.current) return
      const next = applyChange(query, filters, update)
      const params = new URLSearchParams(listQueryToSearch(next.query, defaults))
      writeFilters(params, next.filters, fields)
      const text = params.toString()
      navigate(text ? `${location}?${text}` : location)
    },
    [query, filters, defaults, fields, location, navigate, shown],
  )
  return { query, filters, change }
}

/**
 * The value given, or the one given before when it has the same keys and values: the filter values read again
 * from a URL whose search text or page changed stay the same object, so what shows only the filters (the
 * filter bar) does not render again.
 */
function useSameContent(values: FilterValues): FilterValues {
  const kept = useRef(values)
  const before = kept.current
  const beforeKeys = Object.keys(before)
  const same =
    beforeKeys.length === Object.keys(values).length && beforeKeys.every((key) => before[key] === values[key])
  if (!same) kept.current = values
  return kept.current
}

/**
 * Whether the screen is on show: false once it is gone, and while React keeps it hidden behind the next screen's
 * loading state (a Suspense boundary hides the old screen without unmounting it, and runs its layout effects'
 * clean-ups meanwhile: its timers still fire).
 */
function useShown() {
  const shown = useRef(false)
  useLayoutEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])
  return shown
}

/** The same list state kept in memory: for a list inside a tab or a dialog, which must not own the URL. */
export function useMemoryListState(defaults: ListQuery) {
  const [state, setState] = useState<{ query: ListQuery; filters: FilterValues }>({
    query: defaults,
    filters: {},
  })
  const change = useCallback(
    (update: ListStateChange) => setState((current) => applyChange(current.query, current.filters, update)),
    [],
  )
  return { query: state.query, filters: state.filters, change }
}

export { DEFAULT_LIST_QUERY }
