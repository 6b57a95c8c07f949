import { useCallback, useEffect, useRef, useState } from 'react'
import { PortError } from '../../../ports/errors'
import { useRetryWhenReachable } from '../actions/use-retry-when-reachable'
import { queryCache } from '../query-cache'
import { recordKey, type RecordRoute } from './record-route'

export interface DetailController<T> {
  record: T | null
  loading: boolean
  error: PortError | null
  /** Loads the record again (after an action changed it). */
  reload: () => Promise<void>
}

export interface DetailControllerOptions {
  /**
   * The record's key in the loader cache (`recordKey`, decision 0140): the first load of a key adopts the call
   * its route started (in flight, or its answer); reloads always ask the server.
   */
  sharedAs?: string
}

/**
 * The headless controller of a detail screen: loads one record (again when `key`, its name, changes) and
 * reloads it on demand. Only the latest answer is kept; effects running again for the same key keep it.
 */
export function useDetailController<T>(
  load: (signal?: AbortSignal) => Promise<T>,
  key: string,
  { sharedAs }: DetailControllerOptions = {},
): DetailController<T> {
  const [record, setRecord] = useState<T | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<PortError | null>(null)
  const loadRef = useRef(load)
  loadRef.current = load
  const latest = useRef(0)
  const sharedRef = useRef(sharedAs)
  sharedRef.current = sharedAs
  const fetchRecord = useCallback(async (first: boolean) => {
    const request = ++latest.current
    setLoading(true)
    setError(null)
    const shared = first ? sharedRef.current : undefined
    try {
      const answer = await (shared
        ? queryCache.fetch(shared, (signal) => loadRef.current(signal)).answer
        : loadRef.current())
      if (request === latest.current) setRecord(answer)
    } catch (failure) {
      if (request === latest.current)
        setError(failure instanceof PortError ? failure : new PortError('unknown', String(failure)))
    } finally {
      if (request === latest.current) setLoading(false)
    }
  }, [])
  const reload = useCallback(() => fetchRecord(false), [fetchRecord])
  // The record named `key` is loaded once. React may run this effect again for the same key without the screen
  // being new (StrictMode in development when a part of the page that waited for code or words shows again,
  // <Activity> when a hidden screen comes back): clearing the record then would unmount everything below it
  // (the chosen tab, a typed search) and load it again.
  const loadedKey = useRef<string | null>(null)
  useEffect(() => {
    if (loadedKey.current === key) return
    loadedKey.current = key
    setRecord(null)
    void fetchRecord(true)
  }, [key, fetchRecord])
  useRetryWhenReachable(error, reload)
  return { record, loading, error, reload }
}

/** The controller of a route's record (decision 0140): it adopts the call the route started for it. */
export function useRecordController<T>(
  route: RecordRoute<T>,
  params: Record<string, string>,
): DetailController<T> {
  const name = route.nameOf(params)
  return useDetailController((signal) => route.load(name, { signal }), name, {
    sharedAs: recordKey(route.id, name),
  })
}
