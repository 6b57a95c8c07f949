import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import PlusIcon from 'lucide-react/icons/plus'
import type { Customer } from '../../../domain/customers'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { useCan } from '../../session/use-can'
import { Button } from '../../components/Button'
import { useFormatters } from '../../i18n/format'
import { useConfirmedAction } from '../../kit/actions/use-confirmed-action'
import type { FilterDef } from '../../kit/list/FilterBar'
import { ListView, type BulkAction } from '../../kit/list/ListView'
import { useListController } from '../../kit/list/use-list-controller'
import { customerColumns } from './customer-columns'
import { CUSTOMER_STATUSES, customersListRoute } from './customer-routes'
import { useCountries } from './use-country-names'
import { CustomerFormDialogOnOpen } from './customer-form-dialog-on-open'

/**
 * Customers (`/customers`) and the Suspended screen (`/suspended`, the same page with the status fixed to
 * suspended): search, company and status filters, CSV export, a new customer in a dialog, delete with Undo.
 */
export default function CustomersListPage() {
  const { t } = useTranslation('customers')
  const [location] = useLocation()
  const suspendedOnly = location.startsWith('/suspended')
  const basePath = suspendedOnly ? '/suspended' : '/customers'
  const format = useFormatters()
  const can = useCan()
  const confirmed = useConfirmedAction()
  const port = resolvePort(PORTS.customers)
  const { countryLabel } = useCountries()
  const [creating, setCreating] = useState(false)

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'companyDisplayName', kind: 'text', label: t('filters.company') },
      ...(suspendedOnly
        ? []
        : [
            {
              key: 'status',
              kind: 'select' as const,
              label: t('filters.status'),
              options: CUSTOMER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
            },
          ]),
    ],
    [t, suspendedOnly],
  )
  const route = useMemo(() => customersListRoute(suspendedOnly), [suspendedOnly])
  const list = useListController({
    ...route,
    rowId: (customer: Customer) => customer.name,
    live: 'customers',
    // Ten columns do not fit a 1440 px screen in Russian or Armenian: these four wait in the column chooser.
    hiddenAtFirst: ['type', 'countryName', 'pendingBalance', 'paymentDueDate'],
  })

  const columns = useMemo(
    () => customerColumns(t, { money: format.money, date: format.date, country: countryLabel, basePath }),
    [t, format.money, format.date, countryLabel, basePath],
  )
  const bulkActions: BulkAction<Customer>[] = can('manage', 'users')
    ? [
        {
          id: 'delete',
          label: t('actions.delete'),
          color: 'danger',
          run: (customers) =>
            confirmed.request({
              title: t('confirm.deleteTitle', { count: customers.length }),
              message: customers.map((c) => `${c.id} · ${c.displayName}`).join(', '),
              confirmLabel: t('actions.delete'),
              tone: 'danger',
              doneMessage: t('done.deleted', { count: customers.length }),
              perform: () => Promise.all(customers.map((c) => port.deleteCustomer(c.name, c.etag))),
              onDone: () => {
                list.setSelected(new Set())
                void list.reload()
              },
            }),
        },
      ]
    : []

  return (
    <>
      <ListView
        list={list}
        title={suspendedOnly ? t('suspendedTitle') : t('title')}
        columns={columns}
        empty={t('empty')}
        filters={filters}
        searchLabel={t('search')}
        tools={
          can('add', 'users') ? (
            <Button type="button" onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden="true" size={16} />
              {t('actions.create')}
            </Button>
          ) : undefined
        }
        rowHref={(customer) => `${basePath}/${customer.id}/view`}
        rowLabel={(customer) => `${customer.id} · ${customer.displayName}`}
        bulkActions={bulkActions.length > 0 ? bulkActions : undefined}
        exportName={suspendedOnly ? 'suspended-customers' : 'customers'}
      />
      {creating && (
        <CustomerFormDialogOnOpen isOpen onOpenChange={setCreating} onSaved={() => void list.reload()} />
      )}
      {confirmed.dialog}
    </>
  )
}
