/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field below */
import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'

mockEachTest()

describe('select data', () => {
  it('answers all 100 film-title options without a query', async () => {
    const { status, body } = await call('/api/select/data')
    expect(status).toBe(200)
    expect(body).toHaveLength(100)
    expect(body.map((o: any) => o.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    expect(new Set(body.map((o: any) => o.label)).size).toBe(100)
    for (const o of body) {
      expect(o).toEqual({
        id: expect.any(Number),
        value: expect.stringMatching(/^[a-z0-9-]+$/),
        label: expect.any(String),
      })
    }
  })

  it('answers the options whose label contains the query, case-insensitively', async () => {
    const all: any[] = (await call('/api/select/data')).body
    const { body } = await call('/api/select/data?query=HARBOR')
    expect(body).toEqual(all.filter((o) => o.label.toLowerCase().includes('harbor')))
    expect(body.length).toBeGreaterThan(0)
    expect((await call('/api/select/data?query=zzz')).body).toEqual([])
  })
})
