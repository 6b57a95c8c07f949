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

describe('profile', () => {
  it('GET /profile/data answers every section of the profile page', async () => {
    const { status, body } = await call('/profile/data')
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(
      [
        'header',
        'latestPhotos',
        'polls',
        'post',
        'suggestedPages',
        'suggestions',
        'twitterFeeds',
        'userAbout',
      ].sort(),
    )
    for (const post of body.post)
      expect(post).toMatchObject({
        likes: expect.any(String),
        comments: expect.any(Number),
        likedUsers: expect.any(Array),
        detailedComments: expect.any(Array),
      })
    expect(JSON.stringify(body)).not.toMatch(/https?:\/\/[^"]*\.(png|jpe?g|gif|svg)/)
  })
})
