import type { ScreenMap } from '../../app/screen-types'

/** The invoices feature's screens by route-table page. */
export const INVOICE_SCREENS: ScreenMap = {}
