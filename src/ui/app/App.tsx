import { lazy, Suspense, useEffect, useMemo } from 'react'
import { ThemeProvider } from 'styled-components'
import { useSnapshot } from 'valtio'
import { makeTheme } from '../theme/theme'
import { GlobalStyle } from '../shell/GlobalStyle'
import { layout, loadLayout } from '../shell/layout-store'
import { loadOfflineBanner, OfflineNotice } from '../shell/OfflineNotice'
import { PageSpinner } from '../components/PageSpinner'
import { Router } from 'wouter'
import { AppRoutes } from './AppRoutes'
import { useGuardedLocation } from '../runtime/navigation-guard'
import { useScreenShown } from '../kit/screen-shown'

// The toaster (sonner) loads once the first screen has been shown: sonner is not part of what a screen needs for
// its first paint. It shows the toasts raised before it was mounted (sonner keeps them).
const AppToaster = lazy(() => import('../shell/AppToaster'))

/**
 * The toaster, mounted once the first screen has been shown. Its own component: the app's root does not render
 * again when the screen is marked shown, which (in the screen's layout effect, before the paint) rendered the
 * whole layout and screen a second time before the first rows were painted.
 */
function ToasterOnceShown({ direction, dark }: { direction: 'ltr' | 'rtl'; dark: boolean }) {
  if (!useScreenShown()) return null
  return (
    <Suspense fallback={null}>
      <AppToaster direction={direction} dark={dark} />
    </Suspense>
  )
}

let layoutLoaded = false

/**
 * The application root: theme (skin and direction from the layout choices), toasts, the routes.
 */
export function App() {
  if (!layoutLoaded) {
    layoutLoaded = true
    loadLayout()
  }
  const { skin, direction } = useSnapshot(layout)
  const theme = useMemo(() => makeTheme(skin, direction), [skin, direction])
  // The buttons' ripple is installed once its code has come (it only answers presses): not in the first screen;
  // the offline banner's code is fetched then too.
  useEffect(() => {
    let uninstall: (() => void) | undefined
    let gone = false
    void import('../shell/ripple').then(({ installRipple }) => {
      if (!gone) uninstall = installRipple()
    })
    void loadOfflineBanner().catch(() => undefined)
    return () => {
      gone = true
      uninstall?.()
    }
  }, [])
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToasterOnceShown direction={direction} dark={theme.skin.dark} />
      <OfflineNotice />
      <Router hook={useGuardedLocation}>
        <Suspense fallback={<PageSpinner fullScreen />}>
          <AppRoutes />
        </Suspense>
      </Router>
    </ThemeProvider>
  )
}
