import type { TFunction } from 'i18next'
import type { CustomerTotals } from '../../../domain/customers'
import type { Money } from '../../../domain/money'

export interface TotalsGroup {
  id: string
  title: string
  totals: { label: string; value: Money }[]
}

/** The customer's USD totals in the groups a person reads them by: active, completed, refunds, overall. */
export function customerTotalsGroups(t: TFunction, c: CustomerTotals): TotalsGroup[] {
  const total = (key: string, value: Money) => ({ label: t(`customers:totals.${key}`), value })
  return [
    {
      id: 'overall',
      title: t('customers:totalsGroups.overall'),
      totals: [
        total('balance', c.balance),
        total('pendingBalance', c.pendingBalance),
        total('debtedTotal', c.debtedBalanceUsd),
        total('approvedDiscount', c.approvedDiscount),
      ],
    },
    {
      id: 'active',
      title: t('customers:totalsGroups.active'),
      totals: [
        total('balance', c.activeOrdersBalanceUsd),
        total('paid', c.activeOrdersPaidUsd),
        total('pending', c.activeOrdersPendingUsd),
        total('debted', c.activeOrdersDebtedUsd),
      ],
    },
    {
      id: 'completed',
      title: t('customers:totalsGroups.completed'),
      totals: [
        total('balance', c.completedOrdersBalanceUsd),
        total('paid', c.completedOrdersPaidUsd),
        total('pending', c.completedOrdersPendingUsd),
        total('debted', c.completedOrdersDebtedUsd),
      ],
    },
    {
      id: 'refunds',
      title: t('customers:totalsGroups.refunds'),
      totals: [
        total('refundsAll', c.allRefoundedAmounts),
        total('refundsApproved', c.approvedRefound),
        total('refundsCash', c.cashRefund),
        total('refundsWire', c.wireRefund),
        total('refundsActive', c.activeRefoundedAmounts),
        total('refundsCompleted', c.completedRefoundedAmounts),
      ],
    },
  ]
}
