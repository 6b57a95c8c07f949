import type { Invoice } from '../domain/invoices'
import type { Page, ListQuery } from '../domain/lists'
import type { CreateOptions, ReadOptions } from './request-options'

/** ListInvoices: paging, sorting and search plus the by-customer and by-order filters. */
export type ListInvoicesQuery = ListQuery & {
  customerName?: string
  orderName?: string
}

/** Invoices. On create and update `name`, `id` and the paid and pending amounts are ignored. */
export interface InvoicesPort {
  listInvoices(query: ListInvoicesQuery, options?: ReadOptions): Promise<Page<Invoice>>
  getInvoice(name: string, options?: ReadOptions): Promise<Invoice>
  createInvoice(invoice: Invoice, options?: CreateOptions): Promise<Invoice>
  updateInvoice(name: string, invoice: Invoice): Promise<Invoice>
  /** `etag`: the version the person saw; a stale one is refused with `aborted` (decision 0130), none is unchecked. */
  deleteInvoice(name: string, etag?: string): Promise<void>
}
