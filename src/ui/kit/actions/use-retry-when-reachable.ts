import { useEffect, useRef } from 'react'
import type { PortError } from '../../../ports/errors'

/** How often a screen that could not reach the server tries again by itself. */
export const RETRY_UNREACHABLE_MS = 4000

/**
 * While the last load failed because the server could not be reached (`unavailable`), tries it again every
 * few seconds and as soon as the browser says it is back online, so the screen recovers by itself when the
 * server returns. Any other error waits for the person's Retry.
 */
export function useRetryWhenReachable(error: PortError | null, reload: () => Promise<unknown>): void {
  const reloadRef = useRef(reload)
  reloadRef.current = reload
  const unreachable = error?.code === 'unavailable'
  useEffect(() => {
    if (!unreachable) return
    const retry = () => void reloadRef.current()
    const timer = window.setInterval(retry, RETRY_UNREACHABLE_MS)
    window.addEventListener('online', retry)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('online', retry)
    }
  }, [unreachable])
}
