import { useCallback, useEffect, useRef, useState } from 'react'
import { asPortError, type PortError } from '../../ports/errors'

export interface Load<T> {
  /** The latest answer; `initial` until the first arrives, and again while nothing is to be loaded. */
  value: T
  loading: boolean
  /** Why the latest call failed (the value before it stays). */
  error: PortError | null
  /** Makes the call again. */
  reload: () => void
}

export interface LoadOptions<T> {
  /**
   * Waits this long after the key changes before calling (a pause in typing): loading shows at once, and a key
   * change or leaving within the wait makes no call. Read when the key changes; `reload()` calls at once.
   */
  delayMs?: number
  /**
   * Told each answer kept, in the same update that ends loading (a form resets its fields to it, so no render
   * shows the load over with the fields still empty).
   */
  onAnswer?: (value: T) => void
}

/**
 * One call a component makes when it shows and again when `key` changes (`load` null: nothing to load, the
 * value is `initial`). Only the latest call's answer is kept: one that arrives after the key changed or the
 * component went away is dropped, so no effect needs its own `let live` guard.
 */
export function useLoad<T>(
  load: (() => Promise<T>) | null,
  key: string,
  initial: T,
  { delayMs = 0, onAnswer }: LoadOptions<T> = {},
): Load<T> {
  const [state, setState] = useState<Omit<Load<T>, 'reload'>>({
    value: initial,
    loading: load !== null,
    error: null,
  })
  const loadRef = useRef(load)
  loadRef.current = load
  const delayRef = useRef(delayMs)
  delayRef.current = delayMs
  const onAnswerRef = useRef(onAnswer)
  onAnswerRef.current = onAnswer
  const initialRef = useRef(initial)
  const latest = useRef(0)
  /** Makes call number `request`, keeping its answer only while it is still the latest. */
  const start = useCallback((request: number) => {
    const call = loadRef.current
    if (!call) {
      setState({ value: initialRef.current, loading: false, error: null })
      return
    }
    setState((current) => ({ ...current, loading: true, error: null }))
    call().then(
      (value) => {
        if (request !== latest.current) return
        onAnswerRef.current?.(value)
        setState({ value, loading: false, error: null })
      },
      (failure: unknown) => {
        if (request === latest.current)
          setState((current) => ({ ...current, loading: false, error: asPortError(failure) }))
      },
    )
  }, [])
  const reload = useCallback(() => start(++latest.current), [start])
  useEffect(() => {
    const request = ++latest.current
    const wait = loadRef.current ? delayRef.current : 0
    let timer: ReturnType<typeof setTimeout> | undefined
    if (wait > 0) {
      setState((current) => ({ ...current, loading: true, error: null }))
      timer = setTimeout(() => start(request), wait)
    } else start(request)
    return () => {
      clearTimeout(timer)
      // A counter, not a node: moving it on makes the answer of the call under way outdated.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      latest.current++
    }
  }, [key, start])
  return { ...state, reload }
}
