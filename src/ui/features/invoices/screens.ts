import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'

/** The invoices feature's screens by route-table page. */
export const INVOICE_SCREENS: ScreenMap = {
  'invoice-list': lazy(() => import('./InvoicesListPage')),
  'invoice-form': lazy(() => import('./InvoiceFormPage')),
  'invoice-view': lazy(() => import('./InvoiceViewPage')),
  'invoice-print': lazy(() => import('./InvoicePrintPage')),
}
