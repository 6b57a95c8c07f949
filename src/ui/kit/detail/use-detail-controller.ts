import { useCallback, useEffect, useRef, useState } from 'react'
import { collectionOf, isWatchedName, sameValue, type RecordChange } from '../../../domain/changes'
import { asPortError, type PortError } from '../../../ports/errors'
import { useRetryWhenReachable } from '../actions/use-retry-when-reachable'
import { queryCache } from '../query-cache'
import { recordKey, type RecordRoute } from './record-route'
import { useChangeFeed } from '../live/use-change-feed'

/** The last change another save made to the record shown: who, when, and whether it is gone. */
export interface LiveChange {
  actor: string
  at: Date
  kind: RecordChange['kind']
}

export interface DetailController<T> {
  record: T | null
  loading: boolean
  error: PortError | null
  /** Loads the record again (after an action changed it). */
  reload: () => Promise<void>
  /**
   * The last change the feed told of that changed what is shown (the record was refreshed in place), or deleted
   * it; null while nothing changed under the person.
   */
  live: LiveChange | null
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
 *
 * When `key` is a record of the change feed (`orders/42`), the record follows it: another save is loaded in
 * place, without a spinner, and `live` says who made it (only when what is shown changed: the person's own
 * save, already reloaded, says nothing); a delete is told in `live` and the record stays shown.
 */
export function useDetailController<T>(
  load: (signal?: AbortSignal) => Promise<T>,
  key: string,
  { sharedAs }: DetailControllerOptions = {},
): DetailController<T> {
  const [record, setRecord] = useState<T | null>(null)
  const [live, setLive] = useState<LiveChange | null>(null)
  const shown = useRef<T | null>(null)
  shown.current = record
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
      if (request === latest.current) setError(asPortError(failure))
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

  /** Loads the record again quietly; tells `change` when what is shown changed. */
  const refresh = useCallback(async (change?: RecordChange) => {
    const request = ++latest.current
    try {
      const answer = await loadRef.current()
      if (request !== latest.current) return
      if (shown.current !== null && sameValue(answer, shown.current)) return
      setRecord(answer)
      setError(null)
      if (change) setLive({ actor: change.actor, at: change.at, kind: change.kind })
    } catch {
      // The record stays as shown; the next change or reload tries again.
    } finally {
      // A load started before this one is still in flight: it left `loading` set, which this answer settles.
      if (request === latest.current) setLoading(false)
    }
  }, [])
  const followed = isWatchedName(key) ? key : ''
  useEffect(() => setLive(null), [key])
  useChangeFeed(followed ? [collectionOf(followed)] : [], {
    change: (change) => {
      if (change.name !== followed) return
      if (change.kind === 'deleted') setLive({ actor: change.actor, at: change.at, kind: 'deleted' })
      else void refresh(change)
    },
    missed: () => void refresh(),
  })
  return { record, loading, error, reload, live }
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
