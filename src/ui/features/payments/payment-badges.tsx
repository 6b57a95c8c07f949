import type { TFunction } from 'i18next'
import type { Payment } from '../../../domain/payments'
import { Badge } from '../../components/Badge'

const STATUS_COLORS: Record<string, string> = {
  received: 'light-success',
  reverted: 'light-warning',
  cancelled: 'light-secondary',
  canceled: 'light-secondary',
}

/** A payment's status (free text; the known ones read in the user's language and get a colour). */
export function PaymentStatusBadge({ status, t }: { status: string; t: TFunction }) {
  const key = status.trim().toLowerCase()
  if (!key) return null
  return (
    <Badge $color={STATUS_COLORS[key] ?? 'light-info'}>
      {t(`payments:statuses.${key}`, { defaultValue: status })}
    </Badge>
  )
}

export function ApprovedBadge({ payment, t }: { payment: Pick<Payment, 'isApproved'>; t: TFunction }) {
  return payment.isApproved ? (
    <Badge $color="light-success">{t('payments:badges.approved')}</Badge>
  ) : (
    <Badge $color="light-danger">{t('payments:badges.unapproved')}</Badge>
  )
}

export function RefundBadge({ payment, t }: { payment: Pick<Payment, 'isApprovedRefund'>; t: TFunction }) {
  return payment.isApprovedRefund ? <Badge $color="light-primary">{t('payments:badges.refundApproved')}</Badge> : null
}
