// Captures the browser's fetch before the in-browser mock replaces it: keep this import first.
import './adapters/browser/native-fetch'
// The first screen's translation files start downloading now, while the rest of the code is evaluated.
import './ui/i18n/prefetch'
// zod must not compile parsers with eval (the CSP forbids it): set before any schema module loads.
import './ui/app/zod-jitless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { registerAdapters } from './composition/container'
import { initI18n } from './ui/i18n'
import { storedLanguage } from './ui/i18n/locale-files'
import { intlLocaleTag } from './domain/money/locale'
import { restoreSession } from './ui/session/session'
import { preloadRoute } from './ui/app/AppRoutes'
import { App } from './ui/app/App'

const apiBaseUrl = import.meta.env.VITE_API_URL ?? 'http://localhost:8080'

// The in-browser mock (Mirage and the template apps' data) starts when a call first needs it: starting it
// costs the main thread about half a second on a slow phone, which a screen that only calls the API (the
// back office's lists) should not pay before its first rows. Its HTTP adapters await this before each call.
let mock: Promise<unknown> | undefined
const mockReady: PromiseLike<unknown> = {
  then: (onFulfilled, onRejected) =>
    (mock ??= import('./mock').then(({ startMock }) =>
      startMock({
        apiBaseUrl,
        // The production build answers at once and logs nothing; `npm start` keeps Mirage's latency and log.
        ...(import.meta.env.PROD && { latencyMs: 0, logging: false }),
      }),
    )).then(onFulfilled, onRejected),
}

// The app-shell service worker registers once the page has loaded; its code is not part of the first screen.
window.addEventListener('load', () => void import('./ui/app/register-service-worker'), { once: true })

registerAdapters({ apiBaseUrl, mockReady })
restoreSession()
preloadRoute(window.location.pathname, window.location.search)
void initI18n()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

// The language's first `Intl.NumberFormat` is made while the page waits for the route's code (a task queued after
// React's first render): the first number format of a page loads its locale's data, about 0.1 s of main thread at
// 4x CPU, which the render of a list's first rows paid (issue 31's profile of `/orders`); every later one is cheap.
// Not `requestIdleCallback`: in some loads the page has no idle period before the rows (decision 0235).
setTimeout(() => new Intl.NumberFormat(intlLocaleTag(storedLanguage())).format(1))
