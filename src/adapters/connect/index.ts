import type { Transport } from '@connectrpc/connect'
import type { SessionStoragePort } from '../../ports/session-port'
import { createJwtSessionAdapter } from '../http/jwt-session-adapter'
import { createCallPipeline, type CallPipeline } from '../pipeline/call-pipeline'
import { createChangeStream } from './services/changes'
import { createConnectBase } from './base'
import { createCustomersAdapters } from './services/customers'
import { createInvoicesAdapters } from './services/invoices'
import { createOrdersAdapters } from './services/orders'
import { createPaymentsAdapters } from './services/payments'
import { createReferenceAdapters } from './services/references'
import { createCargoAdapters } from './services/vehicles'

export interface ConnectAdaptersOptions {
  /** The API server's origin. */
  baseUrl: string
  sessionStorage: SessionStoragePort
  /**
   * The call pipeline shared with the HTTP adapters (one refresh for all). Without it a pipeline is made
   * here that refreshes through `/jwt/refresh-token` and, on sign-out or expiry, navigates the page.
   */
  pipeline?: CallPipeline
  /** Another transport: Connect JSON in contract tests, an in-memory router in unit tests. */
  transport?: Transport
  /** The fetch of the default gRPC-web transport (the browser's own by default). */
  fetch?: typeof fetch
}

/** Every port the Connect services fill, built on one transport and one call pipeline. */
export function createConnectAdapters(options: ConnectAdaptersOptions) {
  const pipeline =
    options.pipeline ??
    createCallPipeline({
      sessionStorage: options.sessionStorage,
      session: createJwtSessionAdapter(),
      onSignedOut: () => globalThis.location?.assign('/login'),
      reload: () => globalThis.location?.reload(),
    })
  const { transport, call } = createConnectBase({ ...options, pipeline })
  return {
    ...createOrdersAdapters(transport, call),
    ...createInvoicesAdapters(transport, call),
    ...createPaymentsAdapters(transport, call),
    ...createCustomersAdapters(transport, call),
    ...createCargoAdapters(transport, call),
    ...createReferenceAdapters(transport, call),
    /** The change stream, which the composition root's shared feed opens (not a port of its own). */
    openChangeStream: createChangeStream(transport),
  }
}

export type ConnectAdapters = ReturnType<typeof createConnectAdapters>
