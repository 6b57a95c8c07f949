import type { RecordActivity } from '../activity'
import type { Money } from '../money'
import type { Vehicle } from '../vehicles'
import type { Versioned } from '../versions'

/** A vehicle line of an order. `values` is the spec's valuesMap. */
export interface OrderItem {
  name: string
  id: number
  displayName: string
  itemName: string
  amount: Money
  comment: string
  vehicle: Vehicle | null
  values: Record<string, string>
}

export interface OrderService {
  name: string
  id: number
  displayName: string
  serviceTypeName: string
  amount: Money
  comment: string
  isApproved: boolean
  isTypeApprovable: boolean
}

export interface OrderDiscount {
  name: string
  id: number
  displayName: string
  discountTypeName: string
  /** The service the discount applies to, if any. */
  serviceName?: string
  sourceName?: string
  amount: Money
  comment: string
}

/** The money figures of an order; see `deriveOrderTotals` for how the mock server computes them. */
export interface OrderTotals {
  amount: Money
  paidAmount: Money
  revertedAmount: Money
  approvedRevertedAmount: Money
  pendingAmount: Money
  debtedAmount: Money
  toBePaidAmount: Money
}

/** An order (spec §3). Status is free text; `isArchive` is set by MoveToArchive; activity by the server only. */
export interface Order extends OrderTotals, RecordActivity, Versioned {
  name: string
  id: number
  displayName: string
  customerName: string
  /** The customer's display name as the server last sent it (lists); absent when not sent. Read-only. */
  customerDisplayName?: string
  status: string
  comment: string
  isArchive: boolean
  items: OrderItem[]
  services: OrderService[]
  discounts: OrderDiscount[]
}

/**
 * An order as a list of orders shows it (the list view of ListOrders, decision 0210). The orders list's columns,
 * row actions and CSV export read only these fields, so the list asks for no more: not the lines, the comment,
 * the reverted amounts or the activity.
 */
export type OrderSummary = Pick<
  Order,
  | 'name'
  | 'id'
  | 'displayName'
  | 'customerName'
  | 'customerDisplayName'
  | 'status'
  | 'isArchive'
  | 'etag'
  | 'amount'
  | 'paidAmount'
  | 'pendingAmount'
  | 'toBePaidAmount'
  | 'debtedAmount'
>
