import { describe, expect, it, vi } from 'vitest'
import { createCallPipeline } from '../pipeline/call-pipeline'
import { memorySessionStorage } from '../../testing/session-fakes'
import { createPermissionsAdapter } from './permissions-adapter'

const management = {
  id: 1,
  name: 'Management',
  assignedTo: ['administrator'],
  createdDate: '14 April 2024, 8:43 PM',
}

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const pipeline = createCallPipeline({
    sessionStorage: memorySessionStorage({}).port,
    session: { refresh: vi.fn() },
    onSignedOut: vi.fn(),
    reload: vi.fn(),
    log: vi.fn(),
  })
  const fetch = vi.fn(async (path: string, init?: RequestInit) => answer(path, init))
  return {
    fetch,
    permissions: createPermissionsAdapter({ pipeline, fetch: () => fetch as typeof globalThis.fetch }),
  }
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

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
