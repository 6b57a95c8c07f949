import type { ListQuery, Page } from '../domain/lists'
import type { Money } from '../domain/money'
import type { Payment, PaymentApprovalFilters } from '../domain/payments'
import type { CreateOptions, ReadOptions } from './request-options'

/** ListPayments filters (spec §7). Approved-only wins over unapproved-only (the adapter normalises). */
export interface PaymentFilters extends PaymentApprovalFilters {
  customerName?: string
  orderName?: string
  status?: string
  dateFrom?: Date | null
  dateTo?: Date | null
  paymentTypeName?: string
  amount?: Money | null
  createdBy?: string
}

export type ListPaymentsQuery = ListQuery & PaymentFilters

/** A page of payments (newest first, spec §7, when no column is chosen; else in the server's order) with the total over all pages. */
export interface PaymentsPage extends Page<Payment> {
  totalAmount: Money
}

/**
 * Payments. Fetched payments carry a local id on each order line (spec §3); it is never sent. Text fields
 * the client has no value for go out as empty strings, and `amount` only when it has a value.
 */
export interface PaymentsPort {
  listPayments(query: ListPaymentsQuery, options?: ReadOptions): Promise<PaymentsPage>
  getPayment(name: string, options?: ReadOptions): Promise<Payment>
  createPayment(payment: Payment, options?: CreateOptions): Promise<Payment>
  updatePayment(name: string, payment: Payment): Promise<Payment>
  /** `etag`: the version the person saw; a stale one is refused with `aborted` (decision 0130), none is unchecked. */
  deletePayment(name: string, etag?: string): Promise<void>
}
