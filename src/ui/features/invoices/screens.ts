import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'

/** The invoices feature's screens by route-table page. */
export const INVOICE_SCREENS: ScreenMap = {
  'invoice-list': lazyScreen(() => import('./InvoicesListPage'), ['invoices']),
  'invoice-form': lazyScreen(() => import('./InvoiceFormPage'), ['invoices']),
  'invoice-view': lazyScreen(() => import('./InvoiceViewPage'), ['invoices']),
  'invoice-print': lazyScreen(() => import('./InvoicePrintPage'), ['invoices']),
}
