import type { InvoiceType } from '../domain/invoices'
import type { CreateOptions } from './request-options'

/** Invoice types (print layouts; the logo is a document, see DocumentsPort). */
export interface InvoiceTypesPort {
  listInvoiceTypes(): Promise<InvoiceType[]>
  getInvoiceType(name: string): Promise<InvoiceType>
  createInvoiceType(type: InvoiceType, options?: CreateOptions): Promise<InvoiceType>
  updateInvoiceType(name: string, type: InvoiceType): Promise<InvoiceType>
  /** `etag`: the version the person saw; a stale one is refused with `aborted` (decision 0130), none is unchecked. */
  deleteInvoiceType(name: string, etag?: string): Promise<void>
}
