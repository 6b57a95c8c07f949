import type { TFunction } from 'i18next'
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
import type { FixedPaymentFilters } from './payment-routes'

export { paymentsQuery, type FixedPaymentFilters } from './payment-routes'

/** Payment status values: the server's default `received`, and the two that take a payment's lines out. */
export const PAYMENT_STATUSES = ['received', 'reverted', 'cancelled'] as const

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
