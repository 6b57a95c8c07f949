import type { ChangeFeedPort, ChangeListener } from '../ports/change-feed-port'

/**
 * The change feed port with its code loaded on the first subscription (a screen that follows records), not with
 * the first screen: subscriptions made while it loads are handed over once it is there, and one given up
 * meanwhile is never opened.
 */
export function lazyChangeFeed(load: () => Promise<ChangeFeedPort>): ChangeFeedPort {
  let feed: ChangeFeedPort | undefined
  let loading: Promise<ChangeFeedPort> | undefined
  return {
    subscribe(collections: readonly string[], listener: ChangeListener) {
      if (feed) return feed.subscribe(collections, listener)
      let stop: (() => void) | undefined
      let gone = false
      loading ??= load().then(
        (loaded) => (feed = loaded),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      loading.then(
        (loaded) => {
          if (!gone) stop = loaded.subscribe(collections, listener)
        },
        () => undefined, // no feed this time: the screen shows what it loaded, and the next subscription tries again
      )
      return () => {
        gone = true
        stop?.()
      }
    },
  }
}
