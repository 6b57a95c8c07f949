import type { SessionEventsPort } from '../../ports/session-events-port'

/** Session events with a fallback: when nobody listens, signing out navigates the page to `fallbackPath`. */
export function createSessionEvents(fallback: () => void = () => globalThis.location?.assign('/login')) {
  const listeners = new Set<() => void>()
  const port: SessionEventsPort = {
    onSignedOut(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const emitSignedOut = () => {
    if (listeners.size === 0) fallback()
    for (const listener of [...listeners]) listener()
  }
  return { port, emitSignedOut }
}
