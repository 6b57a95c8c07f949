import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'

/** The orders feature's screens by route-table page. */
export const ORDER_SCREENS: ScreenMap = {
  'order-list': lazyScreen(() => import('./OrdersListPage'), ['orders']),
  'order-form': lazyScreen(() => import('./OrderFormPage'), ['orders']),
  'order-view': lazyScreen(() => import('./OrderViewPage'), ['orders']),
}
