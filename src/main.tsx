// Captures the browser's fetch before the in-browser mock replaces it: keep this import first.
import './adapters/browser/native-fetch'
// zod must not compile parsers with eval (the CSP forbids it): set before any schema module loads.
import './ui/app/zod-jitless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { registerAdapters } from './composition/container'
import { initI18n } from './ui/i18n'
import { restoreSession } from './ui/app/session'
import { App } from './ui/app/App'
import './ui/app/register-service-worker'

const apiBaseUrl = import.meta.env.VITE_API_URL ?? 'http://localhost:8080'

// The in-browser mock loads in its own chunk while the first screen renders; HTTP calls wait for it.
const mockReady = import('./mock').then(({ startMock }) => startMock({ apiBaseUrl }))

registerAdapters({ apiBaseUrl, mockReady })
restoreSession()
void initI18n()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
