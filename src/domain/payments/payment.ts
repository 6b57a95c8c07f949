import type { RecordActivity } from '../activity'
import type { Money } from '../money'
import type { Versioned } from '../versions'

/**
 * One distribution line of a payment over an order (and optionally an invoice and an order item or
 * service). `localId` exists only on the client: it is given when a payment is fetched (`assignLocalIds`)
 * so form rows keep their identity; it is never sent.
 */
export interface PaymentOrder {
  localId: string
  orderName: string
  invoiceName: string
  itemName: string
  amount: Money
  updatedBy: string
  orderId: number
}

/**
 * A customer payment (spec §3). `amount` is absent when the user has not entered one. Activity
 * (`createdBy`, the employee who recorded it, and the rest) is set by the server only.
 */
export interface Payment extends RecordActivity, Versioned {
  name: string
  id: number
  displayName: string
  customerName: string
  /** The customer's display name as the server last sent it (lists); absent when not sent. Read-only. */
  customerDisplayName?: string
  paymentTypeName: string
  parameters: Record<string, string>
  status: string
  comment: string
  date: Date | null
  amount?: Money
  paidAmount: Money | null
  orders: PaymentOrder[]
  documentUrls: string[]
  isApproved: boolean
  isApprovedRefund: boolean
}

/** A kind of payment (cash, wire, ...). The client keeps a distribute-paid setting per type elsewhere. */
export interface PaymentType extends Versioned {
  name: string
  code: string
  displayName: string
  isActive: boolean
}

/** A staff member as returned by ListPaymentEmployees (other fields not shown by the spec). */
export interface Employee {
  name: string
  login: string
  displayName: string
}
