import { Link } from 'wouter'
import styled from 'styled-components'
import type { TFunction } from 'i18next'
import { formatDay } from '../../../domain/lists'
import { formatMoneyInput, type Money } from '../../../domain/money'
import { keptDefaultName } from '../../../domain/orders'
import { defaultPaymentName, type Payment } from '../../../domain/payments'
import type { Column } from '../../kit/list/DataTable'
import { CustomerCell, customerText } from '../shared'
import { ApprovedBadge, PaymentStatusBadge } from './payment-badges'
import { idOf } from '../../../domain/names'

/** A dd-Mon-yy day reads left to right on one line, also in a right-to-left layout. */
const Day = styled.bdi`
  white-space: nowrap;
`

const csvMoney = (money: Money | null | undefined) =>
  money ? formatMoneyInput(money.value, money.exponent) : ''
const yesNo = (t: TFunction, value: boolean) => (value ? t('payments:yes') : t('payments:no'))

/** How a payment is named on screen: the name a person gave it, or the server's default in the person's language. */
export const paymentLabel = (t: TFunction, payment: Pick<Payment, 'id' | 'displayName'>) =>
  keptDefaultName(payment.displayName, defaultPaymentName, payment.id)
    ? t('payments:recordTitle', { id: payment.id })
    : payment.displayName

/** The columns of the payments list, as plain declarations (the kit renders, sorts, hides and exports them). */
export function paymentColumns(
  t: TFunction,
  format: { money: (m: Money) => string; date: (d: Date | null) => string },
  /** Whether the payment links to its page (off for someone who may not open it). */
  linked = true,
  /** Display names of payment types by resource name (the code when not known). */
  nameOf: (name: string) => string = idOf,
): Column<Payment>[] {
  return [
    {
      id: 'id',
      header: t('payments:columns.payment'),
      sortable: true,
      alwaysShown: true,
      cell: (p) =>
        linked ? <Link href={`/payments/${p.id}/view`}>{paymentLabel(t, p)}</Link> : paymentLabel(t, p),
      csv: (p) => paymentLabel(t, p),
    },
    {
      id: 'date',
      header: t('payments:columns.date'),
      sortable: true,
      cell: (p) => <Day dir="ltr">{format.date(p.date)}</Day>,
      csv: (p) => (p.date ? formatDay(p.date) : ''),
    },
    {
      id: 'customerName',
      header: t('payments:columns.customer'),
      sortable: true,
      cell: (p) => <CustomerCell name={p.customerName} displayName={p.customerDisplayName} />,
      csv: (p) => customerText(p.customerName, p.customerDisplayName),
    },
    {
      id: 'paymentTypeName',
      header: t('payments:columns.type'),
      sortable: true,
      cell: (p) => nameOf(p.paymentTypeName),
      csv: (p) => nameOf(p.paymentTypeName),
    },
    {
      id: 'amount',
      header: t('payments:columns.amount'),
      sortable: true,
      align: 'end',
      cell: (p) => (p.amount ? format.money(p.amount) : '—'),
      csv: (p) => csvMoney(p.amount),
    },
    {
      id: 'paidAmount',
      header: t('payments:columns.paid'),
      sortable: true,
      align: 'end',
      cell: (p) => (p.paidAmount ? format.money(p.paidAmount) : '—'),
      csv: (p) => csvMoney(p.paidAmount),
    },
    {
      id: 'status',
      header: t('payments:columns.status'),
      sortable: true,
      cell: (p) => <PaymentStatusBadge status={p.status} t={t} />,
      csv: (p) => p.status,
    },
    {
      id: 'isApproved',
      header: t('payments:columns.approved'),
      sortable: true,
      cell: (p) => <ApprovedBadge payment={p} t={t} />,
      csv: (p) => yesNo(t, p.isApproved),
    },
    {
      id: 'isApprovedRefund',
      header: t('payments:columns.refundApproved'),
      sortable: true,
      cell: (p) => yesNo(t, p.isApprovedRefund),
      csv: (p) => yesNo(t, p.isApprovedRefund),
    },
    {
      id: 'createdBy',
      header: t('payments:columns.createdBy'),
      sortable: true,
      cell: (p) => p.createdBy,
      csv: (p) => p.createdBy,
    },
  ]
}
