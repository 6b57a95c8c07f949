import type { RecordActivity } from '../activity'
import type { Money, UnitValue } from '../money'
import type { Versioned } from '../versions'

/** A line of an invoice, allocated to an order line (`itemName` names an order item or service). */
export interface InvoiceItem {
  name: string
  id: number
  displayName: string
  itemName: string
  orderName: string
  price: Money
  quantity: UnitValue | null
  amount: Money
  comment: string
}

/** An invoice (spec §3). `parameters` is the spec's parametersMap; activity is set by the server only. */
export interface Invoice extends RecordActivity, Versioned {
  name: string
  id: number
  number: string
  displayName: string
  customerName: string
  customerDisplayNameActual: string
  customerDetails: string
  invoiceTypeName: string
  payeeName: string
  parameters: Record<string, string>
  status: string
  comment: string
  date: Date | null
  dueDate: Date | null
  amount: Money
  paidAmount: Money
  pendingAmount: Money
  items: InvoiceItem[]
}

/** A kind of invoice; its logo is stored as a document (`logoUrl`). */
export interface InvoiceType extends Versioned {
  name: string
  code: string
  displayName: string
  documentHeaderComment: string
  logoUrl: string
  isActive: boolean
}

/**
 * A beneficiary. The client's field is `countryCode`; on the wire it is `countryName`
 * (the adapter maps it).
 */
export interface InvoicePayee extends Versioned {
  name: string
  id: number
  displayName: string
  bankDisplayName: string
  bankPayeeDisplayName: string
  bankPayeeAddressDisplayName: string
  countryCode: string
  swift: string
  bankPayeeAccountDisplayName: string
  additionalRequisites: string
  bankRoutingNumber: string
  isActive: boolean
}
