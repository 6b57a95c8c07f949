import { useSyncExternalStore } from 'react'

let screenShown = false
const screenListeners = new Set<() => void>()

/**
 * Said once by the app when the first screen's content has been committed (the route's screen, beside it in its
 * Suspense boundary). What waits for the browser to be idle after the screen (`useIdleAfterScreen`) starts only
 * then: while the screen's own code and data are still on their way, the main thread is often idle, and what
 * starts then shares the network with them.
 */
export function markScreenShown(): void {
  if (screenShown) return
  screenShown = true
  for (const listener of screenListeners) listener()
}

function subscribeScreenShown(listener: () => void) {
  screenListeners.add(listener)
  return () => screenListeners.delete(listener)
}

/** Whether the first screen has been shown (`markScreenShown`). */
export function useScreenShown(): boolean {
  return useSyncExternalStore(
    subscribeScreenShown,
    () => screenShown,
    () => false,
  )
}
