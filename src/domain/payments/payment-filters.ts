/** The approval filters of ListPayments. */
export interface PaymentApprovalFilters {
  approvedOnly?: boolean
  unapprovedOnly?: boolean
}

/**
 * The approval filters are mutually exclusive; when both are set approved wins (spec §4).
 * Other fields of the filter object are kept.
 */
export function normalizePaymentFilters<F extends PaymentApprovalFilters>(filters: F): F {
  const approvedOnly = filters.approvedOnly === true
  return { ...filters, approvedOnly, unapprovedOnly: !approvedOnly && filters.unapprovedOnly === true }
}

/** Whether a payment passes the (normalised) approval filters. */
export function matchesApprovalFilter(
  payment: { isApproved: boolean },
  filters: PaymentApprovalFilters,
): boolean {
  const { approvedOnly, unapprovedOnly } = normalizePaymentFilters(filters)
  if (approvedOnly) return payment.isApproved
  if (unapprovedOnly) return !payment.isApproved
  return true
}
