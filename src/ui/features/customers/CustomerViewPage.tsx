import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { toast } from 'sonner'
import {
  CUSTOMER_STATUS_ACTIVE,
  CUSTOMER_STATUS_SUSPENDED,
  isSuspended,
  type Customer,
} from '../../../domain/customers'
import { PORTS } from '../../../ports/tokens'
import type { ScreenProps } from '../../kit/lazy-screen'
import { resolvePort } from '../../runtime/use-port'
import { useCan } from '../../session/use-can'
import { useFormatters } from '../../i18n/format'
import { useConfirmedAction } from '../../kit/actions/use-confirmed-action'
import { DetailFields, DetailView, Section, type DetailAction } from '../../kit/detail/DetailView'
import { useRecordController } from '../../kit/detail/use-detail-controller'
import { CUSTOMER_RECORD } from './customer-routes'
import { Tabs } from '../../kit/primitives/Tabs'
import { InvoicesList } from '../invoices'
import { OrdersList } from '../orders'
import { PaymentsList } from '../payments'
import { CustomerStatusBadge, PaymentStatusBadge } from './customer-badges'
import { CustomerFormDialogOnOpen } from './customer-form-dialog-on-open'
import { CustomerTotalsSection } from './CustomerTotalsSection'
import { useBuyers } from './use-buyers'
import { useCountries } from './use-country-names'

/** Codes, contacts and dates read left to right, also on a right-to-left page. */
const ltr = (text: string) => (text ? <bdi dir="ltr">{text}</bdi> : '')

/**
 * A customer's page (`/customers/:id/view`, `/suspended/:id/view`; a signed-in customer lands on its own):
 * the profile, the USD totals, then tabs with the customer's orders, archived orders, invoices and payments. Staff may edit,
 * delete, suspend and add payments or invoices; a customer reads its page only.
 */
export default function CustomerViewPage({ params }: ScreenProps) {
  const { t } = useTranslation('customers')
  const { t: tOrders } = useTranslation('orders')
  const [location, navigate] = useLocation()
  const basePath = location.startsWith('/suspended') ? '/suspended' : '/customers'
  const port = resolvePort(PORTS.customers)
  const controller = useRecordController(CUSTOMER_RECORD, params)
  const can = useCan()
  const format = useFormatters()
  const confirmed = useConfirmedAction()
  const { countryLabel } = useCountries()
  const buyers = useBuyers()
  const [editing, setEditing] = useState(false)
  const canManage = can('manage', 'users')

  const setStatus = async (customer: Customer, status: string) => {
    try {
      await port.updateCustomer(customer.name, { ...customer, status })
      toast.success(status === CUSTOMER_STATUS_SUSPENDED ? t('done.suspended') : t('done.unsuspended'))
      await controller.reload()
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unknown'
      toast.error(t(`common:errors.${code}`, { defaultValue: t('common:errors.unknown') }))
    }
  }

  const actions = (customer: Customer): DetailAction[] => [
    { id: 'edit', label: t('actions.edit'), onPress: () => setEditing(true), allowed: canManage },
    isSuspended(customer)
      ? {
          id: 'unsuspend',
          label: t('actions.unsuspend'),
          color: 'success',
          onPress: () => void setStatus(customer, CUSTOMER_STATUS_ACTIVE),
          allowed: canManage,
        }
      : {
          id: 'suspend',
          label: t('actions.suspend'),
          color: 'warning',
          onPress: () => void setStatus(customer, CUSTOMER_STATUS_SUSPENDED),
          allowed: canManage,
        },
    {
      id: 'addPayment',
      label: t('actions.addPayment'),
      href: `/customers/${customer.id}/payments/-/add`,
      allowed: can('add', 'payments'),
    },
    {
      id: 'addInvoice',
      label: t('actions.addInvoice'),
      href: `/customers/${customer.id}/invoices/-/add`,
      allowed: can('add', 'invoices'),
    },
    {
      id: 'delete',
      label: t('actions.delete'),
      color: 'danger',
      allowed: canManage,
      onPress: () =>
        confirmed.request({
          title: t('confirm.deleteTitle', { count: 1 }),
          message: `${customer.id} · ${customer.displayName}`,
          confirmLabel: t('actions.delete'),
          tone: 'danger',
          doneMessage: t('done.deleted', { count: 1 }),
          perform: () => port.deleteCustomer(customer.name, customer.etag),
          onDone: () => navigate(basePath),
        }),
    },
  ]

  const buyerLabel = (buyer: string) => buyers.find((b) => b.name === buyer)?.displayName ?? buyer

  return (
    <>
      <DetailView
        controller={controller}
        backHref={basePath}
        title={(c) => `${c.id} · ${c.displayName}`}
        activity={(c) => c}
        badges={(c) => (
          <>
            <CustomerStatusBadge status={c.status} />
            <PaymentStatusBadge status={c.paymentStatus} />
          </>
        )}
        actions={actions}
      >
        {(c) => (
          <>
            <Section id="customer-profile" title={t('profileTitle')}>
              <DetailFields
                items={[
                  { label: t('fields.firstName'), value: c.firstName },
                  { label: t('fields.middleName'), value: c.middleName },
                  { label: t('fields.lastName'), value: c.lastName },
                  {
                    label: t('fields.type'),
                    value: t(`types.${c.type.trim().toLowerCase()}`, { defaultValue: c.type }),
                  },
                  { label: t('fields.company'), value: c.companyDisplayName },
                  { label: t('fields.country'), value: countryLabel(c.countryName) },
                  { label: t('fields.email'), value: ltr(c.email) },
                  { label: t('fields.phone'), value: ltr(c.phone) },
                  { label: t('fields.externalId'), value: ltr(c.externalId) },
                  {
                    label: t('fields.paymentDueDate'),
                    value: c.paymentDueDate ? ltr(format.date(c.paymentDueDate)) : '',
                  },
                  {
                    label: t('fields.orders'),
                    // Counted by the rule the tabs below list by (archived or not), so the figures agree.
                    value: (
                      <bdi>
                        {t('orderCountsByList', {
                          all: c.orderCount,
                          current: c.orderCount - c.archivedOrderCount,
                          active: c.activeOrderCount,
                          archived: c.archivedOrderCount,
                        })}
                      </bdi>
                    ),
                  },
                  { label: t('fields.buyers'), value: c.buyers.map(buyerLabel).join(', ') },
                ]}
              />
            </Section>
            <CustomerTotalsSection totals={c} />
            <Tabs
              label={t('tabsLabel')}
              tabs={[
                {
                  id: 'orders',
                  label: t('tabs.orders'),
                  content: () => (
                    <OrdersList
                      archive={false}
                      customerName={c.name}
                      title={tOrders('title')}
                      stateIn="memory"
                      headingLevel={2}
                    />
                  ),
                },
                {
                  id: 'archivedOrders',
                  label: t('tabs.archivedOrders'),
                  content: () => (
                    <OrdersList
                      archive
                      customerName={c.name}
                      title={t('tabs.archivedOrders')}
                      stateIn="memory"
                      headingLevel={2}
                    />
                  ),
                },
                {
                  id: 'invoices',
                  label: t('tabs.invoices'),
                  content: () => (
                    <InvoicesList
                      customerName={c.name}
                      title={t('tabs.invoices')}
                      stateIn="memory"
                      headingLevel={2}
                    />
                  ),
                },
                {
                  id: 'payments',
                  label: t('tabs.payments'),
                  content: () => (
                    <PaymentsList
                      customerName={c.name}
                      title={t('tabs.payments')}
                      stateIn="memory"
                      headingLevel={2}
                      createHref={`/customers/${c.id}/payments/-/add`}
                    />
                  ),
                },
              ]}
            />
          </>
        )}
      </DetailView>
      {controller.record && editing && (
        <CustomerFormDialogOnOpen
          isOpen
          onOpenChange={setEditing}
          customer={controller.record}
          onSaved={() => void controller.reload()}
        />
      )}
      {confirmed.dialog}
    </>
  )
}
