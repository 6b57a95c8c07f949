export type { Invoice, InvoiceItem, InvoiceType, InvoicePayee } from './invoice'
export { PAYMENT_LINE_BADGES, paymentLineBadge } from './payment-line-badges'
export {
  invoiceAmount,
  deriveInvoicePayments,
  remainingOnInvoice,
  uncoveredPayments,
  type UncoveredPayment,
} from './invoice-totals'
export {
  remainingOnOrderLine,
  allocationsInInvoices,
  allocationsOnOtherLines,
  paidOutsideInvoices,
  takenOnOrderLine,
  type PaymentOnOrder,
} from './order-line-remaining'
export { isValidRoutingNumber, isValidSwift, normalizeRoutingNumber, normalizeSwift } from './bank-codes'
export {
  AUTO_INVOICE_STATUSES,
  isAutoInvoiceStatus,
  deriveInvoiceStatus,
  isOpenInvoice,
} from './invoice-status'
export { type InvoiceLineError, type InvoiceLineErrorCode, checkInvoiceLine } from './invoice-line-limit'
export { checkInvoiceTotal } from './invoice-total-rule'
