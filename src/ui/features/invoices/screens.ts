import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'
import { prefetchList } from '../../kit/list/list-route'
import { invoicesListRoute } from './invoice-routes'

/** The invoices feature's screens by route-table page. */
export const INVOICE_SCREENS: ScreenMap = {
  'invoice-list': lazyScreen(() => import('./InvoicesListPage'), ['invoices'], {
    data: ({ search }) => prefetchList(invoicesListRoute(), search),
  }),
  'invoice-form': lazyScreen(() => import('./InvoiceFormPage'), ['invoices']),
  'invoice-view': lazyScreen(() => import('./InvoiceViewPage'), ['invoices']),
  'invoice-print': lazyScreen(() => import('./InvoicePrintPage'), ['invoices']),
}
