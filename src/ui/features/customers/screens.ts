import { lazyScreen, type ScreenMap } from '../../app/screen-types'

/** The customers feature's screens by route-table page (`/customers` and `/suspended` share the list). */
export const CUSTOMER_SCREENS: ScreenMap = {
  'customer-list': lazyScreen(() => import('./CustomersListPage'), ['customers']),
  'customer-view': lazyScreen(() => import('./CustomerViewPage'), ['customers']),
}
