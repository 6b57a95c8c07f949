/**
 * `use-sync-external-store/shim` for the libraries that still import it (wouter, react-i18next): React 19 has
 * `useSyncExternalStore` itself, so the shim's fallback for older Reacts is dead code in the first screen.
 * `vite.config.ts` resolves the shim's import paths here.
 */
export { useSyncExternalStore } from 'react'
