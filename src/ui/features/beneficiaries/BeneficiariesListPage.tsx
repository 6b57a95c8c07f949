import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PlusIcon from 'lucide-react/icons/plus'
import type { InvoicePayee } from '../../../domain/invoices'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { useCan } from '../../session/use-can'
import { Button } from '../../components/Button'
import { useConfirmedAction } from '../../kit/actions/use-confirmed-action'
import { filterFields, type FilterDef } from '../../kit/list/FilterBar'
import { ListView } from '../../kit/list/ListView'
import { useListController } from '../../kit/list/use-list-controller'
import { shownOnDemand } from '../../kit/shown-on-demand'
import { useCountries } from '../customers'
import { beneficiaryColumns } from './beneficiary-columns'
import {
  beneficiaryListRules,
  beneficiaryPage,
  toBeneficiaryQuery,
  type BeneficiaryListQuery,
} from './beneficiary-list-rules'

const RESOURCE = 'invoice_payees'

// The form (and its form, schema and date libraries) loads when the person opens it, not before the list paints.
const BeneficiaryFormDialog = shownOnDemand(() =>
  import('./BeneficiaryFormDialog').then(({ BeneficiaryFormDialog }) => BeneficiaryFormDialog),
)

/**
 * Beneficiaries (`/beneficiaries`, invoice payees): ListInvoicePayees answers the whole list, so each load
 * fetches it once and searches, sorts and pages it in the browser. Active-only filter, CSV export, a new or
 * edited payee in a dialog, delete with Undo.
 */
export default function BeneficiariesListPage() {
  const { t } = useTranslation('beneficiaries')
  const can = useCan()
  const confirmed = useConfirmedAction()
  const port = resolvePort(PORTS.invoicePayees)
  const { countries, countryLabel } = useCountries()
  const [editing, setEditing] = useState<{ payee?: InvoicePayee } | null>(null)

  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'activeOnly', kind: 'boolean', label: t('filters.activeOnly') }],
    [t],
  )
  const fields = useMemo(() => filterFields(filters), [filters])
  const rules = useMemo(() => beneficiaryListRules(countryLabel), [countryLabel])
  const load = useCallback(
    async (query: BeneficiaryListQuery) => beneficiaryPage(await port.listInvoicePayees(), query, rules),
    [port, rules],
  )
  const list = useListController({
    id: 'beneficiaries',
    load,
    toQuery: toBeneficiaryQuery,
    filters: fields,
    defaults: { sortColumn: 'displayName', sort: 'asc' },
    rowId: (payee: InvoicePayee) => payee.name,
  })

  const mayEdit = can('manage', RESOURCE)
  const columns = useMemo(
    () =>
      beneficiaryColumns(t, {
        country: countryLabel,
        onEdit: mayEdit ? (payee) => setEditing({ payee }) : undefined,
        onDelete: mayEdit
          ? (payee) =>
              confirmed.request({
                title: t('confirm.deleteTitle'),
                message: t('confirm.deleteMessage', { payee: payee.displayName }),
                confirmLabel: t('actions.delete'),
                tone: 'danger',
                doneMessage: t('done.deleted', { payee: payee.displayName }),
                perform: () => port.deleteInvoicePayee(payee.name, payee.etag),
                onDone: () => void list.reload(),
              })
          : undefined,
      }),
    [t, countryLabel, mayEdit, confirmed, port, list],
  )

  return (
    <>
      <ListView
        list={list}
        title={t('title')}
        columns={columns}
        empty={t('empty')}
        filters={filters}
        searchLabel={t('search')}
        tools={
          can('add', RESOURCE) ? (
            <Button type="button" onClick={() => setEditing({})}>
              <PlusIcon aria-hidden="true" size={16} />
              {t('actions.create')}
            </Button>
          ) : undefined
        }
        rowLabel={(payee) => payee.displayName}
        exportName="beneficiaries"
      />
      {editing !== null && (
        <BeneficiaryFormDialog
          isOpen
          onOpenChange={(open) => !open && setEditing(null)}
          payee={editing.payee}
          countries={countries}
          onSaved={() => void list.reload()}
        />
      )}
      {confirmed.dialog}
    </>
  )
}
