import '@abraham/reflection'
import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { makeTheme } from '../ui/theme/theme'

/**
 * Renders `ui` with the theme and an in-memory location at `path` (shell parts; `renderScreen` adds the ports);
 * answers the location (its `history` records every navigation).
 */
export function renderShell(ui: ReactNode, path = '/orders') {
  const location = memoryLocation({ path, record: true })
  const result = render(
    <ThemeProvider theme={makeTheme()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </ThemeProvider>,
  )
  return { ...result, location }
}

/** Sets the window width the layout reads and tells listeners. */
export function resizeWindow(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true })
  window.dispatchEvent(new Event('resize'))
}
