export type { Invoice, InvoiceItem, InvoiceType, InvoicePayee } from './invoice'
export { paymentLineBadge } from './payment-line-badges'
export { invoiceAmount, deriveInvoicePayments, remainingOnInvoice, uncoveredPayments } from './invoice-totals'
export {
  remainingOnOrderLine,
  allocationsOnOtherLines,
  takenOnOrderLine,
  type PaymentOnOrder,
} from './order-line-remaining'
export { isValidRoutingNumber, isValidSwift, normalizeRoutingNumber, normalizeSwift } from './bank-codes'
export { isAutoInvoiceStatus, deriveInvoiceStatus, isOpenInvoice } from './invoice-status'
export { type InvoiceLineErrorCode, checkInvoiceLine } from './invoice-line-limit'
export { checkInvoiceTotal } from './invoice-total-rule'
