import '@abraham/reflection'
import { container } from 'tsyringe'
import { createLocalSessionStorage } from '../adapters/browser/local-session-storage'
import { createLocalPreferences } from '../adapters/browser/local-preferences'
import { createListCache } from '../adapters/browser/list-cache'
import { createDemoData } from '../adapters/browser/demo-data'
import { createLocalSettings } from '../adapters/browser/local-settings'
import { createSessionEvents } from '../adapters/browser/session-events'
import { startSlidingSession } from '../adapters/browser/sliding-session'
import { watchOtherTabs } from '../adapters/browser/session-tabs'
import { createJwtSessionAdapter } from '../adapters/http/jwt-session-adapter'
import { createCallPipeline } from '../adapters/pipeline/call-pipeline'
import { authorizationHeader } from '../domain/auth'
import type { PipelineFetchOptions } from '../adapters/http/pipeline-fetch'
import type { ConnectBase } from '../adapters/connect/base'
import { lazyChangeFeed } from './lazy-change-feed'
import { DEV_TOOLS_PORT, PORTS, type ConnectPortKey, type PortToken } from '../ports/tokens'
import { lazyPort } from './lazy-port'

export interface CompositionOptions {
  /** The API server's origin (VITE_API_URL, default http://localhost:8080). */
  apiBaseUrl: string
  /** Resolves once the in-browser mock answers the HTTP endpoints. */
  mockReady: PromiseLike<unknown>
  /** Reloads the page after an expired token cleared the session (spec §8); location.reload by default. */
  reload?: () => void
}

/**
 * The Connect service groups, each loaded with its generated code on the first call of one of its ports
 * (decision 0141): a screen that lists orders does not evaluate the descriptors of every other service first.
 */
const CONNECT_GROUPS = {
  orders: () => import('../adapters/connect/services/orders').then((m) => m.createOrdersAdapters),
  invoices: () => import('../adapters/connect/services/invoices').then((m) => m.createInvoicesAdapters),
  payments: () => import('../adapters/connect/services/payments').then((m) => m.createPaymentsAdapters),
  customers: () => import('../adapters/connect/services/customers').then((m) => m.createCustomersAdapters),
  cargo: () => import('../adapters/connect/services/vehicles').then((m) => m.createCargoAdapters),
  references: () => import('../adapters/connect/services/references').then((m) => m.createReferenceAdapters),
} satisfies Record<
  string,
  () => Promise<(transport: ConnectBase['transport'], call: ConnectBase['call']) => object>
>

/** The ports the Connect adapters fill, by the group that fills each. */
const CONNECT_PORTS: Readonly<Record<ConnectPortKey, keyof typeof CONNECT_GROUPS>> = {
  orders: 'orders',
  orderServiceTypes: 'orders',
  orderDiscountTypes: 'orders',
  invoices: 'invoices',
  invoiceTypes: 'invoices',
  invoicePayees: 'invoices',
  payments: 'payments',
  paymentTypes: 'payments',
  paymentEmployees: 'payments',
  customers: 'customers',
  vehicles: 'cargo',
  shipments: 'cargo',
  cargoloop: 'cargo',
  documents: 'references',
  approvals: 'references',
  formulas: 'references',
  locations: 'references',
  terminals: 'references',
}

/**
 * The template apps' ports, each filled over the in-browser mock by an adapter loaded on the port's first call
 * (one line per app).
 */
const MOCK_APP_ADAPTERS = {
  todo: () => import('../adapters/http/todo-adapter').then((m) => m.createTodoAdapter),
  email: () => import('../adapters/http/email-adapter').then((m) => m.createEmailAdapter),
  kanban: () => import('../adapters/http/kanban-adapter').then((m) => m.createKanbanAdapter),
  calendar: () => import('../adapters/http/calendar-adapter').then((m) => m.createCalendarAdapter),
  chat: () => import('../adapters/http/chat-adapter').then((m) => m.createChatAdapter),
  invoiceApp: () => import('../adapters/http/invoice-app-adapter').then((m) => m.createInvoiceAppAdapter),
  shop: () => import('../adapters/http/shop-adapter').then((m) => m.createShopAdapter),
  cards: () => import('../adapters/http/cards-adapter').then((m) => m.createCardsAdapter),
  users: () => import('../adapters/http/users-adapter').then((m) => m.createUsersAdapter),
  permissions: () => import('../adapters/http/permissions-adapter').then((m) => m.createPermissionsAdapter),
  blog: () => import('../adapters/http/blog-adapter').then((m) => m.createBlogAdapter),
  pages: () => import('../adapters/http/pages-adapter').then((m) => m.createPagesAdapter),
  datatables: () => import('../adapters/http/datatables-adapter').then((m) => m.createDatatablesAdapter),
  formElements: () =>
    import('../adapters/http/form-elements-adapter').then((m) => m.createFormElementsAdapter),
} satisfies Record<string, () => Promise<(options: PipelineFetchOptions) => unknown>>
type MockAppPortKey = keyof typeof MOCK_APP_ADAPTERS

/**
 * The composition root: the one place that decides which adapter fills each port. Every call, Connect or
 * plain HTTP, goes through one call pipeline (auth header, last-call time, one refresh on 401, expiry).
 * Signing out after a failed refresh is announced on PORTS.sessionEvents; the UI subscribes to navigate
 * (with no subscriber the page goes to /login).
 */
export function registerAdapters({ apiBaseUrl, mockReady, reload }: CompositionOptions): void {
  const reloadPage = reload ?? (() => window.location.reload())
  const session = createJwtSessionAdapter({ ready: mockReady })
  // The sliding session: both tokens are renewed before they run out while the person is active, once for
  // all tabs; every save, clear and call of this tab goes through its storage port.
  const { sessionStorage } = startSlidingSession({
    storage: createLocalSessionStorage(),
    refresh: (refreshToken) => session.refresh(refreshToken),
    reload: reloadPage,
  })
  const events = createSessionEvents()
  // Every tab agrees on who is signed in: another tab's sign-in or sign-out reaches this one's UI.
  watchOtherTabs({ win: window, storage: sessionStorage, onChange: events.emitChangedElsewhere })
  const pipeline = createCallPipeline({
    sessionStorage,
    session,
    onSignedOut: events.emitSignedOut,
    reload: reloadPage,
  })

  container.register(PORTS.sessionStorage, { useValue: sessionStorage })
  container.register(PORTS.preferences, { useValue: createLocalPreferences() })
  const localSettings = createLocalSettings()
  container.register(PORTS.localSettings, { useValue: localSettings })
  container.register(PORTS.listCache, { useValue: createListCache() })
  container.register(PORTS.demoData, {
    useValue: createDemoData({ storage: window.localStorage, reload: reloadPage }),
  })
  container.register(PORTS.session, { useValue: session })
  container.register(PORTS.account, {
    useValue: lazyPort(() =>
      import('../adapters/http/account-adapter').then((m) => m.createAccountAdapter({ ready: mockReady })),
    ),
  })
  container.register(PORTS.sessionEvents, { useValue: events.port })
  // The navbar's search and bookmarks load apart from the first screen, and so do their adapters.
  container.register(PORTS.search, {
    useValue: lazyPort(() =>
      import('../adapters/http/search-adapter').then((m) =>
        m.createSearchAdapter({ pipeline, ready: mockReady }),
      ),
    ),
  })
  container.register(PORTS.bookmarks, {
    useValue: lazyPort(() =>
      import('../adapters/http/bookmarks-adapter').then((m) =>
        m.createBookmarksAdapter({ pipeline, ready: mockReady }),
      ),
    ),
  })
  container.register(PORTS.sso, {
    useValue: lazyPort(() =>
      import('../adapters/http/sso-adapter').then((m) =>
        m.createSsoAdapter({
          configUrl: `${import.meta.env.BASE_URL}sso.json`,
          origin: window.location.origin,
        }),
      ),
    ),
  })
  // The mock API's developer tools, for the developer panel of dev builds: not in a production build at all.
  if (import.meta.env.DEV)
    container.register(DEV_TOOLS_PORT, {
      useValue: lazyPort(() =>
        import('../adapters/http/dev-tools-adapter').then((m) => m.createDevToolsAdapter({ apiBaseUrl })),
      ),
    })
  for (const [key, load] of Object.entries(MOCK_APP_ADAPTERS)) {
    container.register(PORTS[key as MockAppPortKey] as PortToken<object>, {
      useValue: lazyPort(() => load().then((create) => create({ pipeline, ready: mockReady }) as object)),
    })
  }

  // Account settings also keep the saved sections in local storage, so their adapter takes the store.
  container.register(PORTS.accountSettings, {
    useValue: lazyPort(() =>
      import('../adapters/http/account-settings-adapter').then((m) =>
        m.createAccountSettingsAdapter({ pipeline, ready: mockReady, store: localSettings }),
      ),
    ),
  })

  let connectBase: Promise<ConnectBase> | undefined
  const base = () =>
    (connectBase ??= import('../adapters/connect/base').then(({ createConnectBase }) =>
      createConnectBase({ baseUrl: apiBaseUrl, pipeline }),
    ))
  const groups = new Map<keyof typeof CONNECT_GROUPS, Promise<Record<string, unknown>>>()
  const group = (name: keyof typeof CONNECT_GROUPS) => {
    let loading = groups.get(name)
    if (!loading) {
      loading = Promise.all([base(), CONNECT_GROUPS[name]()]).then(
        ([{ transport, call }, create]) => create(transport, call) as Record<string, unknown>,
      )
      // A failed download may be tried again by the next call.
      loading.catch(() => groups.delete(name))
      groups.set(name, loading)
    }
    return loading
  }
  // A signed-in visit will call the API on its first screen: the transport's code downloads beside the layout
  // and the screen instead of after them (the sign-in page does not pay for it); the route's data loader asks
  // for the services it calls.
  if (sessionStorage.load().accessToken) void base().catch(() => undefined)
  for (const [key, name] of Object.entries(CONNECT_PORTS) as [
    ConnectPortKey,
    keyof typeof CONNECT_GROUPS,
  ][]) {
    container.register(PORTS[key] as PortToken<object>, {
      useValue: lazyPort(() => group(name).then((adapters) => adapters[key] as object)),
    })
  }
  // The tab's one change feed (issue 29): a stream while a screen follows records, with the stored token.
  container.register(PORTS.changeFeed, {
    useValue: lazyChangeFeed(async () =>
      (await import('../adapters/feed/shared-change-feed')).createSharedChangeFeed({
        open: async function* (request, options) {
          const [{ transport }, { createChangeStream }] = await Promise.all([
            base(),
            import('../adapters/connect/services/changes'),
          ])
          yield* createChangeStream(transport)(request, options)
        },
        headers: () => {
          const headers = new Headers()
          const authorization = authorizationHeader(sessionStorage.load().accessToken)
          if (authorization) headers.set('Authorization', authorization)
          return headers
        },
        log: (message, error) => console.warn(message, error),
      }),
    ),
  })
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
