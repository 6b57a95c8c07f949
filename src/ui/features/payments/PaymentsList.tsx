import { useMemo } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { RESOURCES } from '../../../domain/access'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { useCan } from '../../session/use-can'
import { useFormatters } from '../../i18n/format'
import { ListView } from '../../kit/list/ListView'
import { useListController } from '../../kit/list/use-list-controller'
import { useDisplayNames } from '../shared'
import { paymentColumns, paymentLabel } from './payment-columns'
import { paymentFilterDefs } from './payment-filters'
import { paymentsListRoute, type FixedPaymentFilters } from './payment-routes'

export interface PaymentsListProps extends FixedPaymentFilters {
  title?: string
  /** `memory` inside a tab of another record's page. */
  stateIn?: 'url' | 'memory'
  headingLevel?: 1 | 2
  /** Where "add payment" goes (a customer's or an order's add page); the general one by default. */
  createHref?: string
}

const Total = styled.p`
  margin: 0.75rem 0 0;
  text-align: end;
  font-weight: 600;
  color: ${({ theme }) => theme.skin.heading};
`

/** The payments list (all, one customer's or one order's), newest first, with the total of the filtered set. */
export function PaymentsList({
  customerName,
  orderName,
  title,
  stateIn,
  headingLevel,
  createHref,
}: PaymentsListProps) {
  const { t } = useTranslation('payments')
  const format = useFormatters()
  const can = useCan()
  const staff = can('read', RESOURCES.payments)
  const filters = useMemo(
    () => paymentFilterDefs(t, { customerName, orderName }, staff),
    [t, customerName, orderName, staff],
  )
  const route = useMemo(
    () => paymentsListRoute({ customerName, orderName }, staff),
    [customerName, orderName, staff],
  )
  const list = useListController({
    ...route,
    stateIn,
    rowId: (payment) => payment.name,
    live: 'payments',
    // Ten columns do not fit a 1440 px screen in Armenian: the rarely set refund approval and who recorded the
    // payment (a filter too) wait in the column chooser (decision 0179).
    hiddenAtFirst: ['isApprovedRefund', 'createdBy'],
  })
  const linked = can('read', 'payments')
  const typeName = useDisplayNames(async () => resolvePort(PORTS.paymentTypes).listPaymentTypes())
  const columns = useMemo(
    () => paymentColumns(t, { money: format.money, date: format.date }, linked, typeName),
    [t, format.money, format.date, linked, typeName],
  )
  const total = list.extra.totalAmount
  return (
    <ListView
      list={list}
      title={title ?? t('title')}
      headingLevel={headingLevel}
      columns={columns}
      empty={t('empty')}
      filters={filters}
      searchLabel={t('search')}
      create={
        can('add', 'payments')
          ? { href: createHref ?? '/payments/-/add', label: t('actions.create') }
          : undefined
      }
      rowHref={linked ? (payment) => `/payments/${payment.id}/view` : undefined}
      rowLabel={(p) => paymentLabel(t, p)}
      exportName="payments"
      footer={total && <Total aria-live="polite">{t('totalAmount', { amount: format.money(total) })}</Total>}
    />
  )
}
