import { parseDay, type FilterValues, type ListQuery } from '../../../domain/lists'
import { parseMoneyInput, usd } from '../../../domain/money'
import { normalizePaymentFilters, type Payment } from '../../../domain/payments'
import type { ListPaymentsQuery, PaymentsPage } from '../../../ports/payments-port'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import type { ListRoute } from '../../kit/list/list-route'
import type { RecordRoute } from '../../kit/detail/record-route'

/** A list fixed to one customer or one order (a tab of that record): its filter is not offered. */
export interface FixedPaymentFilters {
  customerName?: string
  orderName?: string
}

/** The ListPayments query of the list state: days become local day bounds, money minor units, approved wins. */
export function paymentsQuery(
  query: ListQuery,
  values: FilterValues,
  fixed: FixedPaymentFilters = {},
): ListPaymentsQuery {
  const amount = values.amount ? usd(parseMoneyInput(values.amount)) : undefined
  return normalizePaymentFilters({
    ...query,
    customerName: fixed.customerName ?? values.customerName,
    orderName: fixed.orderName ?? values.orderName,
    status: values.status,
    dateFrom: parseDay(values.dateFrom) ?? undefined,
    dateTo: parseDay(values.dateTo, true) ?? undefined,
    paymentTypeName: values.paymentTypeName,
    amount,
    createdBy: values.createdBy,
    approvedOnly: values.approvedOnly === 'true',
    unapprovedOnly: values.unapprovedOnly === 'true',
  })
}

/**
 * The payments list's query (all, one customer's or one order's), plain so that the route can start the first
 * call before the screen's code arrives (decision 0140). `paymentFilterDefs` shows a filter bar with the same
 * keys; "Created by" only to staff (`staff`).
 */
export function paymentsListRoute(
  fixed: FixedPaymentFilters,
  staff: boolean,
): ListRoute<Payment, ListPaymentsQuery, Pick<PaymentsPage, 'totalAmount'>> {
  return {
    id: fixed.customerName || fixed.orderName ? 'payments-of-record' : 'payments',
    defaults: { sortColumn: 'date', sort: 'desc' },
    filters: [
      ...(fixed.customerName ? [] : [{ key: 'customerName', kind: 'reference' as const }]),
      ...(fixed.orderName ? [] : [{ key: 'orderName', kind: 'reference' as const }]),
      { key: 'status', kind: 'select' },
      { key: 'date', kind: 'dateRange' },
      { key: 'paymentTypeName', kind: 'reference' },
      { key: 'amount', kind: 'money' },
      ...(staff ? [{ key: 'createdBy', kind: 'reference' as const }] : []),
      { key: 'approvedOnly', kind: 'boolean' },
      { key: 'unapprovedOnly', kind: 'boolean' },
    ],
    toQuery: (query, values) => paymentsQuery(query, values, fixed),
    load: (query, options) => resolvePort(PORTS.payments).listPayments(query, options),
  }
}

/** The payment of /payments/:id/view. */
export const PAYMENT_RECORD: RecordRoute<Payment> = {
  id: 'payment',
  nameOf: (params) => `payments/${params.id}`,
  load: (name, options) => resolvePort(PORTS.payments).getPayment(name, options),
}
