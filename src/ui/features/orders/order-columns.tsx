import { Link } from 'wouter'
import type { TFunction } from 'i18next'
import { formatMoneyInput, type Money } from '../../../domain/money'
import { defaultOrderName, keptDefaultName, type OrderSummary } from '../../../domain/orders'
import { Badge } from '../../components/Badge'
import type { Column } from '../../kit/list/DataTable'
import { CustomerCell, customerText } from '../shared'

const csvMoney = (money: Money) => formatMoneyInput(money.value, money.exponent)

/** The badge colour of an order status (free text; known ones get a colour). */
const STATUS_COLORS: Record<string, string> = {
  new: 'light-info',
  active: 'light-primary',
  completed: 'light-success',
  cancelled: 'light-secondary',
}

/** A status in the person's language: a known one translated, free text as typed. */
export const orderStatusWord = (t: TFunction, status: string) =>
  status.trim() ? t(`orders:statuses.${status.trim().toLowerCase()}`, { defaultValue: status }) : ''

export function OrderStatusBadge({ status, t }: { status: string; t: TFunction }) {
  const key = status.trim().toLowerCase()
  return <Badge $color={STATUS_COLORS[key] ?? 'light-secondary'}>{orderStatusWord(t, status)}</Badge>
}

/** An order's title: the name a person gave it, or the server's default (`Order #42`) in the person's language. */
export const orderTitle = (t: TFunction, o: Pick<OrderSummary, 'id' | 'displayName'>) =>
  keptDefaultName(o.displayName, defaultOrderName, o.id)
    ? t('orders:orderLabel', { id: o.id })
    : o.displayName

/**
 * The columns of the orders list, as plain declarations (the kit renders, sorts, hides and exports them). They
 * read an `OrderSummary`: what the list view of ListOrders returns (decision 0210). `linked`: whether the order's
 * name links to its page (off for someone who may not open it).
 */
export function orderColumns(
  t: TFunction,
  money: (m: Money) => string,
  linked = true,
): Column<OrderSummary>[] {
  const moneyColumn = (
    id: keyof OrderSummary & string,
    header: string,
    value: (o: OrderSummary) => Money,
  ): Column<OrderSummary> => ({
    id,
    header,
    sortable: true,
    align: 'end',
    cell: (o) => money(value(o)),
    csv: (o) => csvMoney(value(o)),
  })
  return [
    {
      id: 'id',
      header: t('orders:columns.order'),
      sortable: true,
      alwaysShown: true,
      cell: (o) =>
        linked ? <Link href={`/orders/${o.id}/view`}>{orderTitle(t, o)}</Link> : orderTitle(t, o),
      csv: (o) => orderTitle(t, o),
    },
    {
      id: 'customerName',
      header: t('orders:columns.customer'),
      sortable: true,
      cell: (o) => <CustomerCell name={o.customerName} displayName={o.customerDisplayName} />,
      csv: (o) => customerText(o.customerName, o.customerDisplayName),
    },
    {
      id: 'status',
      header: t('orders:columns.status'),
      sortable: true,
      cell: (o) => <OrderStatusBadge status={o.status} t={t} />,
      csv: (o) => orderStatusWord(t, o.status),
    },
    moneyColumn('amount', t('orders:columns.amount'), (o) => o.amount),
    moneyColumn('paidAmount', t('orders:columns.paid'), (o) => o.paidAmount),
    moneyColumn('pendingAmount', t('orders:columns.pending'), (o) => o.pendingAmount),
    moneyColumn('toBePaidAmount', t('orders:columns.toBePaid'), (o) => o.toBePaidAmount),
    moneyColumn('debtedAmount', t('orders:columns.debted'), (o) => o.debtedAmount),
  ]
}
