import { Link, useLocation } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { canApproveService, type Order, type OrderService } from '../../../domain/orders'
import { PORTS } from '../../../ports/tokens'
import type { ScreenProps } from '../../kit/lazy-screen'
import { useCan } from '../../session/use-can'
import { resolvePort } from '../../runtime/use-port'
import { Badge } from '../../components/Badge'
import { Button } from '../../components/Button'
import { useFormatters } from '../../i18n/format'
import { useConfirmedAction } from '../../kit/actions/use-confirmed-action'
import { useUndoableAction } from '../../kit/actions/use-undoable-action'
import { DetailFields, DetailView, Section } from '../../kit/detail/DetailView'
import { LinesTable } from '../../kit/detail/LinesTable'
import { useRecordController } from '../../kit/detail/use-detail-controller'
import { Tabs } from '../../kit/primitives/Tabs'
import { InvoicesList } from '../invoices'
import { PaymentsList } from '../payments'
import { OrderStatusBadge, orderStatusWord, orderTitle } from './order-columns'
import { ORDER_RECORD } from './order-routes'
import { idOf } from '../../../domain/names'

const Muted = styled.p`
  color: ${({ theme }) => theme.skin.muted};
`

/**
 * /orders/:id/view: the order's money (amount, paid, reverted, approved reverted, pending, debted, to be paid),
 * its items with their vehicles, services with approval (Approve / Revoke on approvable types), discounts, and
 * tabs with its invoices and payments; edit, delete, archive and the add-payment / add-invoice pages.
 */
export default function OrderViewPage({ params }: ScreenProps) {
  const { t } = useTranslation('orders')
  const format = useFormatters()
  const can = useCan()
  const [, navigate] = useLocation()
  const confirmed = useConfirmedAction()
  const port = resolvePort(PORTS.orders)
  const controller = useRecordController(ORDER_RECORD, params)
  const mayChange = can('modify', 'orders') || can('manage', 'orders')
  const mayApprove = can('manage', 'orders')

  const undoable = useUndoableAction()
  const approvalKey = (service: OrderService) => `${service.name}:approval`
  /** Approves or revokes a service line; sent after the Undo time, so several may wait and each be undone. */
  const setApproval = (service: OrderService, approve: boolean) =>
    undoable.run({
      key: approvalKey(service),
      doneMessage: approve
        ? t('done.approved', { service: service.displayName })
        : t('done.revoked', { service: service.displayName }),
      perform: async () => {
        const approvals = resolvePort(PORTS.approvals)
        if (approve) await approvals.createApproval(service.name)
        else
          for (const approval of await approvals.listApprovals(service.name))
            await approvals.deleteApproval(approval.name)
      },
      onDone: () => void controller.reload(),
    })

  return (
    <>
      <DetailView<Order>
        controller={controller}
        backHref={controller.record?.isArchive ? '/archive' : '/orders'}
        title={(o) => orderTitle(t, o)}
        activity={(o) => o}
        badges={(o) => (
          <>
            <OrderStatusBadge status={o.status} t={t} />
            {o.isArchive && <Badge $color="light-secondary">{t('archived')}</Badge>}
          </>
        )}
        totals={(o) => [
          { label: t('columns.amount'), value: o.amount },
          { label: t('columns.paid'), value: o.paidAmount },
          { label: t('view.reverted'), value: o.revertedAmount },
          { label: t('view.approvedReverted'), value: o.approvedRevertedAmount },
          { label: t('view.pending'), value: o.pendingAmount },
          { label: t('view.debted'), value: o.debtedAmount },
          { label: t('columns.toBePaid'), value: o.toBePaidAmount },
        ]}
        actions={(o) => [
          { id: 'edit', label: t('actions.edit'), href: `/orders/${o.id}/edit`, allowed: mayChange },
          {
            id: 'addPayment',
            label: t('actions.addPayment'),
            href: `/orders/${o.id}/payments/-/add`,
            allowed: can('add', 'payments') || can('manage', 'payments'),
          },
          {
            id: 'addInvoice',
            label: t('actions.addInvoice'),
            href: `/orders/${o.id}/invoices/-/add`,
            allowed: can('add', 'invoices') || can('manage', 'invoices'),
          },
          {
            id: 'archive',
            label: o.isArchive ? t('actions.unarchive') : t('actions.archiveOne'),
            color: 'secondary',
            allowed: can('manage', 'archive') || mayChange,
            onPress: () =>
              confirmed.request({
                title: o.isArchive ? t('confirm.unarchiveOneTitle') : t('confirm.archiveOneTitle'),
                message: t(o.isArchive ? 'confirm.unarchiveMessage' : 'confirm.archiveMessage', { id: o.id }),
                confirmLabel: o.isArchive ? t('actions.unarchive') : t('actions.archiveOne'),
                tone: 'primary',
                doneMessage: t(o.isArchive ? 'done.unarchivedOne' : 'done.archivedOne', { id: o.id }),
                perform: () => port.moveToArchive(o.name, !o.isArchive),
                onDone: () => void controller.reload(),
              }),
          },
          {
            id: 'delete',
            label: t('actions.delete'),
            color: 'danger',
            allowed: mayChange,
            onPress: () =>
              confirmed.request({
                title: t('confirm.deleteTitle'),
                message: t('confirm.deleteMessage', { id: o.id }),
                confirmLabel: t('actions.delete'),
                tone: 'danger',
                doneMessage: t('done.deleted', { id: o.id }),
                perform: () => port.deleteOrder(o.name, o.etag),
                onDone: () => navigate('/orders'),
              }),
          },
        ]}
      >
        {(o) => (
          <>
            <Section title={t('view.details')} id="order-details">
              <DetailFields
                items={[
                  {
                    label: t('columns.customer'),
                    value: (
                      <Link href={`/customers/${idOf(o.customerName)}/view`}>{idOf(o.customerName)}</Link>
                    ),
                  },
                  { label: t('columns.status'), value: orderStatusWord(t, o.status) },
                  { label: t('form.comment'), value: o.comment },
                ]}
              />
            </Section>
            <Section title={t('form.items')} id="order-items">
              {o.items.length === 0 ? (
                <Muted>{t('form.noItems')}</Muted>
              ) : (
                <LinesTable
                  label={t('form.items')}
                  rows={o.items}
                  rowKey={(item) => item.name}
                  columns={[
                    {
                      id: 'vehicle',
                      header: t('view.vehicle'),
                      cell: (item) => (
                        <Link href={`/cargoloop/vehicles/${idOf(item.itemName)}`}>
                          {item.vehicle?.details?.description || item.displayName || idOf(item.itemName)}
                        </Link>
                      ),
                    },
                    {
                      id: 'vin',
                      header: t('view.vin'),
                      cell: (item) => <bdi dir="ltr">{item.vehicle?.details?.vin ?? ''}</bdi>,
                    },
                    { id: 'comment', header: t('form.comment'), cell: (item) => item.comment },
                    {
                      id: 'amount',
                      header: t('columns.amount'),
                      align: 'end',
                      cell: (item) => format.money(item.amount),
                    },
                  ]}
                />
              )}
            </Section>
            <Section title={t('form.services')} id="order-services">
              {o.services.length === 0 ? (
                <Muted>{t('form.noServices')}</Muted>
              ) : (
                <LinesTable
                  label={t('form.services')}
                  rows={o.services}
                  rowKey={(service) => service.name}
                  columns={[
                    {
                      id: 'service',
                      header: t('view.service'),
                      cell: (service) => service.displayName || idOf(service.serviceTypeName),
                    },
                    {
                      id: 'approval',
                      header: t('view.approval'),
                      cell: (service) =>
                        !service.isTypeApprovable ? (
                          <Muted as="span">{t('view.noApprovalNeeded')}</Muted>
                        ) : undoable.isPending(approvalKey(service)) ? (
                          <Badge $color="light-info">
                            {t(service.isApproved ? 'view.revokePending' : 'view.approvalPending')}
                          </Badge>
                        ) : service.isApproved ? (
                          <Badge $color="light-success">{t('view.approved')}</Badge>
                        ) : (
                          <Badge $color="light-warning">{t('view.awaitingApproval')}</Badge>
                        ),
                    },
                    { id: 'comment', header: t('form.comment'), cell: (service) => service.comment },
                    {
                      id: 'amount',
                      header: t('columns.amount'),
                      align: 'end',
                      cell: (service) => format.money(service.amount),
                    },
                    ...(mayApprove
                      ? [
                          {
                            id: 'actions',
                            header: t('columns.actions'),
                            cell: (service: OrderService) =>
                              service.isTypeApprovable &&
                              (undoable.isPending(approvalKey(service)) ? (
                                <Button
                                  type="button"
                                  $variant="outline"
                                  onClick={() => undoable.undo(approvalKey(service))}
                                  aria-label={t('actions.undoApproval', { service: service.displayName })}
                                >
                                  {t('common:kit.undo')}
                                </Button>
                              ) : (
                                <Button
                                  type="button"
                                  $variant="outline"
                                  onClick={() => setApproval(service, canApproveService(service))}
                                  aria-label={t(
                                    canApproveService(service)
                                      ? 'actions.approveService'
                                      : 'actions.revokeService',
                                    { service: service.displayName },
                                  )}
                                >
                                  {canApproveService(service) ? t('actions.approve') : t('actions.revoke')}
                                </Button>
                              )),
                          },
                        ]
                      : []),
                  ]}
                />
              )}
            </Section>
            <Section title={t('form.discounts')} id="order-discounts">
              {o.discounts.length === 0 ? (
                <Muted>{t('form.noDiscounts')}</Muted>
              ) : (
                <LinesTable
                  label={t('form.discounts')}
                  rows={o.discounts}
                  rowKey={(discount) => discount.name}
                  columns={[
                    {
                      id: 'discount',
                      header: t('view.discount'),
                      cell: (discount) => discount.displayName || idOf(discount.discountTypeName),
                    },
                    {
                      id: 'service',
                      header: t('view.onService'),
                      cell: (discount) =>
                        o.services.find((s) => s.name === discount.serviceName)?.displayName ?? '—',
                    },
                    {
                      id: 'source',
                      header: t('view.source'),
                      cell: (discount) => discount.sourceName || '—',
                    },
                    {
                      id: 'amount',
                      header: t('columns.amount'),
                      align: 'end',
                      cell: (discount) => `−${format.money(discount.amount)}`,
                    },
                  ]}
                />
              )}
            </Section>
            <Tabs
              label={t('view.related')}
              tabs={[
                {
                  id: 'invoices',
                  label: t('view.invoices'),
                  content: () => (
                    <InvoicesList
                      orderName={o.name}
                      title={t('view.invoices')}
                      stateIn="memory"
                      headingLevel={2}
                    />
                  ),
                },
                {
                  id: 'payments',
                  label: t('view.payments'),
                  content: () => (
                    <PaymentsList
                      orderName={o.name}
                      title={t('view.payments')}
                      stateIn="memory"
                      headingLevel={2}
                      createHref={`/orders/${o.id}/payments/-/add`}
                    />
                  ),
                },
              ]}
            />
          </>
        )}
      </DetailView>
      {confirmed.dialog}
    </>
  )
}
