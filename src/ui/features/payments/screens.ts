import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'

/** The payments feature's screens by route-table page. */
export const PAYMENT_SCREENS: ScreenMap = {
  'payment-list': lazy(() => import('./PaymentsListPage')),
  'payment-form': lazy(() => import('./PaymentFormPage')),
  'payment-view': lazy(() => import('./PaymentViewPage')),
}
