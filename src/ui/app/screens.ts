import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type * as MiscPages from '../features/misc/MiscPages'

/** What every screen receives: the route's params (`/orders/:id/view` → `{ id }`). */
export interface ScreenProps {
  params: Record<string, string>
}

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>

const misc = (name: keyof typeof MiscPages): Screen =>
  lazy(() => import('../features/misc/MiscPages').then((pages) => ({ default: pages[name] })))

/**
 * The screen of each `page` of the domain route table, each in its own chunk. A page of the table with no
 * screen here yet shows the coming-soon page inside the layout (docs/decisions.md).
 */
export const SCREENS: Record<string, Screen> = {
  login: lazy(() => import('../features/auth/LoginPage')),
  register: lazy(() => import('../features/auth/RegisterPage')),
  'forgot-password': lazy(() => import('../features/auth/ForgotPasswordPage')),
  'access-control': lazy(() => import('../features/access-control/AccessControlPage')),
  'order-list': lazy(() => import('../features/orders/OrdersListPage')),
  'customer-view': lazy(() => import('../features/customers/CustomerViewPage')),
  'not-authorized': misc('NotAuthorizedPage'),
  error: misc('ErrorPage'),
  'coming-soon': misc('ComingSoonPage'),
  maintenance: misc('MaintenancePage'),
}

export const FALLBACK_SCREEN: Screen = SCREENS['coming-soon']!
export const NOT_FOUND_SCREEN: Screen = SCREENS.error!
