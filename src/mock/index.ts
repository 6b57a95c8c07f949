import { createServer } from 'miragejs'
import type { Server } from 'miragejs'
import { mockApps } from './apps'
import type { MockApp } from './mock-app'

export interface StartMockOptions {
  /** The mock (or real) API server's origin; every call to it passes through untouched. */
  apiBaseUrl: string
  /** 'test' turns off Mirage's artificial latency and its console logging. */
  environment?: 'development' | 'test'
}

/**
 * Starts the in-browser mock. Every call it does not answer passes through to the network:
 * the API server (gRPC-web) and same-origin files such as the locale files.
 */
export function startMock({ apiBaseUrl, environment = 'development' }: StartMockOptions): Server {
  return createServer({
    environment,
    routes() {
      this.timing = environment === 'test' ? 0 : 150
      this.logging = environment !== 'test'
      for (const app of mockApps as MockApp[]) app.routes(this, app.createState())
      this.passthrough(`${apiBaseUrl.replace(/\/$/, '')}/**`)
      this.passthrough()
      // Any call the mock does not answer goes to the real network (template-apps §1): other origins too,
      // such as the identity provider of single sign-on.
      this.passthrough((request: { url: string }) => new URL(request.url, window.location.href).origin !== window.location.origin)
    },
  })
}
