/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field below */
import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'

mockEachTest()

describe('autocomplete data', () => {
  it('answers 100 entries with title, rank and id', async () => {
    const { status, body } = await call('/api/autocomplete/data')
    expect(status).toBe(200)
    expect(body.autoComplete).toHaveLength(100)
    body.autoComplete.forEach((item: any, i: number) =>
      expect(item).toEqual({ title: expect.any(String), rank: i + 1, id: i + 1 }),
    )
    expect(new Set(body.autoComplete.map((x: any) => x.title)).size).toBe(100)
  })
})
