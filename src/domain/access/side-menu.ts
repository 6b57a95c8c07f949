import { customerProfilePath } from './home.ts'
import { RESOURCES as R } from './resources.ts'

/** A link of the side menu. `titleKey` is in the `shell` i18n namespace; `icon` is a feather icon name. */
export interface MenuItem {
  kind: 'item'
  id: string
  titleKey: string
  path: string
  resource: string
  icon: string
}

export interface MenuGroup {
  kind: 'group'
  id: string
  titleKey: string
  icon: string
  items: MenuItem[]
}

export type MenuEntry = MenuGroup | MenuItem

const item = (id: string, path: string, resource: string, icon: string): MenuItem => ({
  kind: 'item',
  id,
  titleKey: `menu.${id}`,
  path,
  resource,
  icon,
})

const group = (id: string, icon: string, items: MenuItem[]): MenuGroup => ({
  kind: 'group',
  id,
  titleKey: `menu.${id}`,
  icon,
  items,
})

/** The side menu of spec §2, before filtering. */
export const SIDE_MENU: readonly MenuGroup[] = [
  group('users', 'users', [
    item('customers', '/customers', R.users, 'users'),
    item('suspended', '/suspended', R.users, 'user-x'),
  ]),
  group('ordersGroup', 'shopping-cart', [
    item('orders', '/orders', R.orders, 'shopping-cart'),
    item('archive', '/archive', R.archive, 'archive'),
  ]),
  group('finance', 'dollar-sign', [
    item('invoices', '/invoices', R.invoices, 'file-text'),
    item('payments', '/payments', R.payments, 'credit-card'),
    item('beneficiaries', '/beneficiaries', R.invoicePayees, 'briefcase'),
  ]),
  group('cargoloop', 'truck', [
    item('cargoloopPending', '/cargoloop/pending', R.cargoloop, 'clock'),
    item('cargoloopCancelled', '/cargoloop/cancelled', R.cargoloop, 'x-circle'),
    item('cargoloopVehicles', '/cargoloop/vehicles', R.cargoloop, 'truck'),
    item('cargoloopLocalTransportations', '/cargoloop/local_transportations', R.cargoloop, 'navigation'),
    item('cargoloopContainers', '/cargoloop/containers', R.cargoloop, 'box'),
  ]),
  group('locations', 'map-pin', [
    item('terminals', '/terminals', R.terminals, 'anchor'),
    item('cities', '/cities', R.cities, 'map-pin'),
    item('states', '/states', R.states, 'map'),
    item('countries', '/countries', R.countries, 'globe'),
  ]),
  group('references', 'book', [
    item('paymentTypes', '/payment_types', R.paymentTypes, 'dollar-sign'),
    item('serviceTypes', '/service_types', R.serviceTypes, 'tool'),
    item('discountTypes', '/discount_types', R.discountTypes, 'percent'),
    item('invoiceTypes', '/invoice_types', R.invoiceTypes, 'file'),
    item('rules', '/rules', R.rules, 'sliders'),
  ]),
  // The template's demo applications and pages (template-apps.md §2), for staff.
  group('dashboards', 'home', [
    item('dashboardAnalytics', '/dashboard/analytics', R.apps, 'activity'),
    item('dashboardEcommerce', '/dashboard/ecommerce', R.apps, 'shopping-bag'),
  ]),
  group('apps', 'grid', [
    item('appEmail', '/apps/email', R.apps, 'mail'),
    item('appChat', '/apps/chat', R.apps, 'message-square'),
    item('appTodo', '/apps/todo', R.apps, 'check-square'),
    item('appKanban', '/apps/kanban', R.apps, 'columns'),
    item('appInvoiceList', '/apps/invoice/list', R.apps, 'file-text'),
    item('appUserList', '/apps/user/list', R.apps, 'user'),
    item('appRoles', '/apps/roles', R.apps, 'shield'),
    item('appPermissions', '/apps/permissions', R.apps, 'lock'),
    item('shop', '/apps/ecommerce/shop', R.apps, 'shopping-bag'),
  ]),
  group('pages', 'file', [
    item('profile', '/pages/profile', R.apps, 'user'),
    item('accountSettings', '/pages/account-settings', R.apps, 'settings'),
    item('blogList', '/pages/blog/list', R.apps, 'edit'),
    item('faq', '/pages/faq', R.apps, 'help-circle'),
    item('knowledgeBase', '/pages/knowledge-base', R.apps, 'info'),
    item('pricing', '/pages/pricing', R.apps, 'dollar-sign'),
    item('datatableAdvance', '/datatables/advance', R.apps, 'grid'),
    item('formsInput', '/forms/elements/input', R.apps, 'edit'),
    item('apiKey', '/pages/api-key', R.apps, 'key'),
    item('license', '/pages/license', R.apps, 'award'),
    item('modalExamples', '/pages/modal-examples', R.apps, 'square'),
    item('colors', '/colors', R.apps, 'droplet'),
    item('icons', '/icons', R.apps, 'feather'),
  ]),
]

/** Groups the customer role does not see (spec §2). */
const CUSTOMER_HIDDEN_GROUPS = new Set(['users', 'ordersGroup'])

/** The customer's single Orders entry, to their own profile. */
export function customerOrdersEntry(username: string): MenuItem {
  return item('customerOrders', customerProfilePath(username), R.customerProfile, 'shopping-cart')
}

/**
 * The side menu a user sees. An item shows only if `canRead(item.resource)`; a group only if it keeps an
 * item. For the customer role the Users and Orders groups are removed and one Orders entry to
 * /customers/{USERNAME}/view (resource customer-profile) comes first; without a username there is no
 * profile to link to, so that entry is left out.
 */
export function menuFor(
  role: string | null | undefined,
  username: string | null | undefined,
  canRead: (subject: string) => boolean,
): MenuEntry[] {
  const isCustomer = role === 'customer'
  const groups: MenuEntry[] = SIDE_MENU.filter((g) => !(isCustomer && CUSTOMER_HIDDEN_GROUPS.has(g.id)))
    .map((g) => ({
      ...g,
      items: g.items.filter((entry) => canRead(entry.resource)).map((entry) => ({ ...entry })),
    }))
    .filter((g) => g.items.length > 0)
  if (isCustomer && username?.trim()) {
    const entry = customerOrdersEntry(username)
    if (canRead(entry.resource)) return [entry, ...groups]
  }
  return groups
}
