import { defineMockApp } from '../../mock-app'
import { createInvoices } from './data'
import { invoiceRoutes } from './handlers'
import type { InvoiceState } from './handlers'

export const invoiceApp = defineMockApp<InvoiceState>({
  name: 'invoice',
  createState: () => ({ invoices: createInvoices() }),
  routes: invoiceRoutes,
})
