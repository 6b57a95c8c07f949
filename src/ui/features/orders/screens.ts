import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'
import { prefetchList } from '../../kit/list/list-route'
import { prefetchRecord } from '../../kit/detail/record-route'
import { ORDER_RECORD, ordersListRoute } from './order-routes'

/** The orders feature's screens by route-table page. */
export const ORDER_SCREENS: ScreenMap = {
  // /orders and /archive.
  'order-list': lazyScreen(() => import('./OrdersListPage'), ['orders'], {
    data: ({ path, search }) =>
      prefetchList(ordersListRoute({ archive: path.startsWith('/archive') }), search),
  }),
  'order-form': lazyScreen(() => import('./OrderFormPage'), ['orders']),
  'order-view': lazyScreen(() => import('./OrderViewPage'), ['orders'], {
    data: ({ params }) => prefetchRecord(ORDER_RECORD, params),
  }),
}
