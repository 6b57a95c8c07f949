import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import PencilIcon from 'lucide-react/icons/pencil'
import PlusIcon from 'lucide-react/icons/plus'
import Trash2Icon from 'lucide-react/icons/trash-2'
import {
  isPermissionRole,
  PERMISSION_ROLES,
  type Permission,
  type PermissionsQuery,
} from '../../../../domain/apps/permissions'
import type { FilterValues, ListQuery } from '../../../../domain/lists'
import type { PermissionsPage as PermissionsPageAnswer } from '../../../../ports/permissions-port'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Badge } from '../../../components/Badge'
import { Button } from '../../../components/Button'
import { useConfirmedAction } from '../../../kit/actions/use-confirmed-action'
import type { Column } from '../../../kit/list/DataTable'
import { filterFields, type FilterDef } from '../../../kit/list/FilterBar'
import { ListView } from '../../../kit/list/ListView'
import { rowActionsColumn } from '../../../kit/list/row-actions'
import { useListController } from '../../../kit/list/use-list-controller'
import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The add and rename dialog of a permission, its code (the form and schema libraries) loaded when first opened. */
const PermissionDialogOnOpen = shownOnDemand(() =>
  import('./PermissionDialog').then(({ PermissionDialog }) => PermissionDialog),
)

const ROLE_COLORS: Record<string, string> = {
  administrator: 'light-primary',
  manager: 'light-warning',
  user: 'light-success',
  support: 'light-info',
  'restricted-user': 'light-danger',
}
const Roles = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`

const toQuery = (query: ListQuery, filters: FilterValues): PermissionsQuery => ({
  q: query.search.trim(),
  assignedTo: isPermissionRole(filters.assignedTo) ? filters.assignedTo : undefined,
  page: query.page,
  perPage: query.perPage,
})

/** /apps/permissions: search, role filter and paging on the mock; add (administrator only), rename, delete. */
export default function PermissionsPage() {
  const { t } = useTranslation('users')
  const port = resolvePort(PORTS.permissions)
  const confirmed = useConfirmedAction()
  const [dialog, setDialog] = useState<{ permission?: Permission } | null>(null)
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        key: 'assignedTo',
        kind: 'select',
        label: t('permissionsPage.role'),
        options: PERMISSION_ROLES.map((role) => ({ value: role, label: t(`permissionRoles.${role}`) })),
      },
    ],
    [t],
  )
  const fields = useMemo(() => filterFields(filters), [filters])
  const load = useCallback((query: PermissionsQuery) => port.listPermissions(query), [port])
  const list = useListController<Permission, PermissionsQuery, Pick<PermissionsPageAnswer, 'allData'>>({
    id: 'permissions',
    load,
    toQuery,
    filters: fields,
    rowId: (p) => String(p.id),
  })
  const columns: Column<Permission>[] = [
    {
      id: 'name',
      header: t('permissionsPage.name'),
      cell: (p) => p.name,
      alwaysShown: true,
      csv: (p) => p.name,
    },
    {
      id: 'assignedTo',
      header: t('permissionsPage.assignedTo'),
      cell: (p) => (
        <Roles>
          {p.assignedTo.map((role) => (
            <Badge key={role} $color={ROLE_COLORS[role] ?? 'light-secondary'}>
              {t(`permissionRoles.${role}`, { defaultValue: role })}
            </Badge>
          ))}
        </Roles>
      ),
      csv: (p) => p.assignedTo.join(' '),
    },
    {
      id: 'createdDate',
      header: t('permissionsPage.created'),
      cell: (p) => <bdi>{p.createdDate}</bdi>,
      csv: (p) => p.createdDate,
    },
    rowActionsColumn<Permission>({
      header: t('columns.actions'),
      menuLabel: (p) => t('actionsFor', { name: p.name }),
      actions: (p) => [
        {
          id: 'edit',
          label: t('permissionsPage.rename'),
          icon: <PencilIcon aria-hidden="true" size={15} />,
          onAction: () => setDialog({ permission: p }),
        },
        {
          id: 'delete',
          label: t('actions.delete'),
          icon: <Trash2Icon aria-hidden="true" size={15} />,
          danger: true,
          onAction: () =>
            confirmed.request({
              title: t('permissionsPage.deleteTitle'),
              message: t('permissionsPage.deleteMessage', { name: p.name }),
              confirmLabel: t('actions.delete'),
              doneMessage: t('permissionsPage.deleted', { name: p.name }),
              perform: () => port.deletePermission(p.id),
              onDone: () => void list.reload(),
            }),
        },
      ],
    }),
  ]
  return (
    <>
      <ListView<Permission>
        list={list}
        title={t('permissionsPage.title')}
        columns={columns}
        filters={filters}
        searchLabel={t('permissionsPage.search')}
        empty={t('permissionsPage.empty')}
        rowLabel={(p) => p.name}
        exportName="permissions"
        tools={
          <Button type="button" onClick={() => setDialog({})}>
            <PlusIcon aria-hidden="true" size={16} />
            {t('permissionsPage.addTitle')}
          </Button>
        }
      />
      {confirmed.dialog}
      {dialog && (
        <PermissionDialogOnOpen
          permission={dialog.permission}
          existing={list.extra.allData ?? []}
          onOpenChange={(open) => !open && setDialog(null)}
          save={(name) =>
            dialog.permission ? port.renamePermission(dialog.permission.id, name) : port.addPermission(name)
          }
          onSaved={(saved) => {
            setDialog(null)
            toast.success(
              t(dialog.permission ? 'permissionsPage.renamed' : 'permissionsPage.added', {
                name: saved.name,
              }),
            )
            void list.reload()
          }}
        />
      )}
    </>
  )
}
