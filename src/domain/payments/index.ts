export type { Payment, PaymentOrder, PaymentType, Employee } from './payment'
export { assignLocalIds } from './local-ids'
export { type PaymentApprovalFilters, normalizePaymentFilters } from './payment-filters'
export { paymentsInShownOrder } from './sort-payments'
export { type PaymentLineStatus, paymentLineStatus } from './payment-line-status'
export { sumAllocations } from './allocation-totals'
export { remainingToPay } from './remaining-to-pay'
export { type DistributionError, validatePaymentDistribution } from './distribution'
export { type PayableOrder, remainingOnPaymentLines } from './line-remaining'
export { isLivePayment, liveAllocations } from './live-allocations'
export { type PayableInvoice, remainingOnInvoiceLines } from './invoice-line-remaining'
export {
  type DistributionTarget,
  type ProposedLine,
  type DistributionContext,
  distributeOverTargets,
  byDueDate,
} from './auto-distribution'
export { unallocatedAmount } from './unallocated'
export { defaultPaymentName } from './payment-name'
