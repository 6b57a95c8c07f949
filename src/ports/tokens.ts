import type { AccountSettingsPort } from './account-settings-port'
import type { ApprovalsPort } from './approvals-port'
import type { BlogPort } from './blog-port'
import type { BookmarksPort } from './bookmarks-port'
import type { CargoloopPort } from './cargoloop-port'
import type { ChatPort } from './chat-port'
import type { CustomersPort } from './customers-port'
import type { CalendarPort } from './calendar-port'
import type { DatatablesPort } from './datatables-port'
import type { DevToolsPort } from './dev-tools-port'
import type { CardsPort } from './cards-port'
import type { ChangeFeedPort } from './change-feed-port'
import type { DocumentsPort } from './documents-port'
import type { FormElementsPort } from './form-elements-port'
import type { FormulasPort } from './formulas-port'
import type { InvoiceAppPort } from './invoice-app-port'
import type { InvoicePayeesPort } from './invoice-payees-port'
import type { InvoiceTypesPort } from './invoice-types-port'
import type { InvoicesPort } from './invoices-port'
import type { KanbanPort } from './kanban-port'
import type { ListCachePort } from './list-cache-port'
import type { LocalSettingsPort } from './local-settings-port'
import type { LocationsPort } from './locations-port'
import type { OrderDiscountTypesPort } from './order-discount-types-port'
import type { OrderServiceTypesPort } from './order-service-types-port'
import type { OrdersPort } from './orders-port'
import type { PagesPort } from './pages-port'
import type { PermissionsPort } from './permissions-port'
import type { PaymentEmployeesPort } from './payment-employees-port'
import type { PaymentTypesPort } from './payment-types-port'
import type { PaymentsPort } from './payments-port'
import type { PreferencesPort } from './preferences-port'
import type { SearchPort } from './search-port'
import type { SessionEventsPort } from './session-events-port'
import type { SessionPort, SessionStoragePort } from './session-port'
import type { ShipmentsPort } from './shipments-port'
import type { ShopPort } from './shop-port'
import type { TerminalsPort } from './terminals-port'
import type { TodoPort } from './todo-port'
import type { SsoPort } from './sso-port'
import type { EmailPort } from './email-port'
import type { UsersPort } from './users-port'
import type { VehiclesPort } from './vehicles-port'
import type { AccountPort } from './account-port'
import type { DemoDataPort } from './demo-data-port'

/** A container key that remembers which port it stands for. */
export type PortToken<T> = symbol & { readonly __port?: T }

const token = <T>(name: string): PortToken<T> => Symbol(name) as PortToken<T>

/** The injection tokens the composition root registers adapters under and the UI resolves. */
export const PORTS = {
  session: token<SessionPort>('SessionPort'),
  sessionStorage: token<SessionStoragePort>('SessionStoragePort'),
  sessionEvents: token<SessionEventsPort>('SessionEventsPort'),
  orders: token<OrdersPort>('OrdersPort'),
  orderServiceTypes: token<OrderServiceTypesPort>('OrderServiceTypesPort'),
  orderDiscountTypes: token<OrderDiscountTypesPort>('OrderDiscountTypesPort'),
  invoices: token<InvoicesPort>('InvoicesPort'),
  invoiceTypes: token<InvoiceTypesPort>('InvoiceTypesPort'),
  invoicePayees: token<InvoicePayeesPort>('InvoicePayeesPort'),
  payments: token<PaymentsPort>('PaymentsPort'),
  paymentTypes: token<PaymentTypesPort>('PaymentTypesPort'),
  paymentEmployees: token<PaymentEmployeesPort>('PaymentEmployeesPort'),
  customers: token<CustomersPort>('CustomersPort'),
  vehicles: token<VehiclesPort>('VehiclesPort'),
  shipments: token<ShipmentsPort>('ShipmentsPort'),
  cargoloop: token<CargoloopPort>('CargoloopPort'),
  documents: token<DocumentsPort>('DocumentsPort'),
  approvals: token<ApprovalsPort>('ApprovalsPort'),
  formulas: token<FormulasPort>('FormulasPort'),
  locations: token<LocationsPort>('LocationsPort'),
  terminals: token<TerminalsPort>('TerminalsPort'),
  search: token<SearchPort>('SearchPort'),
  bookmarks: token<BookmarksPort>('BookmarksPort'),
  todo: token<TodoPort>('TodoPort'),
  sso: token<SsoPort>('SsoPort'),
  email: token<EmailPort>('EmailPort'),
  kanban: token<KanbanPort>('KanbanPort'),
  calendar: token<CalendarPort>('CalendarPort'),
  blog: token<BlogPort>('BlogPort'),
  pages: token<PagesPort>('PagesPort'),
  accountSettings: token<AccountSettingsPort>('AccountSettingsPort'),
  datatables: token<DatatablesPort>('DatatablesPort'),
  formElements: token<FormElementsPort>('FormElementsPort'),
  chat: token<ChatPort>('ChatPort'),
  invoiceApp: token<InvoiceAppPort>('InvoiceAppPort'),
  shop: token<ShopPort>('ShopPort'),
  users: token<UsersPort>('UsersPort'),
  permissions: token<PermissionsPort>('PermissionsPort'),
  cards: token<CardsPort>('CardsPort'),
  preferences: token<PreferencesPort>('PreferencesPort'),
  localSettings: token<LocalSettingsPort>('LocalSettingsPort'),
  listCache: token<ListCachePort>('ListCachePort'),
  account: token<AccountPort>('AccountPort'),
  demoData: token<DemoDataPort>('DemoDataPort'),
  changeFeed: token<ChangeFeedPort>('ChangeFeedPort'),
}

/**
 * The mock API's developer tools, registered in dev builds only: outside PORTS, so that a production build,
 * which never uses it, keeps no trace of it.
 */
export const DEV_TOOLS_PORT = /* @__PURE__ */ token<DevToolsPort>('DevToolsPort')

/** The ports the Connect adapters fill (everything but session, storage, events, search, bookmarks and preferences). */
export type ConnectPortKey = Exclude<
  keyof typeof PORTS,
  | 'session'
  | 'sessionStorage'
  | 'sessionEvents'
  | 'search'
  | 'bookmarks'
  | 'todo'
  | 'sso'
  | 'email'
  | 'kanban'
  | 'calendar'
  | 'blog'
  | 'pages'
  | 'accountSettings'
  | 'datatables'
  | 'formElements'
  | 'chat'
  | 'invoiceApp'
  | 'shop'
  | 'users'
  | 'permissions'
  | 'cards'
  | 'preferences'
  | 'localSettings'
  | 'listCache'
  | 'account'
  | 'demoData'
  | 'changeFeed'
>
