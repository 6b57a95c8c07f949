import { useCallback, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import EyeIcon from 'lucide-react/icons/eye'
import PencilIcon from 'lucide-react/icons/pencil'
import Trash2Icon from 'lucide-react/icons/trash-2'
import {
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  USERS_DEFAULT_SORT,
  usersQueryFrom,
  type ManagedUser,
  type UserStats,
  type UsersQuery,
} from '../../../../domain/apps/users'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { useConfirmedAction } from '../../../kit/actions/use-confirmed-action'
import type { Column } from '../../../kit/list/DataTable'
import { filterFields, type FilterDef } from '../../../kit/list/FilterBar'
import { ListView } from '../../../kit/list/ListView'
import { rowActionsColumn } from '../../../kit/list/row-actions'
import { useListController, type ListController } from '../../../kit/list/use-list-controller'
import { useLocalUser } from './local-user-changes'
import { RoleCell, StatusBadge, UserCell, userHref } from './user-cells'

/** The role, plan and status filters; each option says how many users have it (from all the users). */
type Translate = (key: string, options?: Record<string, unknown>) => string

export function userFilters(t: Translate, stats?: UserStats): FilterDef[] {
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : t('filters.counted', { label, count })
  return [
    {
      key: 'role',
      kind: 'select',
      label: t('fields.role'),
      options: USER_ROLES.map((role) => ({
        value: role,
        label: counted(t(`roles.${role}`), stats?.byRole[role]),
      })),
    },
    {
      key: 'currentPlan',
      kind: 'select',
      label: t('fields.plan'),
      options: USER_PLANS.map((plan) => ({
        value: plan,
        label: counted(t(`plans.${plan}`), stats?.byPlan[plan]),
      })),
    },
    {
      key: 'status',
      kind: 'select',
      label: t('fields.status'),
      options: USER_STATUSES.map((status) => ({
        value: status,
        label: counted(t(`statuses.${status}`), stats?.byStatus[status]),
      })),
    },
  ]
}

const FILTER_FIELDS = filterFields(userFilters((key) => key))

/** The users list's controller: search, role, plan and status filters, sort (fullName ascending) and paging. */
export function useUsersList(id: string, stateIn: 'url' | 'memory' = 'url') {
  const port = resolvePort(PORTS.users)
  const load = useCallback((query: UsersQuery) => port.listUsers(query), [port])
  return useListController({
    id,
    load,
    toQuery: usersQueryFrom,
    filters: FILTER_FIELDS,
    defaults: USERS_DEFAULT_SORT,
    stateIn,
    rowId: (user: ManagedUser) => String(user.id),
  })
}

export interface UsersTableProps {
  list: ListController<ManagedUser>
  title: string
  headingLevel?: 1 | 2
  stats?: UserStats
  tools?: ReactNode
  onEdit: (user: ManagedUser) => void
  /** After a delete went through (reload the counts). */
  onDeleted: () => void
}

/** The users table (kit ListView): user, role, plan, billing, status and a menu to view, edit or delete. */
export function UsersTable({
  list,
  title,
  headingLevel = 1,
  stats,
  tools,
  onEdit,
  onDeleted,
}: UsersTableProps) {
  const { t } = useTranslation('users')
  const port = resolvePort(PORTS.users)
  const { apply } = useLocalUser()
  const confirmed = useConfirmedAction()
  const filters = useMemo(() => userFilters(t as Translate, stats), [t, stats])
  const columns = useMemo<Column<ManagedUser>[]>(
    () => [
      {
        id: 'fullName',
        header: t('columns.user'),
        cell: (user) => <UserCell user={user} />,
        sortable: true,
        alwaysShown: true,
        csv: (user) => `${user.fullName} <${user.email}>`,
      },
      {
        id: 'role',
        header: t('fields.role'),
        cell: (user) => <RoleCell role={user.role} t={t} />,
        sortable: true,
        csv: (user) => user.role,
      },
      {
        id: 'currentPlan',
        header: t('fields.plan'),
        cell: (user) => t(`plans.${user.currentPlan}`, { defaultValue: user.currentPlan }),
        sortable: true,
        csv: (user) => user.currentPlan,
      },
      {
        id: 'billing',
        header: t('fields.billing'),
        cell: (user) => t(`billing.${user.billing}`, { defaultValue: user.billing }),
        sortable: true,
        csv: (user) => user.billing,
      },
      {
        id: 'status',
        header: t('fields.status'),
        cell: (user) => <StatusBadge status={user.status} t={t} />,
        sortable: true,
        csv: (user) => user.status,
      },
      rowActionsColumn<ManagedUser>({
        header: t('columns.actions'),
        menuLabel: (user) => t('actionsFor', { name: user.fullName }),
        actions: (user) => [
          {
            id: 'view',
            label: t('actions.view'),
            icon: <EyeIcon aria-hidden="true" size={15} />,
            href: userHref(user),
          },
          {
            id: 'edit',
            label: t('actions.edit'),
            icon: <PencilIcon aria-hidden="true" size={15} />,
            onAction: () => onEdit(user),
          },
          {
            id: 'delete',
            label: t('actions.delete'),
            icon: <Trash2Icon aria-hidden="true" size={15} />,
            danger: true,
            onAction: () =>
              confirmed.request({
                title: t('delete.title'),
                message: t('delete.message', { name: user.fullName }),
                confirmLabel: t('actions.delete'),
                doneMessage: t('delete.done', { name: user.fullName }),
                perform: () => port.deleteUser(user.id),
                onDone: () => {
                  void list.reload()
                  onDeleted()
                },
              }),
          },
        ],
      }),
    ],
    [t, port, confirmed, list, onEdit, onDeleted],
  )
  const rows = useMemo(() => list.rows.map(apply), [list.rows, apply])
  const shown = { ...list, rows }
  return (
    <>
      <ListView<ManagedUser>
        list={shown}
        title={title}
        headingLevel={headingLevel}
        columns={columns}
        filters={filters}
        searchLabel={t('search')}
        empty={t('empty')}
        rowHref={userHref}
        rowLabel={(user) => user.fullName}
        exportName="users"
        tools={tools}
      />
      {confirmed.dialog}
    </>
  )
}
