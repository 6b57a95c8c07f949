import { lazy, Suspense, type ReactNode } from 'react'
import { PageSpinner } from '../components/PageSpinner'
import { readiness, useRenderWhenReady } from '../kit/lazy-screen'

/**
 * The signed-in layout (menus, navbar, icons) loads in its own chunk, so the sign-in screen stays small.
 * AppRoutes starts it together with the route's screen (module imports are fetched once).
 */
export const preloadAppLayout = () => import('./AppLayout')
const AppLayout = lazy(preloadAppLayout)
/** The layout reads the `shell` translations; it renders without suspending once they and its code are here. */
const layoutReadiness = readiness(preloadAppLayout, ['shell'])

/** The signed-in layout of the route table's `vertical` routes: vertical or horizontal menu, per the user's choice. */
export function VerticalLayout({ children }: { children: ReactNode }) {
  // Rendered again, by an ordinary update, once the layout is ready: then as itself, not through React.lazy.
  useRenderWhenReady(layoutReadiness)
  const Layout = layoutReadiness.ready() ?? AppLayout
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <Layout>{children}</Layout>
    </Suspense>
  )
}
