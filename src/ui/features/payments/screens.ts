import type { ScreenMap } from '../../app/screen-types'

/** The payments feature's screens by route-table page. */
export const PAYMENT_SCREENS: ScreenMap = {}
