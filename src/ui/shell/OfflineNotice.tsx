import { lazy, Suspense } from 'react'
import { useOffline } from '../kit/offline'

/**
 * The banner's code loads apart from the first screen (it shows only offline). The app fetches it once it has
 * started (`App`), so the service worker keeps it for when the connection goes.
 */
export const loadOfflineBanner = () => import('./OfflineBanner')
const OfflineBanner = lazy(loadOfflineBanner)

/** The offline banner while the browser is offline (`OfflineBanner`), nothing otherwise. */
export function OfflineNotice() {
  if (!useOffline()) return null
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  )
}
