import type { SessionChange, SessionEventsPort } from '../../ports/session-events-port'

/** Session events with a fallback: when nobody listens, signing out navigates the page to `fallbackPath`. */
export function createSessionEvents(fallback: () => void = () => globalThis.location?.assign('/login')) {
  const listeners = new Set<() => void>()
  const changeListeners = new Set<(change: SessionChange) => void>()
  const port: SessionEventsPort = {
    onSignedOut(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onChangedElsewhere(listener) {
      changeListeners.add(listener)
      return () => changeListeners.delete(listener)
    },
  }
  const emitSignedOut = () => {
    if (listeners.size === 0) fallback()
    for (const listener of [...listeners]) listener()
  }
  const emitChangedElsewhere = (change: SessionChange) => {
    for (const listener of [...changeListeners]) listener(change)
  }
  return { port, emitSignedOut, emitChangedElsewhere }
}
