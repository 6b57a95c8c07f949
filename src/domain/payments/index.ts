export type { Payment, PaymentOrder, PaymentType, Employee } from './payment'
export { assignLocalIds } from './local-ids'
export {
  type PaymentApprovalFilters,
  normalizePaymentFilters,
  matchesApprovalFilter,
} from './payment-filters'
export { sortPaymentsNewestFirst, paymentsInShownOrder } from './sort-payments'
export {
  type PaymentLineStatus,
  PAYMENT_LINE_STATUSES,
  PAYMENT_STATUS_REVERTED,
  PAYMENT_STATUS_CANCELLED,
  paymentLineStatus,
} from './payment-line-status'
export { type AllocationTotals, sumAllocations } from './allocation-totals'
export { remainingToPay } from './remaining-to-pay'
export {
  type DistributionError,
  type DistributionErrorCode,
  validatePaymentDistribution,
} from './distribution'
export { type PaymentListFilter, matchesPaymentListFilter, totalPaymentAmount } from './payment-list-filter'
export { allocatePayment } from './allocate-payment'
export { type PayableOrder, remainingOnPaymentLines } from './line-remaining'
export { isLivePayment, liveAllocations } from './live-allocations'
export { type PayableInvoice, remainingOnInvoiceLines } from './invoice-line-remaining'
export {
  type DistributionTarget,
  type ProposedLine,
  type DistributionContext,
  roomOnTarget,
  distributeOverTargets,
  byDueDate,
} from './auto-distribution'
export { unallocatedAmount } from './unallocated'
export { defaultPaymentName } from './payment-name'
