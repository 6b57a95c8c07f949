import '@testing-library/jest-dom/vitest'

// jsdom swaps in its own Uint8Array and jose then refuses HS256 keys (stack-notes): restore Node's.
Object.defineProperty(globalThis, 'Uint8Array', {
  value: Object.getPrototypeOf(Buffer.prototype).constructor,
  writable: true,
  configurable: true,
})

// Testing Library unmounts after each test only when vitest globals are on; we don't use globals.
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
afterEach(() => cleanup())
// The dom project shares one environment per worker (isolate: false): a file's stored state (the in-browser
// mock's data, which it keeps across reloads, sessions, preferences) must not reach the next file.
afterAll(() => {
  localStorage.clear()
  sessionStorage.clear()
})

// findBy/waitFor wait up to this long: a ceiling for a hang, not a speed check. The 1 s default
// was passed on CI's busy two-core machine while a screen's second call was still answering.
configure({ asyncUtilTimeout: 5000 })
