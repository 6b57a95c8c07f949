/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field below */
import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'

mockEachTest()

const TABLE: [string, string[]][] = [
  ['Management', ['administrator']],
  ['Manage Billing & Roles', ['administrator']],
  ['Add & Remove Users', ['administrator', 'manager']],
  ['Project Planning', ['administrator', 'user', 'support']],
  ['Manage Email Sequences', ['administrator', 'user', 'support']],
  ['Client Communication', ['administrator', 'manager']],
  ['Only View', ['administrator', 'restricted-user']],
  ['Financial Management', ['administrator', 'manager']],
  ["Manage Others' Tasks", ['administrator', 'support']],
]

describe('permissions', () => {
  it('holds the nine permissions of §6, page 1 of 10 by default, echoing the params', async () => {
    const { status, body } = await call('/apps/permissions/data')
    expect(status).toBe(200)
    expect(body.allData.map((p: any) => [p.name, p.assignedTo])).toEqual(TABLE)
    expect(body.total).toBe(9)
    expect(body.permissions).toHaveLength(9)
    expect(body.params).toEqual({})
    for (const p of body.allData)
      expect(p.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} (AM|PM)$/)
  })

  it('paginates with perPage and page', async () => {
    const { body } = await call('/apps/permissions/data?perPage=4&page=3')
    expect(body.permissions.map((p: any) => p.id)).toEqual([9])
    expect(body.params).toEqual({ perPage: '4', page: '3' })
    expect(body.total).toBe(9)
  })

  it('searches name or createdDate, optionally limited to a role', async () => {
    expect((await call('/apps/permissions/data?q=manage')).body.permissions.map((p: any) => p.id)).toEqual([
      1, 2, 5, 8, 9,
    ])
    expect((await call('/apps/permissions/data?q=october')).body.permissions.map((p: any) => p.id)).toEqual([
      3, 4,
    ])
    expect(
      (await call('/apps/permissions/data?assignedTo=manager')).body.permissions.map((p: any) => p.id),
    ).toEqual([3, 6, 8])
    const both = (await call('/apps/permissions/data?q=manage&assignedTo=support')).body
    expect(both.permissions.map((p: any) => p.id)).toEqual([5, 9])
    expect(both.total).toBe(2)
    expect(both.allData).toHaveLength(9)
  })

  it('adds a permission for administrator only with the last id plus 1 (201)', async () => {
    const { status, body } = await call('/apps/permissions/add-permission', 'POST', {
      permission: { name: 'Audit Logs' },
    })
    expect(status).toBe(201)
    expect(body.permission).toMatchObject({ id: 10, name: 'Audit Logs', assignedTo: ['administrator'] })
    expect(body.permission.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} (AM|PM)$/)
    expect(
      (await call('/apps/permissions/add-permission', 'POST', { name: 'Export' })).body.permission.id,
    ).toBe(11)
    expect((await call('/apps/permissions/data')).body.total).toBe(11)
    expect((await call('/apps/permissions/add-permission', 'POST', {})).status).toBe(400)
  })

  it('renames a permission (201), 404 when unknown', async () => {
    const { status, body } = await call('/apps/permissions/update-permission', 'POST', {
      id: 7,
      name: 'Read Only',
    })
    expect(status).toBe(201)
    expect(body.permission).toMatchObject({
      id: 7,
      name: 'Read Only',
      assignedTo: ['administrator', 'restricted-user'],
    })
    expect((await call('/apps/permissions/data?q=read only')).body.total).toBe(1)
    expect((await call('/apps/permissions/update-permission', 'POST', { id: 99, name: 'x' })).status).toBe(
      404,
    )
  })

  it('deletes a permission (200), 404 when unknown', async () => {
    expect((await call('/apps/permissions/delete?id=2', 'DELETE')).status).toBe(200)
    const { body } = await call('/apps/permissions/data')
    expect(body.total).toBe(8)
    expect(body.allData.map((p: any) => p.id)).not.toContain(2)
    expect((await call('/apps/permissions/delete?id=2', 'DELETE')).status).toBe(404)
  })
})
