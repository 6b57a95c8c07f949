import type { TFunction } from 'i18next'
import { parseDay, type FilterValues, type ListQuery } from '../../../domain/lists'
import { parseMoneyInput, usd } from '../../../domain/money'
import { normalizePaymentFilters } from '../../../domain/payments'
import type { ListPaymentsQuery } from '../../../ports/payments-port'
import type { FilterDef } from '../../kit/list/FilterBar'
import {
  customerLabel,
  customerOptions,
  employeeOptions,
  orderLabel,
  orderOptions,
  paymentTypeOptions,
} from '../shared'
import { employeeLabel, paymentTypeLabel } from './payment-references'

/** Payment status values: the server's default `received`, and the two that take a payment's lines out. */
export const PAYMENT_STATUSES = ['received', 'reverted', 'cancelled'] as const

/** A list fixed to one customer or one order (a tab of that record): its filter is not offered. */
export interface FixedPaymentFilters {
  customerName?: string
  orderName?: string
}

/**
 * The filter bar of the payments list: every ListPayments filter (spec §7). "Created by" lists the staff
 * (ListPaymentEmployees, a staff-only call): it is offered only to a user who may read the payments list
 * (`staff`), not to a customer reading its own payments.
 */
export function paymentFilterDefs(t: TFunction, fixed: FixedPaymentFilters = {}, staff = true): FilterDef[] {
  const defs: (FilterDef | false)[] = [
    !fixed.customerName && {
      key: 'customerName',
      kind: 'reference',
      label: t('payments:filters.customer'),
      loadOptions: customerOptions,
      labelOf: customerLabel,
    },
    !fixed.orderName && {
      key: 'orderName',
      kind: 'reference',
      label: t('payments:filters.order'),
      loadOptions: orderOptions(fixed.customerName),
      labelOf: orderLabel,
    },
    {
      key: 'status',
      kind: 'select',
      label: t('payments:filters.status'),
      options: PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`payments:statuses.${status}`) })),
    },
    { key: 'date', kind: 'dateRange', label: t('payments:filters.date') },
    {
      key: 'paymentTypeName',
      kind: 'reference',
      label: t('payments:filters.type'),
      loadOptions: (text) => paymentTypeOptions(text),
      labelOf: paymentTypeLabel,
    },
    { key: 'amount', kind: 'money', label: t('payments:filters.amount') },
    staff && {
      key: 'createdBy',
      kind: 'reference',
      label: t('payments:filters.createdBy'),
      loadOptions: employeeOptions,
      labelOf: employeeLabel,
    },
    { key: 'approvedOnly', kind: 'boolean', label: t('payments:filters.approvedOnly') },
    {
      key: 'unapprovedOnly',
      kind: 'boolean',
      label: t('payments:filters.unapprovedOnly'),
      overriddenWhen: (values) => values.approvedOnly === 'true',
      overriddenHint: t('payments:filters.approvedWins'),
    },
  ]
  return defs.filter((def): def is FilterDef => def !== false)
}

/** The ListPayments query of the list state: days become local day bounds, money minor units, approved wins. */
export function paymentsQuery(query: ListQuery, values: FilterValues, fixed: FixedPaymentFilters = {}): ListPaymentsQuery {
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
