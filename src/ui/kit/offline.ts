import { useSyncExternalStore } from 'react'

/** Whether the browser says it has no network (`navigator.onLine`); false where there is no navigator. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** True while the browser is offline; re-renders when the connection comes and goes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false)
}
