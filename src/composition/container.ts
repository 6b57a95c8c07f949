import 'reflect-metadata'
import { container } from 'tsyringe'
import { createLocalSessionStorage } from '../adapters/browser/local-session-storage'
import { createJwtSessionAdapter } from '../adapters/http/jwt-session-adapter'
import type { ConnectAdapters } from '../adapters/connect'
import { PORTS } from '../ports/tokens'
import { lazyPort } from './lazy-port'

export interface CompositionOptions {
  /** The API server's origin (VITE_API_URL, default http://localhost:8080). */
  apiBaseUrl: string
  /** Resolves once the in-browser mock answers the HTTP endpoints. */
  mockReady: Promise<unknown>
}

/** The composition root: the one place that decides which adapter fills each port. */
export function registerAdapters({ apiBaseUrl, mockReady }: CompositionOptions): void {
  const sessionStorage = createLocalSessionStorage()
  container.register(PORTS.sessionStorage, { useValue: sessionStorage })
  container.register(PORTS.session, { useValue: createJwtSessionAdapter({ ready: mockReady }) })

  let connectAdapters: Promise<ConnectAdapters> | undefined
  const connect = () =>
    (connectAdapters ??= import('../adapters/connect').then(({ createConnectAdapters }) =>
      createConnectAdapters({ baseUrl: apiBaseUrl, sessionStorage }),
    ))
  container.register(PORTS.orders, { useValue: lazyPort(() => connect().then((adapters) => adapters.orders)) })
}
