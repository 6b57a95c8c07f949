import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'

/** The customers feature's screens by route-table page (`/customers` and `/suspended` share the list). */
export const CUSTOMER_SCREENS: ScreenMap = {
  'customer-list': lazyScreen(() => import('./CustomersListPage'), ['customers']),
  'customer-view': lazyScreen(() => import('./CustomerViewPage'), ['customers']),
}
