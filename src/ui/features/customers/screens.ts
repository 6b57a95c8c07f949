import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'
import { prefetchList } from '../../kit/list/list-route'
import { prefetchRecord } from '../../kit/detail/record-route'
import { CUSTOMER_RECORD, customersListRoute } from './customer-routes'

/** The customers feature's screens by route-table page (`/customers` and `/suspended` share the list). */
export const CUSTOMER_SCREENS: ScreenMap = {
  'customer-list': lazyScreen(() => import('./CustomersListPage'), ['customers'], {
    data: ({ path, search }) => prefetchList(customersListRoute(path.startsWith('/suspended')), search),
  }),
  'customer-view': lazyScreen(() => import('./CustomerViewPage'), ['customers'], {
    data: ({ params }) => prefetchRecord(CUSTOMER_RECORD, params),
  }),
}
