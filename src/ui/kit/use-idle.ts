import { useEffect, useState } from 'react'
import { useScreenShown } from './screen-shown'

/** At the latest, the browser is taken as idle this long after the component mounted. */
const IDLE_TIMEOUT_MS = 2000

/**
 * True once the browser has been idle after the component mounted (`requestIdleCallback`, or a short timer
 * where there is none): for work that must not compete with the page's own first content, such as the
 * navbar's cart count and bookmarks, which start the in-browser mock, and a reference picker's first page.
 * With `when` false it waits: the idle time is looked for only once `when` is true.
 */
export function useIdle(when = true): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (!when) return
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setIdle(true), 50)
    return () => clearTimeout(timer)
  }, [when])
  return idle
}

/**
 * True once the browser has been idle after the first screen was shown: code a screen or the layout needs only
 * on a person's action (a menu, a dialog, a picker's list) loads then, not beside the first rows.
 */
export function useIdleAfterScreen(): boolean {
  return useIdle(useScreenShown())
}
