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

describe('account settings', () => {
  it('GET /account-setting/data answers general, info, social and notification', async () => {
    const { status, body } = await call('/account-setting/data')
    expect(status).toBe(200)
    expect(Object.keys(body.general).sort()).toEqual(['avatar', 'company', 'email', 'fullName', 'username'])
    expect(Object.keys(body.info).sort()).toEqual(['bio', 'country', 'dob', 'phone', 'website'])
    expect(Object.keys(body.social.socialLinks).sort()).toEqual([
      'facebook',
      'google',
      'instagram',
      'linkedIn',
      'quora',
      'twitter',
    ])
    expect(body.social.connections).toEqual(expect.any(Object))
    expect(Object.keys(body.notification).sort()).toEqual([
      'answerOnForm',
      'blogDigest',
      'commentOnArticle',
      'followMe',
      'newAnnouncements',
      'productUpdates',
    ])
    expect(body.general.avatar).toMatch(/^data:image/)
  })
})
