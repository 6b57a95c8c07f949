import { useCallback, useEffect, useRef, useState } from 'react'
import { PortError } from '../../../ports/errors'
import { useRetryWhenReachable } from '../actions/use-retry-when-reachable'

export interface DetailController<T> {
  record: T | null
  loading: boolean
  error: PortError | null
  /** Loads the record again (after an action changed it). */
  reload: () => Promise<void>
}

/**
 * The headless controller of a detail screen: loads one record (again when `key`, its name, changes) and
 * reloads it on demand. Only the latest answer is kept; effects running again for the same key keep it.
 */
export function useDetailController<T>(load: () => Promise<T>, key: string): DetailController<T> {
  const [record, setRecord] = useState<T | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<PortError | null>(null)
  const loadRef = useRef(load)
  loadRef.current = load
  const latest = useRef(0)
  const reload = useCallback(async () => {
    const request = ++latest.current
    setLoading(true)
    setError(null)
    try {
      const answer = await loadRef.current()
      if (request === latest.current) setRecord(answer)
    } catch (failure) {
      if (request === latest.current)
        setError(failure instanceof PortError ? failure : new PortError('unknown', String(failure)))
    } finally {
      if (request === latest.current) setLoading(false)
    }
  }, [])
  // The record named `key` is loaded once. React may run this effect again for the same key without the screen
  // being new (StrictMode in development when a part of the page that waited for code or words shows again,
  // <Activity> when a hidden screen comes back): clearing the record then would unmount everything below it
  // (the chosen tab, a typed search) and load it again.
  const loadedKey = useRef<string | null>(null)
  useEffect(() => {
    if (loadedKey.current === key) return
    loadedKey.current = key
    setRecord(null)
    void reload()
  }, [key, reload])
  useRetryWhenReachable(error, reload)
  return { record, loading, error, reload }
}
