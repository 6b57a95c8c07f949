import { describe, expect, it } from 'vitest'
import { DEFAULT_LIST_QUERY } from '../../lists'
import {
  firstUser,
  initials,
  usersOfRole,
  usersPage,
  usersQueryFrom,
  userStats,
  type ManagedUser,
} from './users'

const user = (id: number, fullName: string, over: Partial<ManagedUser> = {}): ManagedUser => ({
  id,
  fullName,
  company: 'Orbit Parts',
  role: 'editor',
  username: `u${id}`,
  country: 'Spain',
  contact: '',
  email: `u${id}@mail.example`,
  currentPlan: 'basic',
  status: 'active',
  billing: 'Auto Debit',
  avatar: '',
  avatarColor: 'primary',
  ...over,
})

describe('users query', () => {
  const query = { ...DEFAULT_LIST_QUERY, sortColumn: 'fullName', sort: 'asc' as const, search: '  ada ' }
  it('sends each filter only with a value of its own kind: a role is never a plan', () => {
    expect(usersQueryFrom(query, { role: 'maintainer', currentPlan: 'team', status: 'pending' })).toEqual({
      q: 'ada',
      role: 'maintainer',
      currentPlan: 'team',
      status: 'pending',
      page: 1,
      perPage: 10,
      sort: 'asc',
      sortColumn: 'fullName',
    })
    const mixed = usersQueryFrom(query, { role: 'enterprise', currentPlan: 'admin', status: 'gone' })
    expect(mixed.role).toBeUndefined()
    expect(mixed.currentPlan).toBeUndefined()
    expect(mixed.status).toBeUndefined()
  })

  it('keeps the last partial page: 51 users at 10 a page are 6 pages', () => {
    expect(usersPage([], 51, 10).totalPages).toBe(6)
    expect(usersPage([], 50, 10).totalPages).toBe(5)
    expect(usersPage([], 0, 10).totalPages).toBe(0)
    expect(usersPage([user(1, 'A')], 1, 25)).toEqual({ items: [user(1, 'A')], totalRows: 1, totalPages: 1 })
  })
})

describe('user stats', () => {
  it('counts users by status, role and plan', () => {
    const stats = userStats([
      user(1, 'A', { status: 'active', role: 'admin', currentPlan: 'team' }),
      user(2, 'B', { status: 'pending', role: 'admin' }),
      user(3, 'C', { status: 'inactive', role: 'subscriber', currentPlan: 'enterprise' }),
      user(4, 'D', { status: 'active', role: 'unknown', currentPlan: 'odd' }),
    ])
    expect(stats.total).toBe(4)
    expect(stats.byStatus).toEqual({ active: 2, inactive: 1, pending: 1 })
    expect(stats.byRole).toEqual({ admin: 2, author: 0, editor: 0, maintainer: 0, subscriber: 1 })
    expect(stats.byPlan).toEqual({ basic: 1, team: 1, company: 0, enterprise: 1 })
  })

  it('counts nothing in an empty list', () => {
    expect(userStats([]).byStatus).toEqual({ active: 0, inactive: 0, pending: 0 })
  })

  it('picks the users of a role and the first user by name', () => {
    const users = [user(1, 'Zoe', { role: 'admin' }), user(2, 'adam'), user(3, 'Mia', { role: 'admin' })]
    expect(usersOfRole(users, 'admin').map((u) => u.id)).toEqual([1, 3])
    expect(firstUser(users)?.id).toBe(2)
    expect(firstUser([])).toBeUndefined()
  })
})

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Abigail Ashford')).toBe('AA')
    expect(initials('mira van der berg')).toBe('MB')
    expect(initials('Ørjan')).toBe('Ø')
    expect(initials('  ')).toBe('?')
  })
})
