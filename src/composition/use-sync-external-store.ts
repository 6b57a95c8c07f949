/**
 * What `use-sync-external-store/shim` gives wouter and react-i18next, from React itself. The shim back-ports
 * `useSyncExternalStore` to React 16 and 17 and, on React 18 and later, hands out React's own; the app runs
 * React 19, so its 0.23 kB gzipped in the first screen's chunk did nothing (vite.config.ts aliases the shim's
 * paths here; decision 0238).
 */
export { useSyncExternalStore } from 'react'
