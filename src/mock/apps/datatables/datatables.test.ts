/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field below */
import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'
import { datatablesApp } from '.'

mockEachTest()

describe('datatables', () => {
  it('GET /api/datatables/initial-data answers the 100 staff records with the §3 fields', async () => {
    const { status, body } = await call('/api/datatables/initial-data')
    expect(status).toBe(200)
    expect(body).toHaveLength(100)
    expect(body.map((s: any) => s.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    for (const s of body) {
      expect(s).toEqual({
        id: expect.any(Number),
        responsive_id: expect.any(String),
        avatar: expect.stringMatching(/^data:image\/svg\+xml/),
        full_name: expect.any(String),
        post: expect.any(String),
        email: expect.stringContaining('@'),
        city: expect.any(String),
        start_date: expect.stringMatching(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d)\/20\d\d$/),
        salary: expect.stringMatching(/^\$\d+\.\d\d$/),
        age: expect.stringMatching(/^\d+$/),
        experience: expect.stringMatching(/^\d+ Years?$/),
        status: expect.any(Number),
      })
      expect(s.status).toBeGreaterThanOrEqual(1)
      expect(s.status).toBeLessThanOrEqual(5)
    }
  })

  it('is deterministic: every start builds the same records', async () => {
    expect(datatablesApp.createState()).toEqual(datatablesApp.createState())
    expect((await call('/api/datatables/initial-data')).body).toEqual(datatablesApp.createState().staff)
  })

  it('GET /api/datatables/data answers page 1 of 10 by default', async () => {
    const { body } = await call('/api/datatables/data')
    expect(body.total).toBe(100)
    expect(body.allData).toHaveLength(100)
    expect(body.invoices.map((s: any) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const page = (await call('/api/datatables/data?perPage=25&page=4')).body
    expect(page.invoices.map((s: any) => s.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 76))
  })

  it.each(['full_name', 'post', 'email', 'age', 'salary', 'start_date'])(
    'searches q in %s',
    async (field) => {
      const all: any[] = (await call('/api/datatables/initial-data')).body
      const needle = String(all[41][field]).slice(0, 6)
      const { body } = await call(`/api/datatables/data?q=${encodeURIComponent(needle)}&perPage=100`)
      const expected = all.filter((s) =>
        ['full_name', 'post', 'email', 'age', 'salary', 'start_date'].some((f) =>
          String(s[f]).toLowerCase().includes(needle.toLowerCase()),
        ),
      )
      expect(body.total).toBe(expected.length)
      expect(body.invoices.map((s: any) => s.id)).toContain(42)
    },
  )

  it('does not search city or experience', async () => {
    const { body } = await call('/api/datatables/data?q=Years')
    expect(body.total).toBe(0)
  })
})
