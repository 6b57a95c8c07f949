import type { RecordActivity } from '../activity'
import type { Money } from '../money'
import type { Versioned } from '../versions'

/** Money totals of a customer; see `deriveCustomerTotals` for how the mock server computes them. */
export interface CustomerTotals {
  orderCount: number
  activeOrderCount: number
  /** Archived orders (`isArchivedOrder`); the other `orderCount - archivedOrderCount` are the current ones. */
  archivedOrderCount: number
  balance: Money
  pendingBalance: Money
  activeOrdersBalanceUsd: Money
  activeOrdersPaidUsd: Money
  activeOrdersPendingUsd: Money
  completedOrdersBalanceUsd: Money
  completedOrdersPaidUsd: Money
  completedOrdersPendingUsd: Money
  debtedBalanceUsd: Money
  activeOrdersDebtedUsd: Money
  completedOrdersDebtedUsd: Money
  approvedRefound: Money
  allRefoundedAmounts: Money
  completedRefoundedAmounts: Money
  activeRefoundedAmounts: Money
  cashRefund: Money
  wireRefund: Money
  approvedDiscount: Money
}

/** A customer, an individual or a company (spec §3). `name` is `customers/C1001`, `id` the code `C1001`. */
/** Activity (`RecordActivity`) is set by the server only. */
export interface Customer extends CustomerTotals, RecordActivity, Versioned {
  name: string
  id: string
  displayName: string
  firstName: string
  middleName: string
  lastName: string
  countryName: string
  companyDisplayName: string
  type: string
  email: string
  phone: string
  status: string
  paymentStatus: string
  externalId: string
  buyers: string[]
  paymentDueDate: Date | null
}
