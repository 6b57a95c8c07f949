import type * as MiscPages from '../features/pages/misc/MiscPages'
import { BENEFICIARY_SCREENS } from '../features/beneficiaries/screens'
import { CALENDAR_SCREENS } from '../features/calendar/screens'
import { CARGOLOOP_SCREENS } from '../features/cargoloop/screens'
import { CUSTOMER_SCREENS } from '../features/customers/screens'
import { INVOICE_SCREENS } from '../features/invoices/screens'
import { LOCATION_SCREENS } from '../features/locations/screens'
import { ORDER_SCREENS } from '../features/orders/screens'
import { PAYMENT_SCREENS } from '../features/payments/screens'
import { REFERENCE_SCREENS } from '../features/references/screens'
import {
  CATALOGUE_ROUTES,
  TEMPLATE_APP_ROUTES,
  TEMPLATE_AUTH_PAGE_ROUTES,
} from '../../domain/access/route-table'
import { deferredScreens, lazyScreen, type Screen } from '../kit/lazy-screen'

const misc = (name: keyof typeof MiscPages): Screen =>
  lazyScreen(() => import('../features/pages/misc/MiscPages').then((pages) => ({ default: pages[name] })))

/** The pages of the admin template whose screens load with their own table (`template-screens.ts`). */
export const TEMPLATE_PAGES = [
  ...new Set(
    [...TEMPLATE_APP_ROUTES, ...CATALOGUE_ROUTES, ...TEMPLATE_AUTH_PAGE_ROUTES].map((route) => route.page),
  ),
]

/**
 * The screen of each `page` of the domain route table, each in its own chunk; each feature lists its own in its `screens.ts`. A page of the table with no
 * screen here yet shows the coming-soon page inside the layout (docs/decisions/0152-app-routing-and-first-slice.md).
 */
export const SCREENS: Record<string, Screen> = {
  // The template's pages first: a back-office table below names its own screen for a page they share.
  ...deferredScreens(TEMPLATE_PAGES, () => import('./template-screens').then((m) => m.TEMPLATE_SCREENS)),
  login: lazyScreen(() => import('../features/auth/LoginPage'), ['auth']),
  register: lazyScreen(() => import('../features/auth/RegisterPage')),
  'forgot-password': lazyScreen(() => import('../features/auth/ForgotPasswordPage')),
  'sso-callback': lazyScreen(() => import('../features/auth/SsoCallbackPage')),
  'access-control': lazyScreen(() => import('../features/access-control/AccessControlPage')),
  ...ORDER_SCREENS,
  ...INVOICE_SCREENS,
  ...PAYMENT_SCREENS,
  ...BENEFICIARY_SCREENS,
  ...CARGOLOOP_SCREENS,
  ...CUSTOMER_SCREENS,
  ...LOCATION_SCREENS,
  ...REFERENCE_SCREENS,
  ...CALENDAR_SCREENS,
  'not-authorized': misc('NotAuthorizedPage'),
  error: misc('ErrorPage'),
  'coming-soon': misc('ComingSoonPage'),
  maintenance: misc('MaintenancePage'),
}

export const FALLBACK_SCREEN: Screen = SCREENS['coming-soon']!
export const NOT_FOUND_SCREEN: Screen = SCREENS.error!
