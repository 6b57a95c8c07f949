/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import type { Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { demoDataKey } from '../domain/demo-data'
import { mockApps } from './apps'
import { startMock } from './index'
import type { MockApp } from './mock-app'
import { deserializeState, loadState, serializeState } from './persistence'
import { call } from '../testing/in-browser-mock'

let server: Server | undefined
const start = () => {
  server?.shutdown()
  server = startMock({
    apiBaseUrl: 'http://localhost:8080',
    environment: 'test',
    storage: window.localStorage,
  })
}
beforeEach(() => window.localStorage.clear())
afterEach(() => {
  server?.shutdown()
  server = undefined
  window.localStorage.clear()
})

describe('the in-browser mock across page loads', () => {
  it('keeps a registered user and a changed password, who can sign in and refresh after a restart', async () => {
    start()
    const registered = await call('/jwt/register', 'POST', {
      email: 'kept@demo.com',
      password: 'kept-secret',
      username: 'kept',
    })
    expect(registered.status).toBe(200)
    const forgot = await call('/jwt/forgot-password', 'POST', { email: 'admin@demo.com' })
    await call('/jwt/reset-password', 'POST', { token: forgot.body.message.token, password: 'admin-new-1' })

    start() // a page load: a new mock over the same storage
    expect(
      (await call('/jwt/login', 'POST', { email: 'kept@demo.com', password: 'kept-secret' })).status,
    ).toBe(200)
    const refreshed = await call('/jwt/refresh-token', 'POST', { refreshToken: registered.body.refreshToken })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.userData.username).toBe('kept')
    expect(
      (await call('/jwt/login', 'POST', { email: 'admin@demo.com', password: 'admin-new-1' })).status,
    ).toBe(200)
    expect((await call('/jwt/login', 'POST', { email: 'admin@demo.com', password: 'admin' })).status).toBe(
      400,
    )
  })

  it('keeps bookmarks, and starts from the seed once the stored data is removed', async () => {
    start()
    const { body } = await call('/api/bookmarks/data')
    const page = body.suggestions.find((p: any) => !p.isBookmarked)
    await call('/api/bookmarks/update', 'POST', { id: page.id })
    start()
    expect((await call('/api/bookmarks/data')).body.bookmarks.map((p: any) => p.id)).toContain(page.id)

    window.localStorage.removeItem(demoDataKey('search'))
    start()
    expect((await call('/api/bookmarks/data')).body.bookmarks.map((p: any) => p.id)).not.toContain(page.id)
  })

  it('keeps nothing when no storage is given (the tests’ default)', async () => {
    server = startMock({ apiBaseUrl: 'http://localhost:8080', environment: 'test' })
    await call('/jwt/register', 'POST', { email: 'gone@demo.com', password: 'x', username: 'gone' })
    expect(window.localStorage.length).toBe(0)
  })

  it('writes every app’s seed so that it reads back the same (Maps and Dates included)', () => {
    for (const app of mockApps as MockApp[]) {
      const state = app.createState()
      expect(deserializeState(serializeState(state)), app.name).toEqual(state)
    }
  })

  it('reads a stored state over the seed, and the seed when the stored text is broken', () => {
    const app: MockApp<{ a: number; added: string[] }> = {
      name: 'probe',
      createState: () => ({ a: 1, added: [] }),
      routes: () => undefined,
    }
    window.localStorage.setItem(demoDataKey('probe'), JSON.stringify({ a: 2 }))
    expect(loadState(app, window.localStorage)).toEqual({ a: 2, added: [] })
    window.localStorage.setItem(demoDataKey('probe'), '{broken')
    expect(loadState(app, window.localStorage)).toEqual({ a: 1, added: [] })
  })
})
