import { useCallback, useEffect, useRef, useState } from 'react'
import type { PortError } from '../../../../ports/errors'

export interface CardData<T> {
  data: T | undefined
  error: PortError | undefined
  loading: boolean
  /** The chosen period or year; undefined is the server's first choice. */
  choice: string | undefined
  choose: (choice: string) => void
  retry: () => void
}

/**
 * One card's data: loads on mount and again when the choice changes (the last answer stays shown, busy, until
 * the new one arrives; an older answer arriving late is dropped); a failure keeps the choice for a retry.
 */
export function useCardData<T>(load: (choice: string | undefined) => Promise<T>): CardData<T> {
  const [choice, setChoice] = useState<string | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ data?: T; error?: PortError; loading: boolean }>({ loading: true })
  const loadRef = useRef(load)
  loadRef.current = load
  useEffect(() => {
    let current = true
    setState((before) => ({ data: before.data, loading: true }))
    loadRef.current(choice).then(
      (data) => current && setState({ data, loading: false }),
      (error: PortError) => current && setState((before) => ({ data: before.data, error, loading: false })),
    )
    return () => {
      current = false
    }
  }, [choice, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { data: state.data, error: state.error, loading: state.loading, choice, choose: setChoice, retry }
}
