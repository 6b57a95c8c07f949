import '@testing-library/jest-dom/vitest'

// jsdom swaps in its own Uint8Array and jose then refuses HS256 keys (stack-notes): restore Node's.
Object.defineProperty(globalThis, 'Uint8Array', {
  value: Object.getPrototypeOf(Buffer.prototype).constructor,
  writable: true,
  configurable: true,
})

// Testing Library unmounts after each test only when vitest globals are on; we don't use globals.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
afterEach(() => cleanup())
