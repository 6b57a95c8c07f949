import { useTranslation } from 'react-i18next'
import { Badge } from '../../components/Badge'

/** Badge colours of the customer statuses and payment statuses the server sends (free text otherwise). */
const STATUS_COLORS: Record<string, string> = { active: 'light-success', suspended: 'light-warning' }
const PAYMENT_STATUS_COLORS: Record<string, string> = {
  paid: 'light-success',
  unpaid: 'light-warning',
  overdue: 'light-danger',
}

const keyOf = (text: string) => text.trim().toLowerCase()

export function CustomerStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('customers')
  const key = keyOf(status)
  return (
    <Badge $color={STATUS_COLORS[key] ?? 'light-secondary'}>
      {t(`statuses.${key}`, { defaultValue: status })}
    </Badge>
  )
}

/** The payment status (paid, unpaid, overdue); nothing when the server sent none. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('customers')
  const key = keyOf(status)
  if (!key) return null
  return (
    <Badge $color={PAYMENT_STATUS_COLORS[key] ?? 'light-secondary'}>
      {t(`paymentStatuses.${key}`, { defaultValue: status })}
    </Badge>
  )
}
