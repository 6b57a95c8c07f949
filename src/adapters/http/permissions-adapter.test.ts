import { describe, expect, it } from 'vitest'
import { fakeHttp, json } from './test-http'
import { createPermissionsAdapter } from './permissions-adapter'

const management = {
  id: 1,
  name: 'Management',
  assignedTo: ['administrator'],
  createdDate: '14 April 2024, 8:43 PM',
}

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return {
    fetch,
    permissions: createPermissionsAdapter(options),
  }
}

describe('permissions adapter', () => {
  it('lists a page with the role filter and keeps every permission', async () => {
    const { fetch, permissions } = harness(() =>
      json({ params: {}, allData: [management], total: 11, permissions: [management] }),
    )
    await expect(
      permissions.listPermissions({ q: 'man', assignedTo: 'manager', page: 2, perPage: 10 }),
    ).resolves.toEqual({ items: [management], totalRows: 11, totalPages: 2, allData: [management] })
    await permissions.listPermissions({ q: '', page: 1, perPage: 25 })
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/apps/permissions/data?q=man&assignedTo=manager&page=2&perPage=10',
      '/apps/permissions/data?page=1&perPage=25',
    ])
  })

  it('adds under permission.name, renames by id, deletes by id', async () => {
    const { fetch, permissions } = harness(() => json({ permission: management }, 201))
    await expect(permissions.addPermission('Audit')).resolves.toEqual(management)
    await expect(permissions.renamePermission(1, 'Manage')).resolves.toEqual(management)
    await permissions.deletePermission(1)
    expect(fetch.mock.calls.map(([path, init]) => [init?.method, path, init?.body])).toEqual([
      ['POST', '/apps/permissions/add-permission', '{"permission":{"name":"Audit"}}'],
      ['POST', '/apps/permissions/update-permission', '{"id":1,"name":"Manage"}'],
      ['DELETE', '/apps/permissions/delete?id=1', undefined],
    ])
  })

  it('maps the 400 for an empty name to invalid_argument with its message', async () => {
    const { permissions } = harness(() => json({ error: 'A permission name is required' }, 400))
    await expect(permissions.addPermission('')).rejects.toMatchObject({
      code: 'invalid_argument',
      message: 'A permission name is required',
    })
  })
})
