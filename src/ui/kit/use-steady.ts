import { useCallback, useRef } from 'react'

/**
 * One function for the component's life that calls the latest `f` given (none while none is given): a screen's
 * `rowHref` or `rowLabel`, written inline, would otherwise be a new function at every render and render every
 * memoised row again. They are pure functions of the row, so the latest one answers for every row.
 */
export function useSteady<A extends unknown[], R>(f: ((...args: A) => R) | undefined) {
  const latest = useRef(f)
  latest.current = f
  const steady = useCallback((...args: A) => latest.current!(...args), [])
  return f ? steady : undefined
}
