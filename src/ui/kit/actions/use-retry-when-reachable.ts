import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import type { PortError } from '../../../ports/errors'
import { session } from '../../session/session'

/** How often a screen that could not reach the server tries again by itself. */
export const RETRY_UNREACHABLE_MS = 4000

/**
 * While the last load failed because the server could not be reached (`unavailable`), tries it again every
 * few seconds and as soon as the browser says it is back online, so the screen recovers by itself when the
 * server returns. A load refused because the session ended is tried again once the person has signed in
 * again over the page (`session.resumed`). Any other error waits for the person's Retry.
 */
export function useRetryWhenReachable(error: PortError | null, reload: () => Promise<unknown>): void {
  const reloadRef = useRef(reload)
  reloadRef.current = reload
  const { resumed } = useSnapshot(session)
  const resumedSeen = useRef(resumed)
  const signedOut = error?.code === 'unauthenticated'
  useEffect(() => {
    if (resumed === resumedSeen.current) return
    resumedSeen.current = resumed
    if (signedOut) void reloadRef.current()
  }, [resumed, signedOut])
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
