import type { Invoice } from './invoice'

/**
 * Invoice statuses that follow the payments (the server derives them); any other status (`draft`, `void`,
 * ...) is set by people and left alone.
 */
export const AUTO_INVOICE_STATUSES = ['issued', 'partially_paid', 'paid', 'overdue'] as const

export const isAutoInvoiceStatus = (status: string): boolean =>
  (AUTO_INVOICE_STATUSES as readonly string[]).includes(status.trim().toLowerCase())

/**
 * The status of an invoice from its money (a status people set outside `AUTO_INVOICE_STATUSES` is kept):
 * - `paid` when approved payments cover the amount (and the amount is above zero);
 * - `overdue` when it is past its due date (`dueDate` before `today`) and something remains (spec §5:
 *   amount − paid − pending; a payment waiting for approval keeps an invoice from being overdue);
 * - `partially_paid` when some approved money is on it;
 * - `issued` otherwise (nothing approved yet; pending money lowers the remaining only).
 */
export function deriveInvoiceStatus(
  invoice: Pick<Invoice, 'status' | 'amount' | 'paidAmount' | 'pendingAmount' | 'dueDate'>,
  today: Date,
): string {
  if (!isAutoInvoiceStatus(invoice.status)) return invoice.status
  const { amount, paidAmount, pendingAmount } = invoice
  if (amount.value > 0 && paidAmount.value >= amount.value) return 'paid'
  const remaining = amount.value - paidAmount.value - pendingAmount.value
  if (invoice.dueDate && invoice.dueDate < today && remaining > 0) return 'overdue'
  return paidAmount.value > 0 ? 'partially_paid' : 'issued'
}

/** Whether an invoice can still take payments: a derived status that is not `paid`, and something remains. */
export function isOpenInvoice(
  invoice: Pick<Invoice, 'status' | 'amount' | 'paidAmount' | 'pendingAmount'>,
): boolean {
  const status = invoice.status.trim().toLowerCase()
  return (
    isAutoInvoiceStatus(status) &&
    invoice.amount.value - invoice.paidAmount.value - invoice.pendingAmount.value > 0
  )
}
