import { Suspense, useMemo } from 'react'
import { ThemeProvider } from 'styled-components'
import { Toaster } from 'sonner'
import { makeTheme } from '../shell/theme'
import { GlobalStyle } from '../shell/GlobalStyle'
import { PageSpinner } from '../components/PageSpinner'
import { AppRoutes } from './AppRoutes'

/** The application root: theme, toasts (top-right), and the guarded routes. */
export function App() {
  const theme = useMemo(() => makeTheme(), [])
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Toaster position="top-right" richColors closeButton />
      <Suspense fallback={<PageSpinner />}>
        <AppRoutes />
      </Suspense>
    </ThemeProvider>
  )
}
