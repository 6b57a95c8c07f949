import { useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import { isLivePayment, unallocatedAmount, type Payment } from '../../../domain/payments'
import { PORTS } from '../../../ports/tokens'
import type { ScreenProps } from '../../kit/lazy-screen'
import { useCan } from '../../session/use-can'
import { resolvePort } from '../../runtime/use-port'
import { useFormatters } from '../../i18n/format'
import { useConfirmedAction } from '../../kit/actions/use-confirmed-action'
import { useUndoableAction } from '../../kit/actions/use-undoable-action'
import { DetailFields, DetailView, Section } from '../../kit/detail/DetailView'
import { LinesTable } from '../../kit/detail/LinesTable'
import { useRecordController } from '../../kit/detail/use-detail-controller'
import { PAYMENT_RECORD } from './payment-routes'
import { ApprovedBadge, PaymentStatusBadge, RefundBadge } from './payment-badges'
import { paymentLabel } from './payment-columns'
import { PaymentDocuments } from './PaymentDocuments'
import { orderLineText, useDisplayNames } from '../shared'
import { idOf } from '../../../domain/names'

/** /payments/:id/view: a payment with its totals, flags, fields, parameters, distribution and documents. */
export default function PaymentViewPage({ params }: ScreenProps) {
  const { t } = useTranslation('payments')
  const format = useFormatters()
  const can = useCan()
  const [, navigate] = useLocation()
  const confirmed = useConfirmedAction()
  const port = resolvePort(PORTS.payments)
  const controller = useRecordController(PAYMENT_RECORD, params)
  const typeName = useDisplayNames(async () => resolvePort(PORTS.paymentTypes).listPaymentTypes())

  const undoable = useUndoableAction()
  type Flag = 'isApproved' | 'isApprovedRefund'
  const flagKey = (payment: Payment, flag: Flag) => `${payment.name}:${flag}`
  /** The flag write on its way, if any: the next one goes onto the payment it answers. */
  const inFlight = useRef<Promise<Payment> | null>(null)
  /**
   * Sets or clears an approval flag of the payment as shown, sent after the Undo time (one request, so it still
   * leaves when the page is being closed). Two flags changed in a row are two writes of one record: the second
   * waits for the first and goes onto the payment (and etag) the first answered, so it neither resends the first's
   * old value nor is refused as stale.
   */
  const toggle = (payment: Payment, flag: Flag) => {
    const wanted = !payment[flag]
    const write = (current: Payment) => port.updatePayment(payment.name, { ...current, [flag]: wanted })
    return undoable.run({
      key: flagKey(payment, flag),
      doneMessage: t(`done.${flag}.${wanted ? 'on' : 'off'}`, { name: paymentLabel(t, payment) }),
      perform: () => {
        const before = inFlight.current
        const sent = before ? before.catch(() => payment).then(write) : write(payment)
        inFlight.current = sent
        const settled = () => {
          if (inFlight.current === sent) inFlight.current = null
        }
        sent.then(settled, settled)
        return sent
      },
      onDone: () => void controller.reload(),
    })
  }
  /** The flag's button: its change, or Undo while that change waits. */
  const flagAction = (payment: Payment, flag: Flag, label: string) =>
    undoable.isPending(flagKey(payment, flag))
      ? {
          label: t('actions.undoFlag', { action: label }),
          onPress: () => void undoable.undo(flagKey(payment, flag)),
        }
      : { label, onPress: () => void toggle(payment, flag) }

  return (
    <>
      <DetailView<Payment>
        controller={controller}
        backHref="/payments"
        title={(p) => paymentLabel(t, p)}
        activity={(p) => p}
        badges={(p) => (
          <>
            <PaymentStatusBadge status={p.status} t={t} />
            <ApprovedBadge payment={p} t={t} />
            <RefundBadge payment={p} t={t} />
          </>
        )}
        totals={(p) => [
          ...(p.amount ? [{ label: t('fields.amount'), value: p.amount }] : []),
          ...(p.paidAmount ? [{ label: t('fields.paid'), value: p.paidAmount }] : []),
          ...[unallocatedAmount(p)].flatMap((left) =>
            left ? [{ label: t('fields.unallocated'), value: left }] : [],
          ),
        ]}
        actions={(p) => [
          {
            id: 'edit',
            label: t('actions.edit'),
            href: `/payments/${p.id}/edit`,
            allowed: can('manage', 'payment_orders'),
          },
          {
            id: 'approve',
            ...flagAction(p, 'isApproved', p.isApproved ? t('actions.unapprove') : t('actions.approve')),
            allowed: can('manage', 'payments'),
            color: p.isApproved ? 'warning' : 'success',
          },
          {
            id: 'approveRefund',
            ...flagAction(
              p,
              'isApprovedRefund',
              p.isApprovedRefund ? t('actions.withdrawRefund') : t('actions.approveRefund'),
            ),
            // A refund is approved on a reverted payment (or withdrawn where it was given).
            allowed:
              can('manage', 'payments') &&
              (p.isApprovedRefund || p.status.trim().toLowerCase() === 'reverted'),
            color: 'secondary',
          },
          {
            // A payment received by mistake or returned by the bank: it stops counting on its orders and
            // invoices (they go back), and stays listed as reverted (a refund may then be approved on it).
            id: 'revert',
            label: t('actions.revert'),
            color: 'warning',
            allowed: can('manage', 'payments') && isLivePayment(p),
            onPress: () =>
              confirmed.request({
                title: t('confirm.revertTitle', { name: paymentLabel(t, p) }),
                message: t('confirm.revertMessage'),
                confirmLabel: t('actions.revert'),
                doneMessage: t('done.reverted', { name: paymentLabel(t, p) }),
                perform: () => port.updatePayment(p.name, { ...p, status: 'reverted' }),
                onDone: () => void controller.reload(),
              }),
          },
          {
            id: 'delete',
            label: t('actions.delete'),
            color: 'danger',
            allowed: can('modify', 'payments'),
            onPress: () =>
              confirmed.request({
                title: t('confirm.deleteTitle', { name: paymentLabel(t, p) }),
                message: t('confirm.deleteMessage'),
                confirmLabel: t('actions.delete'),
                doneMessage: t('done.deleted', { name: paymentLabel(t, p) }),
                perform: () => port.deletePayment(p.name, p.etag),
                onDone: () => navigate('/payments'),
              }),
          },
        ]}
      >
        {(p) => (
          <>
            <Section title={t('sections.details')} id="payment-details">
              <DetailFields
                items={[
                  {
                    label: t('fields.customer'),
                    value: (
                      <Link href={`/customers/${idOf(p.customerName)}/view`}>{idOf(p.customerName)}</Link>
                    ),
                  },
                  { label: t('fields.type'), value: typeName(p.paymentTypeName) },
                  { label: t('fields.date'), value: format.date(p.date) },
                  {
                    label: t('fields.status'),
                    value: p.status
                      ? t(`statuses.${p.status.trim().toLowerCase()}`, { defaultValue: p.status })
                      : '',
                  },
                  { label: t('fields.comment'), value: p.comment },
                ]}
              />
            </Section>
            <Section title={t('fields.parameters')} id="payment-parameters">
              {Object.keys(p.parameters).length > 0 ? (
                <DetailFields
                  items={Object.entries(p.parameters).map(([key, value]) => ({ label: key, value }))}
                />
              ) : (
                <p>{t('noParameters')}</p>
              )}
            </Section>
            <Section title={t('distribution.legend')} id="payment-distribution">
              {p.orders.length === 0 ? (
                <p>{t('distribution.none')}</p>
              ) : (
                <LinesTable
                  label={t('distribution.legend')}
                  rows={p.orders}
                  rowKey={(line) => line.localId}
                  columns={[
                    {
                      id: 'order',
                      header: t('distribution.orderColumn'),
                      cell: (line) => (
                        <Link href={`/orders/${idOf(line.orderName)}/view`}>#{idOf(line.orderName)}</Link>
                      ),
                    },
                    {
                      id: 'item',
                      header: t('distribution.itemColumn'),
                      cell: (line) =>
                        line.itemName ? orderLineText(t, line.itemName) : t('distribution.wholeOrder'),
                    },
                    {
                      id: 'invoice',
                      header: t('distribution.invoiceColumn'),
                      cell: (line) => (line.invoiceName ? idOf(line.invoiceName) : '—'),
                    },
                    {
                      id: 'amount',
                      header: t('distribution.amountColumn'),
                      align: 'end',
                      cell: (line) => format.money(line.amount),
                    },
                  ]}
                />
              )}
            </Section>
            <PaymentDocuments paymentName={p.name} canEdit={can('manage', 'payment_orders')} />
          </>
        )}
      </DetailView>
      {confirmed.dialog}
    </>
  )
}
