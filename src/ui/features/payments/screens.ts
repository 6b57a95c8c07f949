import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'

/** The payments feature's screens by route-table page. */
export const PAYMENT_SCREENS: ScreenMap = {
  'payment-list': lazyScreen(() => import('./PaymentsListPage'), ['payments']),
  'payment-form': lazyScreen(() => import('./PaymentFormPage'), ['payments']),
  'payment-view': lazyScreen(() => import('./PaymentViewPage'), ['payments']),
}
