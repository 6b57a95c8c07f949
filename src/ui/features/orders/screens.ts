import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'

/** The orders feature's screens by route-table page. */
export const ORDER_SCREENS: ScreenMap = {
  'order-list': lazy(() => import('./OrdersListPage')),
  'order-form': lazy(() => import('./OrderFormPage')),
  'order-view': lazy(() => import('./OrderViewPage')),
}
