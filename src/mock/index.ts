import { createServer } from 'miragejs'
import type { Server } from 'miragejs'
import { mockApps } from './apps'
import type { MockApp } from './mock-app'
import { loadState, persistingServer, saveState } from './persistence'

export interface StartMockOptions {
  /** The mock (or real) API server's origin; every call to it passes through untouched. */
  apiBaseUrl: string
  /** 'test' turns off Mirage's artificial latency and its console logging. */
  environment?: 'development' | 'test'
  /**
   * Overrides the artificial latency per call, in ms (150 in 'development'). The production build passes 0:
   * there a delay is only a wait for the person (and it made the template's screens about 0.4 s slower to
   * settle in every end-to-end test); `npm start` keeps it, so a developer sees the loading states a network
   * gives.
   */
  latencyMs?: number
  /** Overrides Mirage's logging of each call to the console (on in 'development'). */
  logging?: boolean
  /**
   * Where the apps' data is kept between page loads (decision 0062): local storage in development, nothing in
   * 'test' unless given.
   */
  storage?: Storage | null
}

/**
 * Starts the in-browser mock, each app with the data kept in `storage` (the seed when none is kept), written back
 * after every call that may change it. Every call it does not answer passes through to the network:
 * the API server (gRPC-web) and same-origin files such as the locale files.
 */
export function startMock({
  apiBaseUrl,
  environment = 'development',
  latencyMs = environment === 'test' ? 0 : 150,
  logging = environment !== 'test',
  storage = environment === 'test' ? null : window.localStorage,
}: StartMockOptions): Server {
  return createServer({
    environment,
    routes() {
      this.timing = latencyMs
      this.logging = logging
      for (const app of mockApps as MockApp[]) {
        const state = loadState(app, storage)
        app.routes(storage ? persistingServer(this, () => saveState(app, state, storage)) : this, state)
      }
      this.passthrough(`${apiBaseUrl.replace(/\/$/, '')}/**`)
      this.passthrough()
      // Any call the mock does not answer goes to the real network (template-apps §1): other origins too,
      // such as the identity provider of single sign-on.
      this.passthrough(
        (request: { url: string }) =>
          new URL(request.url, window.location.href).origin !== window.location.origin,
      )
    },
  })
}
