import { InvoicesList } from './InvoicesList'

/** /invoices: every invoice, filtered by customer and order, its state kept in the URL. */
export default function InvoicesListPage() {
  return <InvoicesList />
}
