import { describe, expect, it } from 'vitest'
import { fakeHttp, json } from './test-http'
import { createUsersAdapter } from './users-adapter'

const ada = {
  id: 4,
  fullName: 'Ada Kaplan',
  company: 'Orbit Parts',
  role: 'maintainer',
  username: 'ada.kaplan4',
  country: 'Spain',
  contact: '(555) 555-5555',
  email: 'ada@mail.example',
  currentPlan: 'team',
  status: 'active',
  billing: 'Auto Debit',
  avatar: 'data:image/svg+xml,a',
  avatarColor: 'primary',
}

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return { fetch, users: createUsersAdapter(options) }
}

describe('users adapter', () => {
  it('sends the role as a role, leaves out empty filters, and rounds the page count up', async () => {
    const { fetch, users } = harness(() => json({ total: 21, users: [ada] }))
    const page = await users.listUsers({
      q: 'ada',
      role: 'maintainer',
      currentPlan: 'team',
      page: 3,
      perPage: 10,
      sort: 'asc',
      sortColumn: 'fullName',
    })
    expect(page).toEqual({ items: [ada], totalRows: 21, totalPages: 3 })
    await users.listUsers({ q: '', page: 1, perPage: 25, sort: 'desc', sortColumn: 'email' })
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/api/users/list/data?q=ada&role=maintainer&currentPlan=team&sortColumn=fullName&sort=asc&page=3&perPage=10',
      '/api/users/list/data?sortColumn=email&sort=desc&page=1&perPage=25',
    ])
  })

  it('reads all users and one user, adds with the fields, deletes by id', async () => {
    const { fetch, users } = harness((path) => json(path.endsWith('all-data') ? [ada] : ada))
    await expect(users.allUsers()).resolves.toEqual([ada])
    await expect(users.getUser(4)).resolves.toEqual(ada)
    const fields = {
      fullName: 'Ada Kaplan',
      username: 'ada.kaplan4',
      email: 'ada@mail.example',
      company: 'Orbit Parts',
      country: 'Spain',
      contact: '(555) 555-5555',
      role: 'maintainer' as const,
      currentPlan: 'team' as const,
    }
    await users.addUser(fields)
    await users.deleteUser(4)
    expect(fetch.mock.calls.map(([path, init]) => [init?.method, path, init?.body])).toEqual([
      ['GET', '/api/users/list/all-data', undefined],
      ['GET', '/api/users/user?id=4', undefined],
      ['POST', '/apps/users/add-user', JSON.stringify(fields)],
      ['DELETE', '/apps/users/delete?id=4', undefined],
    ])
  })

  it('maps a 404 to not_found', async () => {
    const { users } = harness(() => json({}, 404))
    await expect(users.getUser(99)).rejects.toMatchObject({ code: 'not_found' })
  })
})
