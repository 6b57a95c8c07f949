import { RESOURCES } from '../../../domain/access'
import type { UserData } from '../../../domain/auth'
import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'
import { prefetchList } from '../../kit/list/list-route'
import { prefetchRecord } from '../../kit/detail/record-route'
import { abilityFor } from '../../session/ability'
import { session } from '../../session/session'
import { PAYMENT_RECORD, paymentsListRoute } from './payment-routes'

/** The payments feature's screens by route-table page. */
export const PAYMENT_SCREENS: ScreenMap = {
  'payment-list': lazyScreen(() => import('./PaymentsListPage'), ['payments'], {
    data: ({ search }) => {
      const staff = abilityFor(session.userData as UserData | null).can('read', RESOURCES.payments)
      prefetchList(paymentsListRoute({}, staff), search)
    },
  }),
  'payment-form': lazyScreen(() => import('./PaymentFormPage'), ['payments']),
  'payment-view': lazyScreen(() => import('./PaymentViewPage'), ['payments'], {
    data: ({ params }) => prefetchRecord(PAYMENT_RECORD, params),
  }),
}
