/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field below */
import type { Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startMock } from '../../index'

// pretender (inside Mirage) replaces window.fetch, which is globalThis.fetch under vitest's jsdom.
let server: Server
beforeEach(() => {
  server = startMock({ apiBaseUrl: 'http://localhost:8080', environment: 'test' })
})
afterEach(() => server.shutdown())

const call = async (path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: any }> => {
  const response = await fetch(path, { method, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

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
