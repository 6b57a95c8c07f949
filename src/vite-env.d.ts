/// <reference types="vite/client" />

/** The development JWT secret, injected by vite.config.ts from MOCK_JWT_SECRET or the shared default. */
declare const __MOCK_JWT_SECRET__: string

/** The runtime dependencies with their licences, read by vite.config.ts at build time (the license page). */
declare const __DEPENDENCY_LICENSES__: { name: string; version: string; license: string }[]

interface ImportMetaEnv {
  /** Base URL of the mock (or real) API server; default http://localhost:8080. */
  readonly VITE_API_URL?: string
}
