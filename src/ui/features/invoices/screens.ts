import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'
import { prefetchList } from '../../kit/list/list-route'
import { prefetchRecord } from '../../kit/detail/record-route'
import { INVOICE_RECORD, invoicesListRoute } from './invoice-routes'

/** The invoices feature's screens by route-table page. */
export const INVOICE_SCREENS: ScreenMap = {
  'invoice-list': lazyScreen(() => import('./InvoicesListPage'), ['invoices'], {
    data: ({ search }) => prefetchList(invoicesListRoute(), search),
  }),
  'invoice-form': lazyScreen(() => import('./InvoiceFormPage'), ['invoices']),
  'invoice-view': lazyScreen(() => import('./InvoiceViewPage'), ['invoices'], {
    data: ({ params }) => prefetchRecord(INVOICE_RECORD, params),
  }),
  'invoice-print': lazyScreen(() => import('./InvoicePrintPage'), ['invoices']),
}
