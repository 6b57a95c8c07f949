import { matchesSearch } from '../lists'
import { sumMoney, usd, type Money } from '../money'
import type { Payment } from './payment'
import { matchesApprovalFilter } from './payment-filters'

/** The filters of ListPayments (spec §7), besides paging and sorting. */
export interface PaymentListFilter {
  search?: string
  customerName?: string
  orderName?: string
  status?: string
  dateFrom?: Date | null
  dateTo?: Date | null
  paymentTypeName?: string
  amount?: Money | null
  approvedOnly?: boolean
  unapprovedOnly?: boolean
  createdBy?: string
}

/**
 * Whether a payment passes the ListPayments filters. orderName keeps payments with a line on that order;
 * dateFrom and dateTo are inclusive (a payment without a date fails a date filter); amount compares the
 * exact amount; approval filters follow `normalizePaymentFilters`; status compares without case; search
 * looks in name, display name, customer, comment and creator.
 */
export function matchesPaymentListFilter(payment: Payment, filter: PaymentListFilter): boolean {
  if (filter.customerName && payment.customerName !== filter.customerName) return false
  if (filter.orderName && !payment.orders.some((line) => line.orderName === filter.orderName)) return false
  if (filter.status && payment.status.trim().toLowerCase() !== filter.status.trim().toLowerCase())
    return false
  if (filter.paymentTypeName && payment.paymentTypeName !== filter.paymentTypeName) return false
  if (filter.createdBy && payment.createdBy !== filter.createdBy) return false
  const time = payment.date?.getTime()
  if (filter.dateFrom && !(time !== undefined && time >= filter.dateFrom.getTime())) return false
  if (filter.dateTo && !(time !== undefined && time <= filter.dateTo.getTime())) return false
  if (
    filter.amount &&
    !(
      payment.amount?.value === filter.amount.value &&
      payment.amount.currencyName === filter.amount.currencyName
    )
  ) {
    return false
  }
  if (!matchesApprovalFilter(payment, filter)) return false
  return matchesSearch(
    [payment.name, payment.displayName, payment.customerName, payment.comment, payment.createdBy],
    filter.search,
  )
}

/** totalAmount of a ListPayments answer: Σ payment amounts (absent amounts count 0), in `zero`'s currency. */
export function totalPaymentAmount(
  payments: readonly Pick<Payment, 'amount'>[],
  zero: Money = usd(0),
): Money {
  return sumMoney(
    payments.flatMap((payment) => (payment.amount ? [payment.amount] : [])),
    zero,
  )
}
