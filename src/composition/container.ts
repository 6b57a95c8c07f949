import 'reflect-metadata'
import { container } from 'tsyringe'
import { createLocalSessionStorage } from '../adapters/browser/local-session-storage'
import { createLocalPreferences } from '../adapters/browser/local-preferences'
import { createLocalSettings } from '../adapters/browser/local-settings'
import { createSessionEvents } from '../adapters/browser/session-events'
import { createBookmarksAdapter } from '../adapters/http/bookmarks-adapter'
import { createJwtSessionAdapter } from '../adapters/http/jwt-session-adapter'
import { createSearchAdapter } from '../adapters/http/search-adapter'
import { createCallPipeline } from '../adapters/pipeline/call-pipeline'
import type { ConnectAdapters } from '../adapters/connect'
import { PORTS, type ConnectPortKey, type PortToken } from '../ports/tokens'
import { lazyPort } from './lazy-port'

export interface CompositionOptions {
  /** The API server's origin (VITE_API_URL, default http://localhost:8080). */
  apiBaseUrl: string
  /** Resolves once the in-browser mock answers the HTTP endpoints. */
  mockReady: Promise<unknown>
  /** Reloads the page after an expired token cleared the session (spec §8); location.reload by default. */
  reload?: () => void
}

/** The ports the Connect adapters fill, each loaded with the Connect chunk on its first call. */
const CONNECT_PORTS: readonly ConnectPortKey[] = [
  'orders',
  'orderServiceTypes',
  'orderDiscountTypes',
  'invoices',
  'invoiceTypes',
  'invoicePayees',
  'payments',
  'paymentTypes',
  'paymentEmployees',
  'customers',
  'vehicles',
  'shipments',
  'cargoloop',
  'documents',
  'approvals',
  'formulas',
  'locations',
  'terminals',
]

/**
 * The composition root: the one place that decides which adapter fills each port. Every call, Connect or
 * plain HTTP, goes through one call pipeline (auth header, last-call time, one refresh on 401, expiry).
 * Signing out after a failed refresh is announced on PORTS.sessionEvents; the UI subscribes to navigate
 * (with no subscriber the page goes to /login).
 */
export function registerAdapters({ apiBaseUrl, mockReady, reload }: CompositionOptions): void {
  const sessionStorage = createLocalSessionStorage()
  const session = createJwtSessionAdapter({ ready: mockReady })
  const events = createSessionEvents()
  const pipeline = createCallPipeline({
    sessionStorage,
    session,
    onSignedOut: events.emitSignedOut,
    reload: reload ?? (() => window.location.reload()),
  })

  container.register(PORTS.sessionStorage, { useValue: sessionStorage })
  container.register(PORTS.preferences, { useValue: createLocalPreferences() })
  container.register(PORTS.localSettings, { useValue: createLocalSettings() })
  container.register(PORTS.session, { useValue: session })
  container.register(PORTS.sessionEvents, { useValue: events.port })
  container.register(PORTS.search, { useValue: createSearchAdapter({ pipeline, ready: mockReady }) })
  container.register(PORTS.bookmarks, { useValue: createBookmarksAdapter({ pipeline, ready: mockReady }) })
  container.register(PORTS.todo, {
    useValue: lazyPort(() =>
      import('../adapters/http/todo-adapter').then((m) =>
        m.createTodoAdapter({ pipeline, ready: mockReady }),
      ),
    ),
  })
  container.register(PORTS.kanban, {
    useValue: lazyPort(() =>
      import('../adapters/http/kanban-adapter').then((m) =>
        m.createKanbanAdapter({ pipeline, ready: mockReady }),
      ),
    ),
  })
  container.register(PORTS.calendar, {
    useValue: lazyPort(() =>
      import('../adapters/http/calendar-adapter').then((m) =>
        m.createCalendarAdapter({ pipeline, ready: mockReady }),
      ),
    ),
  })

  container.register(PORTS.cards, {
    useValue: lazyPort(() =>
      import('../adapters/http/cards-adapter').then((m) =>
        m.createCardsAdapter({ pipeline, ready: mockReady }),
      ),
    ),
  })

  let connectAdapters: Promise<ConnectAdapters> | undefined
  const connect = () =>
    (connectAdapters ??= import('../adapters/connect').then(({ createConnectAdapters }) =>
      createConnectAdapters({ baseUrl: apiBaseUrl, sessionStorage, pipeline }),
    ))
  for (const key of CONNECT_PORTS) {
    container.register(PORTS[key] as PortToken<object>, {
      useValue: lazyPort(() => connect().then((adapters) => adapters[key] as object)),
    })
  }
}

/** Port implementations by PORTS key, for `registerPorts`. */
export type PortImplementations = {
  [K in keyof typeof PORTS]?: (typeof PORTS)[K] extends PortToken<infer T> ? T : never
}

/** Registers the given implementations (fakes in component and end-to-end harnesses) in place of adapters. */
export function registerPorts(ports: PortImplementations): void {
  for (const [key, value] of Object.entries(ports)) {
    if (value) container.register(PORTS[key as keyof typeof PORTS] as PortToken<unknown>, { useValue: value })
  }
}
