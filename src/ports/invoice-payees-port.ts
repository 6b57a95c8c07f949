import type { InvoicePayee } from '../domain/invoices'
import type { CreateOptions } from './request-options'

/** Invoice payees (beneficiaries). The domain's `countryCode` travels as the wire's `countryName`. */
export interface InvoicePayeesPort {
  listInvoicePayees(): Promise<InvoicePayee[]>
  getInvoicePayee(name: string): Promise<InvoicePayee>
  createInvoicePayee(payee: InvoicePayee, options?: CreateOptions): Promise<InvoicePayee>
  updateInvoicePayee(name: string, payee: InvoicePayee): Promise<InvoicePayee>
  /** `etag`: the version the person saw; a stale one is refused with `aborted` (decision 0130), none is unchecked. */
  deleteInvoicePayee(name: string, etag?: string): Promise<void>
}
