import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Permission } from '../../../../domain/apps/permissions'
import type { ManagedUser, UsersQuery } from '../../../../domain/apps/users'
import { paginate, sortBy } from '../../../../domain/lists'
import { fakePort } from '../../../../testing/fake-port'
import type { PermissionsPort } from '../../../../ports/permissions-port'
import type { UsersPort } from '../../../../ports/users-port'
import { initTestI18n } from '../../../../testing/i18n'
import { renderScreen } from '../../../../testing/render-screen'
import { resetLocalUserChanges } from './local-user-changes'
import PermissionsPage from './PermissionsPage'
import RolesPage from './RolesPage'
import UsersListPage from './UsersListPage'
import UserViewPage from './UserViewPage'

const person = (id: number, fullName: string, over: Partial<ManagedUser> = {}): ManagedUser => ({
  id,
  fullName,
  company: 'Orbit Parts',
  role: 'editor',
  username: fullName.toLowerCase().replace(' ', '.'),
  country: 'Spain',
  contact: '(555) 555-5555',
  email: `${fullName.toLowerCase().replace(' ', '.')}@mail.example`,
  currentPlan: 'basic',
  status: 'active',
  billing: 'Auto Debit',
  avatar: '',
  avatarColor: 'primary',
  ...over,
})

/** A users port over an array, answering as the mock does. */
function memoryUsers(start: ManagedUser[]) {
  let users = start.map((u) => ({ ...u }))
  const listUsers = vi.fn(async (query: UsersQuery) => {
    const found = users.filter(
      (u) =>
        (!query.q || u.fullName.toLowerCase().includes(query.q.toLowerCase())) &&
        (!query.role || u.role === query.role) &&
        (!query.status || u.status === query.status) &&
        (!query.currentPlan || u.currentPlan === query.currentPlan),
    )
    const sorted = sortBy(found, (u) => String(u[query.sortColumn as keyof ManagedUser]), query.sort)
    const page = paginate(sorted, query.page, query.perPage)
    return { ...page, items: page.items.map((u) => ({ ...u })) }
  })
  const port = fakePort<UsersPort>({
    listUsers,
    allUsers: async () => users.map((u) => ({ ...u })),
    getUser: async (id) => ({ ...users.find((u) => u.id === id)! }),
    addUser: vi.fn(async (fields) => {
      const user = person(users.length + 1, fields.fullName, { ...fields })
      users = [...users, user]
      return user
    }),
    deleteUser: async (id) => {
      users = users.filter((u) => u.id !== id)
    },
  })
  return { port, listUsers }
}

const sample = () => [
  person(1, 'Zoe Mercer', {
    role: 'admin',
    status: 'pending',
    currentPlan: 'team',
    orderCount: 8,
    activeOrderCount: 3,
  }),
  person(2, 'Adam Kaplan', { role: 'maintainer', currentPlan: 'enterprise' }),
  person(3, 'Mira Ibarra', { role: 'maintainer', status: 'inactive' }),
]

describe('users app', () => {
  beforeAll(() => initTestI18n())
  beforeEach(() => resetLocalUserChanges())

  it('counts users, lists them by name, filters by role (a role value) and adds a user', async () => {
    const user = userEvent.setup()
    const { port, listUsers } = memoryUsers(sample())
    const { location } = renderScreen(<UsersListPage />, { path: '/apps/user/list', ports: { users: port } })
    const counts = await screen.findByRole('region', { name: 'User counts' })
    await waitFor(() => expect(within(counts).getByText('Total users').nextSibling).toHaveTextContent('3'))
    expect(within(counts).getByText('Pending users').nextSibling).toHaveTextContent('1')
    const table = await screen.findByRole('table', { name: 'Users' })
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Adam Kaplan', 'Mira Ibarra', 'Zoe Mercer']),
    )
    expect(listUsers).toHaveBeenLastCalledWith(
      expect.objectContaining({ sortColumn: 'fullName', sort: 'asc' }),
    )

    await user.selectOptions(screen.getByLabelText('Role'), 'Maintainer (2)')
    expect(location.history?.at(-1)).toBe('/apps/user/list?role=maintainer')
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(2))
    expect(listUsers).toHaveBeenLastCalledWith(
      expect.objectContaining({ role: 'maintainer', currentPlan: undefined }),
    )

    await user.click(screen.getByRole('button', { name: 'Add user' }))
    const panel = await screen.findByRole('dialog', { name: 'Add user' })
    await user.click(within(panel).getByRole('button', { name: 'Add' }))
    expect(await within(panel).findAllByText('Fill this in.')).not.toHaveLength(0)
    await user.type(within(panel).getByLabelText('Full name'), 'Iris Vale')
    await user.type(within(panel).getByLabelText('Username'), 'iris.vale')
    await user.type(within(panel).getByLabelText('Email'), 'iris@')
    await user.type(within(panel).getByLabelText('Company'), 'Vale & Co')
    await user.type(within(panel).getByLabelText('Country'), 'Spain')
    await user.type(within(panel).getByLabelText('Contact'), '+34 600 100 200')
    await user.selectOptions(within(panel).getByLabelText('Role'), 'maintainer')
    await user.selectOptions(within(panel).getByLabelText('Plan'), 'team')
    await user.click(within(panel).getByRole('button', { name: 'Add' }))
    expect(await within(panel).findByText('Enter an e-mail address such as name@example.com.')).toBeVisible()
    await user.type(within(panel).getByLabelText('Email'), 'mail.example')
    await user.click(within(panel).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull())
    expect(port.addUser).toHaveBeenCalledWith({
      fullName: 'Iris Vale',
      username: 'iris.vale',
      email: 'iris@mail.example',
      company: 'Vale & Co',
      country: 'Spain',
      contact: '+34 600 100 200',
      role: 'maintainer',
      currentPlan: 'team',
    })
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Iris Vale' })).toBeVisible())
    await waitFor(() => expect(within(counts).getByText('Total users').nextSibling).toHaveTextContent('4'))
  }, 30_000)

  it('shows a user, suspends them on the page and checks a new password', async () => {
    const user = userEvent.setup()
    const { port } = memoryUsers(sample())
    renderScreen(<UserViewPage params={{ id: '1' }} />, { path: '/apps/user/view/1', ports: { users: port } })
    expect(await screen.findByRole('heading', { name: 'Zoe Mercer', level: 1 })).toBeVisible()
    expect(screen.getByRole('progressbar', { name: '5 of 8 orders finished' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Suspend' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Suspend' }))
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeVisible()
    expect(screen.getByRole('list', { name: 'Activity on this page' })).toHaveTextContent('Suspended')

    await user.click(screen.getByRole('tab', { name: 'Security' }))
    // The form tabs load on demand (issue 31): the field comes once their code has.
    await user.type(await screen.findByLabelText('New password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Use at least 8 characters.')).toBeVisible()
    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'Freight-2026')
    await user.type(screen.getByLabelText('Confirm new password'), 'Freight-2027')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The two passwords differ.')).toBeVisible()
  }, 30_000)

  it('edits a role with select all, kept on the page', async () => {
    const user = userEvent.setup()
    const { port } = memoryUsers(sample())
    renderScreen(<RolesPage />, { path: '/apps/roles', ports: { users: port } })
    const cards = await screen.findByRole('list', { name: 'Roles' })
    const maintainer = within(cards).getByRole('listitem', { name: 'Maintainer' })
    await waitFor(() => expect(maintainer).toHaveTextContent('Users: 2'))
    expect(maintainer).toHaveTextContent('Rights on: 9 of 27')
    await user.click(within(maintainer).getByRole('button', { name: 'Edit role Maintainer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' })
    expect(within(dialog).getByRole('checkbox', { name: 'Select all' })).toHaveProperty('indeterminate', true)
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }))
    expect(within(dialog).getByRole('checkbox', { name: 'Create: Payroll' })).toBeChecked()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Create: Payroll' }))
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(maintainer).toHaveTextContent('Rights on: 26 of 27'))

    await user.click(within(maintainer).getByRole('button', { name: 'Show users with the role Maintainer' }))
    const table = screen.getByRole('table', { name: 'Users with their roles' })
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(2))
  }, 30_000)

  it('adds a permission for the administrator and refuses a name in use', async () => {
    const user = userEvent.setup()
    let permissions: Permission[] = [
      { id: 1, name: 'Management', assignedTo: ['administrator'], createdDate: '14 April 2024, 8:43 PM' },
    ]
    const port = fakePort<PermissionsPort>({
      listPermissions: async () => ({
        items: permissions,
        totalRows: permissions.length,
        totalPages: 1,
        allData: permissions,
      }),
      addPermission: vi.fn(async (name: string) => {
        const added = { id: 2, name, assignedTo: ['administrator'], createdDate: '23 November 2026, 7:00 PM' }
        permissions = [...permissions, added]
        return added
      }),
    })
    renderScreen(<PermissionsPage />, { path: '/apps/permissions', ports: { permissions: port } })
    const table = await screen.findByRole('table', { name: 'Permissions' })
    expect(await within(table).findByText('Management')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Add permission' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add permission' })
    await user.type(within(dialog).getByLabelText('Permission name'), ' management ')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByText('A permission with this name exists.')).toBeVisible()
    await user.clear(within(dialog).getByLabelText('Permission name'))
    await user.type(within(dialog).getByLabelText('Permission name'), 'Audit  logs')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(table).findByText('Audit logs')).toBeVisible()
    expect(port.addPermission).toHaveBeenCalledWith('Audit logs')
    expect(within(table).getAllByText('Administrator')).toHaveLength(2)
  }, 30_000)
})
