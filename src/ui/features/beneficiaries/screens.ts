import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'

/** The beneficiaries feature's screens by route-table page. */
export const BENEFICIARY_SCREENS: ScreenMap = {
  'beneficiary-list': lazyScreen(() => import('./BeneficiariesListPage'), ['beneficiaries']),
}
