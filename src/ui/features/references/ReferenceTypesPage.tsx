import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import PlusIcon from 'lucide-react/icons/plus'
import PencilIcon from 'lucide-react/icons/pencil'
import Trash2Icon from 'lucide-react/icons/trash-2'
import PowerIcon from 'lucide-react/icons/power'
import { toast } from 'sonner'
import { queryLocally, type FilterValues, type ListQuery } from '../../../domain/lists'
import { useCan } from '../../session/use-can'
import { Badge } from '../../components/Badge'
import { Button } from '../../components/Button'
import { useConfirmedAction } from '../../kit/actions/use-confirmed-action'
import type { Column } from '../../kit/list/DataTable'
import { filterFields, type FilterDef } from '../../kit/list/FilterBar'
import { ListView } from '../../kit/list/ListView'
import { rowActionsColumn } from '../../kit/list/row-actions'
import { useListController } from '../../kit/list/use-list-controller'
import type { MenuAction } from '../../kit/primitives/Menu'
import { DistributePaidToggle } from './DistributePaidToggle'
import {
  REFERENCE_RESOURCES,
  referenceCalls,
  withActive,
  type ReferenceKind,
  type ReferenceType,
} from './reference-types'
import { shownOnDemand } from '../../kit/shown-on-demand'

/** A reference type's form dialog, its code (the form and schema libraries) loaded when it is first opened. */
const ReferenceTypeFormDialogOnOpen = shownOnDemand(() =>
  import('./ReferenceTypeFormDialog').then(({ ReferenceTypeFormDialog }) => ReferenceTypeFormDialog),
)

interface ReferenceQuery extends ListQuery {
  activeOnly: boolean
}

const yesNo = (t: TFunction, on: boolean) => (on ? t('references:yes') : t('references:no'))

/** The columns of a kind: code, name, the kind's own fields, active. */
function kindColumns(kind: ReferenceKind, t: TFunction): Column<ReferenceType>[] {
  const field = (
    id: string,
    header: string,
    show: (row: ReferenceType) => string,
  ): Column<ReferenceType> => ({
    id,
    header,
    sortable: true,
    cell: (row) => <bdi>{show(row)}</bdi>,
    csv: show,
  })
  const own = (row: ReferenceType, key: string) =>
    String((row as unknown as Record<string, unknown>)[key] ?? '')
  const flag = (row: ReferenceType, key: string) =>
    yesNo(t, (row as unknown as Record<string, boolean>)[key] === true)
  const columns: Column<ReferenceType>[] = [
    { ...field('displayName', t('references:columns.displayName'), (r) => r.displayName), alwaysShown: true },
    field('code', t('references:columns.code'), (r) => r.code),
  ]
  if (kind === 'serviceTypes')
    columns.push(
      field('orderIndex', t('references:columns.orderIndex'), (r) => own(r, 'orderIndex')),
      field('groupDisplayName', t('references:columns.group'), (r) => own(r, 'groupDisplayName')),
      field('isRequired', t('references:columns.required'), (r) => flag(r, 'isRequired')),
      field('isDefault', t('references:columns.default'), (r) => flag(r, 'isDefault')),
      field('isApprovable', t('references:columns.approvable'), (r) => flag(r, 'isApprovable')),
    )
  if (kind === 'invoiceTypes')
    columns.push(
      {
        id: 'logoUrl',
        header: t('references:columns.logo'),
        cell: (r) =>
          own(r, 'logoUrl') ? (
            <img src={own(r, 'logoUrl')} alt={t('references:logoOf', { type: r.displayName })} height={28} />
          ) : (
            '—'
          ),
        csv: (r) => own(r, 'logoUrl'),
      },
      field('documentHeaderComment', t('references:columns.headerComment'), (r) =>
        own(r, 'documentHeaderComment'),
      ),
    )
  if (kind === 'paymentTypes')
    columns.push({
      id: 'distributePaid',
      header: t('references:columns.distributePaid'),
      cell: (r) => <DistributePaidToggle type={r} />,
    })
  columns.push({
    id: 'isActive',
    header: t('references:columns.status'),
    sortable: true,
    cell: (r) =>
      r.isActive ? (
        <Badge $color="light-success">{t('references:active')}</Badge>
      ) : (
        <Badge $color="light-secondary">{t('references:inactive')}</Badge>
      ),
    csv: (r) => (r.isActive ? t('references:active') : t('references:inactive')),
  })
  return columns
}

/**
 * The screen of one kind of reference data (`/payment_types`, `/service_types`, `/discount_types`,
 * `/invoice_types`): the whole list fetched once, searched, sorted and paged in the browser; create and edit in a
 * dialog; activate or deactivate; delete with Undo. Service types keep the server's order (group, index).
 */
export function ReferenceTypesPage({ kind }: { kind: ReferenceKind }) {
  const { t } = useTranslation('references')
  const can = useCan()
  const confirmed = useConfirmedAction()
  const calls = useMemo(() => referenceCalls(kind), [kind])
  const resource = REFERENCE_RESOURCES[kind]
  const [editing, setEditing] = useState<{ type?: ReferenceType } | null>(null)

  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'activeOnly', kind: 'boolean', label: t('filters.activeOnly') }],
    [t],
  )
  const fields = useMemo(() => filterFields(filters), [filters])
  const toQuery = useCallback(
    (query: ListQuery, values: FilterValues): ReferenceQuery => ({
      ...query,
      activeOnly: values.activeOnly === 'true',
    }),
    [],
  )
  const load = useCallback(
    async (query: ReferenceQuery) => {
      const rows = await calls.list()
      return queryLocally(query.activeOnly ? rows.filter((row) => row.isActive) : rows, query, {
        searchTexts: (row) => [
          row.code,
          row.displayName,
          'groupDisplayName' in row ? row.groupDisplayName : '',
        ],
        sortKey: (row, column) => (row as unknown as Record<string, string | number | boolean>)[column],
      })
    },
    [calls],
  )
  const list = useListController({
    id: `references-${kind}`,
    load,
    toQuery,
    filters: fields,
    rowId: (row: ReferenceType) => row.name,
  })

  const mayEdit = can('manage', resource)
  const mayDelete = mayEdit
  const columns = useMemo(() => {
    const actions = (row: ReferenceType): MenuAction[] => {
      const all: MenuAction[] = []
      if (mayEdit) {
        all.push({
          id: 'edit',
          label: t('actions.edit'),
          icon: <PencilIcon aria-hidden="true" />,
          onAction: () => setEditing({ type: row }),
        })
        all.push({
          id: 'toggle',
          label: row.isActive ? t('actions.deactivate') : t('actions.activate'),
          icon: <PowerIcon aria-hidden="true" />,
          onAction: () =>
            void calls.update(row.name, withActive(row, !row.isActive)).then(
              (saved) => {
                toast.success(
                  saved.isActive
                    ? t('done.activated', { type: saved.displayName })
                    : t('done.deactivated', { type: saved.displayName }),
                )
                void list.reload()
              },
              () => toast.error(t('done.notSaved', { type: row.displayName })),
            ),
        })
      }
      if (mayDelete)
        all.push({
          id: 'delete',
          label: t('actions.delete'),
          icon: <Trash2Icon aria-hidden="true" />,
          danger: true,
          onAction: () =>
            confirmed.request({
              title: t('confirm.deleteTitle'),
              message: t('confirm.deleteMessage', { type: row.displayName }),
              confirmLabel: t('actions.delete'),
              tone: 'danger',
              doneMessage: t('done.deleted', { type: row.displayName }),
              perform: () => calls.remove(row.name, row.etag),
              onDone: () => void list.reload(),
            }),
        })
      return all
    }
    const columns = kindColumns(kind, t)
    return mayEdit || mayDelete
      ? [
          ...columns,
          rowActionsColumn({
            header: t('columns.actions'),
            menuLabel: (row) => t('actions.menu', { type: row.displayName }),
            actions,
          }),
        ]
      : columns
  }, [kind, t, mayEdit, mayDelete, calls, confirmed, list])

  return (
    <>
      <ListView
        list={list}
        title={t(`titles.${kind}`)}
        columns={columns}
        empty={t('empty')}
        filters={filters}
        searchLabel={t('search')}
        tools={
          can('add', resource) || mayEdit ? (
            <Button type="button" onClick={() => setEditing({})}>
              <PlusIcon aria-hidden="true" size={16} />
              {t('actions.create')}
            </Button>
          ) : undefined
        }
        rowLabel={(row) => row.displayName}
        exportName={kind}
      />
      {editing !== null && (
        <ReferenceTypeFormDialogOnOpen
          kind={kind}
          isOpen
          onOpenChange={(open) => !open && setEditing(null)}
          type={editing.type}
          onSaved={() => void list.reload()}
        />
      )}
      {confirmed.dialog}
    </>
  )
}

export const PaymentTypesPage = () => <ReferenceTypesPage kind="paymentTypes" />
export const ServiceTypesPage = () => <ReferenceTypesPage kind="serviceTypes" />
export const DiscountTypesPage = () => <ReferenceTypesPage kind="discountTypes" />
export const InvoiceTypesPage = () => <ReferenceTypesPage kind="invoiceTypes" />
