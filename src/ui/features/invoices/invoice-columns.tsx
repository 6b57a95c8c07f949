import { Link } from 'wouter'
import type { TFunction } from 'i18next'
import type { Invoice } from '../../../domain/invoices'
import { formatDay } from '../../../domain/lists'
import { formatMoneyInput, type Money } from '../../../domain/money'
import { Badge } from '../../components/Badge'
import type { Column } from '../../kit/list/DataTable'
import { CustomerCell, customerText } from '../shared'
import { idOf } from '../../../domain/names'

const csvMoney = (money: Money) => formatMoneyInput(money.value, money.exponent)
const csvDay = (date: Date | null) => (date ? formatDay(date) : '')

/** An invoice as people name it: its number, else its id. */
export const invoiceLabel = (invoice: Pick<Invoice, 'number' | 'id'>) => invoice.number || `#${invoice.id}`

/** The badge colour of an invoice status (free text; known ones get a colour). */
const STATUS_COLORS: Record<string, string> = {
  draft: 'light-secondary',
  issued: 'light-info',
  partially_paid: 'light-warning',
  paid: 'light-success',
  overdue: 'light-danger',
  void: 'light-dark',
}

export function InvoiceStatusBadge({ status, t }: { status: string; t: TFunction }) {
  const key = status.trim().toLowerCase()
  if (!key) return null
  return (
    <Badge $color={STATUS_COLORS[key] ?? 'light-secondary'}>
      {t(`invoices:statuses.${key}`, { defaultValue: status })}
    </Badge>
  )
}

/** The columns of the invoices list, as plain declarations (the kit renders, sorts, hides and exports them). */
export function invoiceColumns(
  t: TFunction,
  format: { money: (m: Money) => string; date: (d: Date | null) => string },
  /** Display names of invoice types and payees by resource name (the code when not known). */
  nameOf: (name: string) => string = idOf,
  /** Whether the number links to the invoice's page (off for someone who may not open it). */
  linked = true,
): Column<Invoice>[] {
  const moneyColumn = (
    id: keyof Invoice & string,
    header: string,
    value: (i: Invoice) => Money,
  ): Column<Invoice> => ({
    id,
    header,
    sortable: true,
    align: 'end',
    cell: (i) => format.money(value(i)),
    csv: (i) => csvMoney(value(i)),
  })
  const dayColumn = (id: 'date' | 'dueDate', header: string): Column<Invoice> => ({
    id,
    header,
    sortable: true,
    // A day like 26-Oct-26 reads left to right in RTL too, on one line.
    cell: (i) => (
      <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {format.date(i[id])}
      </bdi>
    ),
    csv: (i) => csvDay(i[id]),
  })
  return [
    {
      id: 'number',
      header: t('invoices:columns.number'),
      sortable: true,
      alwaysShown: true,
      cell: (i) =>
        linked ? <Link href={`/invoices/${i.id}/view`}>{invoiceLabel(i)}</Link> : invoiceLabel(i),
      csv: invoiceLabel,
    },
    {
      id: 'customerName',
      header: t('invoices:columns.customer'),
      sortable: true,
      cell: (i) => <CustomerCell name={i.customerName} displayName={i.customerDisplayNameActual} />,
      csv: (i) => customerText(i.customerName, i.customerDisplayNameActual),
    },
    {
      id: 'invoiceTypeName',
      header: t('invoices:columns.type'),
      sortable: true,
      cell: (i) => nameOf(i.invoiceTypeName),
      csv: (i) => nameOf(i.invoiceTypeName),
    },
    {
      id: 'payeeName',
      header: t('invoices:columns.payee'),
      sortable: true,
      cell: (i) => nameOf(i.payeeName),
      csv: (i) => nameOf(i.payeeName),
    },
    dayColumn('date', t('invoices:columns.date')),
    dayColumn('dueDate', t('invoices:columns.dueDate')),
    moneyColumn('amount', t('invoices:columns.amount'), (i) => i.amount),
    moneyColumn('paidAmount', t('invoices:columns.paid'), (i) => i.paidAmount),
    moneyColumn('pendingAmount', t('invoices:columns.pending'), (i) => i.pendingAmount),
    {
      id: 'status',
      header: t('invoices:columns.status'),
      sortable: true,
      cell: (i) => <InvoiceStatusBadge status={i.status} t={t} />,
      csv: (i) => i.status,
    },
  ]
}
