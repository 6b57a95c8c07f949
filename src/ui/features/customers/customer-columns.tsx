import styled from 'styled-components'
import { Link } from 'wouter'
import type { TFunction } from 'i18next'
import type { Customer } from '../../../domain/customers'
import { formatDay } from '../../../domain/lists'
import { formatMoneyInput, type Money } from '../../../domain/money'
import type { Column } from '../../kit/list/DataTable'
import { PaymentStatusBadge } from './customer-badges'

/** A customer's long name wraps in its cell (the kit keeps a row's link on one line): the code stays whole. */
const CustomerLink = styled(Link)`
  && {
    white-space: normal;
  }
  bdi {
    white-space: nowrap;
  }
`

const csvMoney = (money: Money) => formatMoneyInput(money.value, money.exponent)

export interface CustomerColumnFormats {
  money: (money: Money) => string
  date: (date: Date | null) => string
  country: (countryName: string) => string
  /** `/customers` or `/suspended`: where a customer's view opens. */
  basePath: string
}

/** The columns of the customers list, as plain declarations (the kit renders, sorts, hides and exports them). */
export function customerColumns(t: TFunction, format: CustomerColumnFormats): Column<Customer>[] {
  const moneyColumn = (id: keyof Customer & string, header: string): Column<Customer> => ({
    id,
    header,
    sortable: true,
    align: 'end',
    cell: (c) => format.money(c[id] as Money),
    csv: (c) => csvMoney(c[id] as Money),
  })
  const textColumn = (
    id: keyof Customer & string,
    header: string,
    show = (c: Customer) => String(c[id]),
    { leftToRight = false } = {},
  ): Column<Customer> => ({
    id,
    header,
    sortable: true,
    cell: (c) => (leftToRight ? <bdi dir="ltr">{show(c)}</bdi> : show(c)),
    csv: show,
  })
  return [
    {
      id: 'id',
      header: t('customers:columns.customer'),
      sortable: true,
      alwaysShown: true,
      cell: (c) => (
        <CustomerLink href={`${format.basePath}/${c.id}/view`}>
          <bdi>{c.id}</bdi> · {c.displayName}
        </CustomerLink>
      ),
      csv: (c) => `${c.id} · ${c.displayName}`,
    },
    textColumn('type', t('customers:columns.type'), (c) =>
      t(`customers:types.${c.type.trim().toLowerCase()}`, { defaultValue: c.type }),
    ),
    textColumn('countryName', t('customers:columns.country'), (c) => format.country(c.countryName)),
    textColumn('email', t('customers:columns.email'), undefined, { leftToRight: true }),
    textColumn('phone', t('customers:columns.phone'), undefined, { leftToRight: true }),
    {
      id: 'orderCount',
      header: t('customers:columns.orders'),
      sortable: true,
      align: 'end',
      cell: (c) => <bdi>{t('customers:orderCounts', { all: c.orderCount, active: c.activeOrderCount })}</bdi>,
      csv: (c) => `${c.orderCount}/${c.activeOrderCount}`,
    },
    moneyColumn('balance', t('customers:columns.balance')),
    moneyColumn('pendingBalance', t('customers:columns.pendingBalance')),
    {
      id: 'paymentDueDate',
      header: t('customers:columns.paymentDueDate'),
      sortable: true,
      cell: (c) => <bdi dir="ltr">{format.date(c.paymentDueDate)}</bdi>,
      csv: (c) => (c.paymentDueDate ? formatDay(c.paymentDueDate) : ''),
    },
    {
      id: 'paymentStatus',
      header: t('customers:columns.paymentStatus'),
      sortable: true,
      cell: (c) => <PaymentStatusBadge status={c.paymentStatus} />,
      csv: (c) => c.paymentStatus,
    },
  ]
}
