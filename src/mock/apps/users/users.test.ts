/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field below */
import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'

mockEachTest()

const names = (users: { fullName: string }[]) => users.map((u) => u.fullName)
const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })

describe('users', () => {
  it('GET /api/users/list/all-data answers every user with the §3 fields', async () => {
    const { status, body } = await call('/api/users/list/all-data')
    expect(status).toBe(200)
    expect(body).toHaveLength(50)
    for (const user of body) {
      expect(user).toMatchObject({
        id: expect.any(Number),
        fullName: expect.any(String),
        company: expect.any(String),
        username: expect.any(String),
        country: expect.any(String),
        contact: expect.any(String),
        email: expect.stringContaining('@'),
        avatar: expect.stringMatching(/^data:image\/svg\+xml/),
        avatarColor: expect.any(String),
      })
      expect(['admin', 'author', 'editor', 'maintainer', 'subscriber']).toContain(user.role)
      expect(['basic', 'team', 'company', 'enterprise']).toContain(user.currentPlan)
      expect(['active', 'inactive', 'pending']).toContain(user.status)
      expect(['Auto Debit', 'Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash']).toContain(
        user.billing,
      )
    }
    expect(
      body.some((u: any) => typeof u.orderCount === 'number' && typeof u.activeOrderCount === 'number'),
    ).toBe(true)
  })

  it('lists page 1 of 10 sorted by fullName ascending by default', async () => {
    const all = (await call('/api/users/list/all-data')).body
    const { body } = await call('/api/users/list/data')
    expect(body.total).toBe(50)
    expect(body.users).toHaveLength(10)
    expect(names(body.users)).toEqual(names(all).sort(byText).slice(0, 10))
  })

  it('pages, sorts descending and by another column', async () => {
    const all = (await call('/api/users/list/all-data')).body
    const page2 = (await call('/api/users/list/data?page=2&perPage=5')).body
    expect(names(page2.users)).toEqual(names(all).sort(byText).slice(5, 10))
    const desc = (await call('/api/users/list/data?sort=desc&perPage=50')).body
    expect(names(desc.users)).toEqual(names(all).sort(byText).reverse())
    const byEmail = (await call('/api/users/list/data?sortColumn=email&sort=asc&perPage=50')).body
    const emails = byEmail.users.map((u: any) => u.email)
    expect(emails).toEqual([...emails].sort(byText))
  })

  it('filters by role, status, currentPlan and company, and searches q', async () => {
    const all: any[] = (await call('/api/users/list/all-data')).body
    const sample = all[0]
    const q = `?role=${sample.role}&status=${sample.status}&currentPlan=${sample.currentPlan}&company=${encodeURIComponent(sample.company)}&perPage=50`
    const { body } = await call(`/api/users/list/data${q}`)
    const expected = all.filter(
      (u) =>
        u.role === sample.role &&
        u.status === sample.status &&
        u.currentPlan === sample.currentPlan &&
        u.company === sample.company,
    )
    expect(body.total).toBe(expected.length)
    expect(body.users.map((u: any) => u.id).sort()).toEqual(expected.map((u) => u.id).sort())

    const search = (await call(`/api/users/list/data?q=${sample.username.toUpperCase()}`)).body
    expect(search.users.map((u: any) => u.id)).toContain(sample.id)
    expect((await call('/api/users/list/data?q=zzzz-no-such')).body).toEqual({ total: 0, users: [] })
  })

  it('GET /api/users/user answers one user, 404 for an unknown id', async () => {
    const { body } = await call('/api/users/user?id=7')
    expect(body.id).toBe(7)
    expect((await call('/api/users/user?id=999')).status).toBe(404)
  })

  it('POST /apps/users/add-user gives the new user the last id plus 1', async () => {
    const { status, body } = await call('/apps/users/add-user', 'POST', {
      fullName: 'Iris Vale',
      username: 'iris.vale',
      email: 'iris@mail.example',
      role: 'editor',
      currentPlan: 'team',
      company: 'Vale & Co',
      country: 'Spain',
      contact: '(555) 555-5555',
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({ id: 51, fullName: 'Iris Vale', role: 'editor', status: 'active' })
    expect(body.avatar).toMatch(/^data:image\/svg\+xml/)
    expect((await call('/api/users/user?id=51')).body.fullName).toBe('Iris Vale')
    expect((await call('/apps/users/add-user', 'POST', { user: { fullName: 'Wrapped' } })).body.id).toBe(52)
  })

  it('DELETE /apps/users/delete removes the user, 404 for an unknown id', async () => {
    expect((await call('/apps/users/delete?id=3', 'DELETE')).status).toBe(200)
    expect((await call('/api/users/user?id=3')).status).toBe(404)
    expect((await call('/api/users/list/all-data')).body).toHaveLength(49)
    expect((await call('/apps/users/delete?id=3', 'DELETE')).status).toBe(404)
    // axios' delete(url, { data: id }) sends the id as the body
    expect((await call('/apps/users/delete', 'DELETE', 4)).status).toBe(200)
    expect((await call('/apps/users/delete', 'DELETE', { id: 5 })).status).toBe(200)
    expect((await call('/api/users/list/all-data')).body).toHaveLength(47)
  })

  it('starts from fresh data on every mock start', async () => {
    expect((await call('/api/users/list/all-data')).body).toHaveLength(50)
  })
})
