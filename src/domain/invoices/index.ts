export type { Invoice, InvoiceItem, InvoiceType, InvoicePayee } from './invoice'
export { PAYMENT_LINE_BADGES, paymentLineBadge } from './payment-line-badges'
export { invoiceAmount, deriveInvoicePayments, remainingOnInvoice } from './invoice-totals'
export { remainingOnOrderLine, allocationsInInvoices, allocationsOnOtherLines } from './order-line-remaining'
