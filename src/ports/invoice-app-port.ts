import type {
  Invoice,
  InvoiceClient,
  InvoiceDraft,
  InvoiceListQuery,
  InvoicePayment,
  InvoiceRecord,
} from '../domain/apps/invoice'
import type { Page } from '../domain/lists'

/**
 * The template's demo invoice app (template-apps §7): `GET /apps/invoice/invoices`,
 * `GET /api/invoice/invoices/{id}`, `DELETE /apps/invoice/delete`, `GET /api/invoice/clients`.
 * The mock has no call to add, change, send or pay an invoice: those are kept on the page (until it is
 * reloaded, like the mock's own data) and show in the list and the preview as if saved.
 */
export interface InvoiceAppPort {
  /** One page of the list (status, search, sort, paging), the invoices kept on the page included. */
  listInvoices(query: InvoiceListQuery): Promise<Page<Invoice>>
  /** One invoice with its bank details (none for an invoice added here); `not_found` when unknown. */
  getInvoice(id: number): Promise<InvoiceRecord>
  /** The clients an invoice can be addressed to (the mock's first 5). */
  listClients(): Promise<InvoiceClient[]>
  /** A new Draft invoice numbered after the last one. */
  createInvoice(draft: InvoiceDraft): Promise<Invoice>
  /** Changes an invoice; what was paid stays paid. */
  updateInvoice(id: number, draft: InvoiceDraft): Promise<Invoice>
  /** A new Draft invoice with the same client, dates, lines and terms. */
  duplicateInvoice(id: number): Promise<Invoice>
  deleteInvoice(id: number): Promise<void>
  /** Records a payment (at most the balance). */
  addPayment(id: number, payment: InvoicePayment): Promise<Invoice>
  /** Marks the invoice sent (a Draft or Downloaded one becomes Sent). */
  markSent(id: number): Promise<Invoice>
}
