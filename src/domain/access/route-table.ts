import type { Action } from './ability'
import { RESOURCES as R } from './resources.ts'

export type Layout = 'vertical' | 'blank'

/**
 * One route of spec §2. `resource: null` means no permission check (any signed-in user, or anyone when
 * `public`). `restricted` sends a signed-in user away (to their home). `page` names the screen that
 * renders it (routes sharing a list page share the name); `titleKey` is in the `shell` i18n namespace.
 */
export interface RouteEntry {
  id: string
  path: string
  page: string
  resource: string | null
  action: Action
  layout: Layout
  public: boolean
  restricted: boolean
  titleKey: string
}

type RouteSpec = Pick<RouteEntry, 'id' | 'path' | 'page' | 'resource'> & Partial<RouteEntry>

function route(spec: RouteSpec): RouteEntry {
  return {
    action: 'read',
    layout: 'vertical',
    public: false,
    restricted: false,
    titleKey: `routes.${spec.id}`,
    ...spec,
  }
}

const publicBlank = (id: string, path: string, page: string, restricted = false): RouteEntry =>
  route({ id, path, page, resource: null, layout: 'blank', public: true, restricted })

export const FINANCE_ROUTES: readonly RouteEntry[] = [
  route({ id: 'invoices', path: '/invoices', page: 'invoice-list', resource: R.invoices }),
  route({
    id: 'invoiceAdd',
    path: '/invoices/-/add',
    page: 'invoice-form',
    resource: R.invoices,
    action: 'add',
  }),
  route({ id: 'invoiceView', path: '/invoices/:id/view', page: 'invoice-view', resource: R.invoices }),
  route({
    id: 'invoiceEdit',
    path: '/invoices/:id/edit',
    page: 'invoice-form',
    resource: R.invoices,
    action: 'manage',
  }),
  route({
    id: 'invoicePrint',
    path: '/invoices/:id/print',
    page: 'invoice-print',
    resource: R.invoices,
    layout: 'blank',
  }),
  route({ id: 'payments', path: '/payments', page: 'payment-list', resource: R.payments }),
  route({
    id: 'paymentAdd',
    path: '/payments/-/add',
    page: 'payment-form',
    resource: R.payments,
    action: 'add',
  }),
  route({ id: 'paymentView', path: '/payments/:id/view', page: 'payment-view', resource: R.payments }),
  route({
    id: 'paymentEdit',
    path: '/payments/:id/edit',
    page: 'payment-form',
    resource: R.paymentOrders,
    action: 'manage',
  }),
  route({ id: 'beneficiaries', path: '/beneficiaries', page: 'beneficiary-list', resource: R.invoicePayees }),
]

export const ORDER_ROUTES: readonly RouteEntry[] = [
  route({ id: 'orders', path: '/orders', page: 'order-list', resource: R.orders }),
  route({ id: 'orderAdd', path: '/orders/-/add', page: 'order-form', resource: R.orders, action: 'add' }),
  route({
    id: 'orderPaymentAdd',
    path: '/orders/:orderId/payments/-/add',
    page: 'payment-form',
    resource: R.payments,
    action: 'add',
  }),
  route({
    id: 'orderInvoiceAdd',
    path: '/orders/:orderId/invoices/-/add',
    page: 'invoice-form',
    resource: R.invoices,
    action: 'add',
  }),
  route({ id: 'orderView', path: '/orders/:id/view', page: 'order-view', resource: R.orders }),
  route({
    id: 'orderEdit',
    path: '/orders/:id/edit',
    page: 'order-form',
    resource: R.orders,
    action: 'modify',
  }),
  route({ id: 'archive', path: '/archive', page: 'order-list', resource: R.archive }),
  route({ id: 'calendar', path: '/calendar', page: 'calendar', resource: null }),
]

export const CARGOLOOP_ROUTES: readonly RouteEntry[] = [
  route({
    id: 'cargoloopPending',
    path: '/cargoloop/pending',
    page: 'cargoloop-vehicle-list',
    resource: R.cargoloop,
  }),
  route({
    id: 'cargoloopCancelled',
    path: '/cargoloop/cancelled',
    page: 'cargoloop-vehicle-list',
    resource: R.cargoloop,
  }),
  route({
    id: 'cargoloopVehicles',
    path: '/cargoloop/vehicles',
    page: 'cargoloop-vehicle-list',
    resource: R.cargoloop,
  }),
  route({
    id: 'cargoloopVehicle',
    path: '/cargoloop/vehicles/:id',
    page: 'cargoloop-vehicle-view',
    resource: R.cargoloop,
  }),
  route({
    id: 'cargoloopVehicleOrderAdd',
    path: '/cargoloop/vehicles/:id/orders/-/add',
    page: 'order-form',
    resource: R.orders,
    action: 'add',
  }),
  route({
    id: 'cargoloopLocalTransportations',
    path: '/cargoloop/local_transportations',
    page: 'local-transportation-list',
    resource: R.cargoloop,
  }),
  route({
    id: 'cargoloopContainers',
    path: '/cargoloop/containers',
    page: 'container-list',
    resource: R.cargoloop,
  }),
  route({
    id: 'cargoloopContainer',
    path: '/cargoloop/containers/:id',
    page: 'container-view',
    resource: R.cargoloop,
  }),
]

export const USER_ROUTES: readonly RouteEntry[] = [
  route({ id: 'customers', path: '/customers', page: 'customer-list', resource: R.users }),
  route({
    id: 'customerPaymentAdd',
    path: '/customers/:customerId/payments/-/add',
    page: 'payment-form',
    resource: R.payments,
    action: 'add',
  }),
  route({
    id: 'customerInvoiceAdd',
    path: '/customers/:customerId/invoices/-/add',
    page: 'invoice-form',
    resource: R.invoices,
    action: 'add',
  }),
  route({
    id: 'customerOrderAdd',
    path: '/customers/:customerId/orders/-/add',
    page: 'order-form',
    resource: R.orders,
    action: 'add',
  }),
  route({ id: 'customerView', path: '/customers/:id/view', page: 'customer-view', resource: R.users }),
  route({
    id: 'customerProfile',
    path: '/customers/:id/view',
    page: 'customer-view',
    resource: R.customerProfile,
  }),
  route({ id: 'suspended', path: '/suspended', page: 'customer-list', resource: R.users }),
  route({ id: 'suspendedView', path: '/suspended/:id/view', page: 'customer-view', resource: R.users }),
]

export const LOCATION_ROUTES: readonly RouteEntry[] = [
  route({ id: 'terminals', path: '/terminals', page: 'terminal-list', resource: R.terminals }),
  route({ id: 'cities', path: '/cities', page: 'city-list', resource: R.cities }),
  route({ id: 'states', path: '/states', page: 'state-list', resource: R.states }),
  route({ id: 'countries', path: '/countries', page: 'country-list', resource: R.countries }),
]

export const REFERENCE_ROUTES: readonly RouteEntry[] = [
  route({ id: 'paymentTypes', path: '/payment_types', page: 'payment-type-list', resource: R.paymentTypes }),
  route({ id: 'serviceTypes', path: '/service_types', page: 'service-type-list', resource: R.serviceTypes }),
  route({
    id: 'discountTypes',
    path: '/discount_types',
    page: 'discount-type-list',
    resource: R.discountTypes,
  }),
  route({ id: 'invoiceTypes', path: '/invoice_types', page: 'invoice-type-list', resource: R.invoiceTypes }),
  route({ id: 'rules', path: '/rules', page: 'formula-list', resource: R.rules }),
]

export const ACCESS_CONTROL_ROUTES: readonly RouteEntry[] = [
  route({ id: 'accessControl', path: '/access-control', page: 'access-control', resource: R.acl }),
]

/** The template's demo applications (template-apps.md §2), answered by the in-browser mock. */
const app = (id: string, path: string, page: string) => route({ id, path, page, resource: R.apps })
export const TEMPLATE_APP_ROUTES: readonly RouteEntry[] = [
  app('appEmail', '/apps/email', 'app-email'),
  app('appChat', '/apps/chat', 'app-chat'),
  app('appTodo', '/apps/todo', 'app-todo'),
  app('appKanban', '/apps/kanban', 'app-kanban'),
  app('appInvoiceList', '/apps/invoice/list', 'app-invoice-list'),
  app('appInvoicePreviewFirst', '/apps/invoice/preview', 'app-invoice-preview'),
  app('appInvoicePreview', '/apps/invoice/preview/:id', 'app-invoice-preview'),
  app('appInvoiceEditFirst', '/apps/invoice/edit', 'app-invoice-edit'),
  app('appInvoiceEdit', '/apps/invoice/edit/:id', 'app-invoice-edit'),
  app('appInvoiceAdd', '/apps/invoice/add', 'app-invoice-edit'),
  app('appUserList', '/apps/user/list', 'app-user-list'),
  app('appUserViewFirst', '/apps/user/view', 'app-user-view'),
  app('appUserView', '/apps/user/view/:id', 'app-user-view'),
  app('appRoles', '/apps/roles', 'app-roles'),
  app('appPermissions', '/apps/permissions', 'app-permissions'),
  app('dashboardAnalytics', '/dashboard/analytics', 'dashboard-analytics'),
  app('dashboardEcommerce', '/dashboard/ecommerce', 'dashboard-ecommerce'),
  app('cardsStatistics', '/cards/statistics', 'cards-statistics'),
  app('cardsAnalytics', '/cards/analytics', 'cards-analytics'),
  app('shop', '/apps/ecommerce/shop', 'shop'),
  app('shopProductFirst', '/apps/ecommerce/product-detail', 'shop-product'),
  app('shopProduct', '/apps/ecommerce/product-detail/:slug', 'shop-product'),
  app('shopWishlist', '/apps/ecommerce/wishlist', 'shop-wishlist'),
  app('shopCheckout', '/apps/ecommerce/checkout', 'shop-checkout'),
  app('blogList', '/pages/blog/list', 'blog-list'),
  app('blogDetailFirst', '/pages/blog/detail', 'blog-detail'),
  app('blogDetail', '/pages/blog/detail/:id', 'blog-detail'),
  app('blogEditFirst', '/pages/blog/edit', 'blog-edit'),
  app('blogEdit', '/pages/blog/edit/:id', 'blog-edit'),
  app('profile', '/pages/profile', 'profile'),
  app('faq', '/pages/faq', 'faq'),
  app('knowledgeBase', '/pages/knowledge-base', 'knowledge-base'),
  app('knowledgeBaseCategory', '/pages/knowledge-base/:category', 'knowledge-base-category'),
  app('knowledgeBaseQuestion', '/pages/knowledge-base/:category/:question', 'knowledge-base-question'),
  app('pricing', '/pages/pricing', 'pricing'),
  app('accountSettings', '/pages/account-settings', 'account-settings'),
  app('datatableBasic', '/datatables/basic', 'datatable-basic'),
  app('datatableAdvance', '/datatables/advance', 'datatable-advance'),
  app('formsInput', '/forms/elements/input', 'forms-input'),
  app('license', '/pages/license', 'license'),
  app('apiKey', '/pages/api-key', 'api-key'),
  app('modalExamples', '/pages/modal-examples', 'modal-examples'),
  app('colors', '/colors', 'colors'),
  app('icons', '/icons', 'icons'),
]

/**
 * The template's UI demo pages (template-apps.md §2), each a page of the catalogue of this project's kit; the
 * global search's page list names them. Staff only, like the other template pages; titled by `shell:pages.<id>`.
 */
const cataloguePage = (id: string, path: string) =>
  route({ id, path, page: `catalogue-${id}`, resource: R.apps, titleKey: `pages.${id}` })
export const CATALOGUE_ROUTES: readonly RouteEntry[] = [
  cataloguePage('typography', '/ui-element/typography'),
  cataloguePage('basicCards', '/cards/basic'),
  cataloguePage('advanceCards', '/cards/advance'),
  cataloguePage('actionCards', '/cards/action'),
  cataloguePage('alerts', '/components/alerts'),
  cataloguePage('avatars', '/components/avatar'),
  cataloguePage('badges', '/components/badges'),
  cataloguePage('tabs', '/components/tabs'),
  cataloguePage('sweetAlert', '/extensions/sweet-alert'),
  cataloguePage('fileUploader', '/extensions/uploader'),
  cataloguePage('collapsedMenu', '/page-layout/collapsed-menu'),
  cataloguePage('layoutBoxed', '/page-layout/layout-boxed'),
  cataloguePage('formLayouts', '/forms/layout/form-layout'),
  cataloguePage('formValidation', '/forms/form-validation'),
  cataloguePage('formWizard', '/forms/wizard'),
  cataloguePage('tablesBasic', '/tables/reactstrap'),
  cataloguePage('apexCharts', '/charts/apex'),
  cataloguePage('chartJs', '/charts/chartjs'),
  cataloguePage('recharts', '/charts/recharts'),
]

/** The template's sign-in and account page variants (template-apps.md §2): open to anyone, signed in or not. */
const authPage = (id: string, path: string) => publicBlank(id, path, path.slice('/pages/'.length))
export const TEMPLATE_AUTH_PAGE_ROUTES: readonly RouteEntry[] = [
  authPage('loginBasic', '/pages/login-basic'),
  authPage('loginCover', '/pages/login-cover'),
  authPage('registerBasic', '/pages/register-basic'),
  authPage('registerCover', '/pages/register-cover'),
  authPage('forgotPasswordBasic', '/pages/forgot-password-basic'),
  authPage('forgotPasswordCover', '/pages/forgot-password-cover'),
  authPage('resetPasswordBasic', '/pages/reset-password-basic'),
  authPage('resetPasswordCover', '/pages/reset-password-cover'),
  authPage('verifyEmailBasic', '/pages/verify-email-basic'),
  authPage('verifyEmailCover', '/pages/verify-email-cover'),
  authPage('twoStepsBasic', '/pages/two-steps-basic'),
  authPage('twoStepsCover', '/pages/two-steps-cover'),
]

export const PUBLIC_ROUTES: readonly RouteEntry[] = [
  publicBlank('login', '/login', 'login', true),
  publicBlank('register', '/register', 'register', true),
  publicBlank('forgotPassword', '/forgot-password', 'forgot-password', true),
  publicBlank('ssoCallback', '/sso/callback', 'sso-callback'),
  publicBlank('comingSoon', '/misc/coming-soon', 'coming-soon'),
  publicBlank('notAuthorized', '/misc/not-authorized', 'not-authorized'),
  publicBlank('maintenance', '/misc/maintenance', 'maintenance'),
  publicBlank('error', '/misc/error', 'error'),
  publicBlank('notAuth', '/auth/not-auth', 'not-authorized'),
]

/** Every route, in matching order. An unknown path (no match) shows the error page. */
export const ROUTES: readonly RouteEntry[] = [
  ...FINANCE_ROUTES,
  ...ORDER_ROUTES,
  ...CARGOLOOP_ROUTES,
  ...USER_ROUTES,
  ...LOCATION_ROUTES,
  ...REFERENCE_ROUTES,
  ...ACCESS_CONTROL_ROUTES,
  ...TEMPLATE_APP_ROUTES,
  ...CATALOGUE_ROUTES,
  ...TEMPLATE_AUTH_PAGE_ROUTES,
  ...PUBLIC_ROUTES,
]
