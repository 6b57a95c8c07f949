import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'

/** The customers feature's screens by route-table page (`/customers` and `/suspended` share the list). */
export const CUSTOMER_SCREENS: ScreenMap = {
  'customer-list': lazy(() => import('./CustomersListPage')),
  'customer-view': lazy(() => import('./CustomerViewPage')),
}
