import type { InvoicePayee } from '../domain/invoices'
import type { CreateOptions } from './request-options'

/** Invoice payees (beneficiaries). The domain's `countryCode` travels as the wire's `countryName`. */
export interface InvoicePayeesPort {
  listInvoicePayees(): Promise<InvoicePayee[]>
  getInvoicePayee(name: string): Promise<InvoicePayee>
  createInvoicePayee(payee: InvoicePayee, options?: CreateOptions): Promise<InvoicePayee>
  updateInvoicePayee(name: string, payee: InvoicePayee): Promise<InvoicePayee>
  deleteInvoicePayee(name: string): Promise<void>
}
