// What the invoices feature lends to other features (a feature imports another only through its index.ts).

/** The invoices list, embeddable in another record's page (a customer's or an order's invoices). */
export { InvoicesList } from './InvoicesList'
