import { useEffect, useRef } from 'react'
import type { ChangeListener } from '../../../ports/change-feed-port'
import { PORTS } from '../../../ports/tokens'
import { optionalPort } from '../../runtime/optional-port'

/**
 * Follows the change feed while the component is shown: `listener` hears the changes of `collections` (none:
 * nothing is followed). The tab's one feed opens with the first screen that follows and closes with the last.
 * Without a feed registered (a component test that gives none) nothing is heard.
 */
export function useChangeFeed(collections: readonly string[], listener: ChangeListener): void {
  const latest = useRef(listener)
  latest.current = listener
  const key = [...new Set(collections)].sort().join(',')
  useEffect(() => {
    if (!key) return
    const feed = optionalPort(PORTS.changeFeed)
    if (!feed) return
    return feed.subscribe(key.split(','), {
      change: (change) => latest.current.change(change),
      missed: () => latest.current.missed?.(),
    })
  }, [key])
}
