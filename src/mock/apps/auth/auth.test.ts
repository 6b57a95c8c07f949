/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field below */
import { jwtVerify } from 'jose'
import type { Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_LIFETIME_SECONDS } from '../../../domain/auth/dev-jwt'
import { startMock } from '../../index'
import { tokenSigner } from './tokens'

// Mirage's pretender replaces `window.fetch` (which is `globalThis.fetch` under vitest's jsdom) with its
// own XMLHttpRequest-based fetch when the server starts, so a plain `fetch` after startMock is intercepted.
// Relative URLs resolve against jsdom's location (http://localhost:3000), which Mirage's routes match.
let server: Server
beforeEach(() => {
  server = startMock({ apiBaseUrl: 'http://localhost:8080', environment: 'test' })
})
afterEach(() => {
  server.shutdown()
  vi.restoreAllMocks()
})

const post = async (path: string, body: unknown) => {
  const response = await fetch(path, { method: 'POST', body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

const key = new TextEncoder().encode(__MOCK_JWT_SECRET__)

describe('POST /jwt/login', () => {
  it.each([
    ['admin@demo.com', 'admin', 'admin', 'admin', [{ action: 'manage', subject: 'all' }]],
    [
      'client@demo.com',
      'client',
      'client',
      'client',
      [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
    ],
    [
      'c1001@demo.com',
      'customer',
      'customer',
      'c1001',
      [
        { action: 'read', subject: 'customer-profile' },
        { action: 'read', subject: 'Auth' },
      ],
    ],
  ])('signs in %s', async (email, password, role, username, ability) => {
    const { status, body } = await post('/jwt/login', { email, password })
    expect(status).toBe(200)
    expect(body.userData).toMatchObject({ email, role, username, ability })
    expect(Object.keys(body.userData).sort()).toEqual(
      ['ability', 'avatar', 'email', 'extras', 'fullName', 'id', 'role', 'username'].sort(),
    )
    expect(body.userData).not.toHaveProperty('password')
    expect(body.userData.extras).toEqual({ eCommerceCartItemsCount: expect.any(Number) })
    expect(body.userData.avatar).toMatch(/^data:image\/svg\+xml/)
    expect(typeof body.accessToken).toBe('string')
    expect(typeof body.refreshToken).toBe('string')
  })

  it('issues HS256 tokens carrying the session claims and living 10 minutes', async () => {
    const { body } = await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })
    for (const token of [body.accessToken as string, body.refreshToken as string]) {
      const { payload, protectedHeader } = await jwtVerify(token, key)
      expect(protectedHeader.alg).toBe('HS256')
      expect(payload).toMatchObject({
        sub: String(body.userData.id),
        email: 'admin@demo.com',
        role: 'admin',
        username: 'admin',
      })
      expect(payload.exp! - payload.iat!).toBe(600)
      expect(TOKEN_LIFETIME_SECONDS).toBe(600)
    }
  })

  it('gives the admin a full name', async () => {
    const { body } = await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })
    expect(body.userData.fullName).toBe('Anna Admin')
  })

  it.each([
    ['wrong password', { email: 'admin@demo.com', password: 'nope' }],
    ['unknown e-mail', { email: 'nobody@demo.com', password: 'admin' }],
    ['empty body', {}],
  ])('refuses a %s with 400', async (_case, credentials) => {
    const { status, body } = await post('/jwt/login', credentials)
    expect(status).toBe(400)
    expect(body).toEqual({ error: { email: 'Email or Password is Invalid' } })
  })

  it('answers 500 Something went wrong when signing fails', async () => {
    vi.spyOn(tokenSigner, 'sign').mockRejectedValue(new Error('no key'))
    const { status, body } = await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })
    expect(status).toBe(500)
    expect(body).toEqual({ error: 'Something went wrong' })
  })
})

describe('POST /jwt/register', () => {
  it('registers a new admin with manage-all ability, id last + 1, who can then sign in', async () => {
    const { status, body } = await post('/jwt/register', {
      email: 'new@demo.com',
      password: 'secret1',
      username: 'newbie',
    })
    expect(status).toBe(200)
    expect(body.user).toMatchObject({
      id: 6,
      email: 'new@demo.com',
      username: 'newbie',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 0 },
    })
    expect(body.user).not.toHaveProperty('password')
    const { payload } = await jwtVerify(body.accessToken as string, key)
    expect(payload).toMatchObject({ sub: '6', role: 'admin', username: 'newbie' })

    const login = await post('/jwt/login', { email: 'new@demo.com', password: 'secret1' })
    expect(login.status).toBe(200)
    expect(login.body.userData.id).toBe(6)
  })

  it('reports both conflicts with status 200', async () => {
    const { status, body } = await post('/jwt/register', {
      email: 'admin@demo.com',
      password: 'x',
      username: 'client',
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      error: { email: 'This email is already in use.', username: 'This username is already in use.' },
    })
  })

  it('reports only the e-mail conflict', async () => {
    const { body } = await post('/jwt/register', {
      email: 'client@demo.com',
      password: 'x',
      username: 'fresh',
    })
    expect(body).toEqual({ error: { email: 'This email is already in use.' } })
  })

  it('reports only the username conflict', async () => {
    const { body } = await post('/jwt/register', {
      email: 'fresh@demo.com',
      password: 'x',
      username: 'admin',
    })
    expect(body).toEqual({ error: { username: 'This username is already in use.' } })
  })

  it('answers 500 and keeps no user when signing fails', async () => {
    vi.spyOn(tokenSigner, 'sign').mockRejectedValue(new Error('no key'))
    const failed = await post('/jwt/register', { email: 'x@demo.com', password: 'x', username: 'x' })
    expect(failed).toEqual({ status: 500, body: { error: 'Something went wrong' } })
    vi.restoreAllMocks()
    const retry = await post('/jwt/register', { email: 'x@demo.com', password: 'x', username: 'x' })
    expect(retry.body.user.id).toBe(6)
  })
})

describe('POST /jwt/refresh-token', () => {
  it('exchanges a refresh token for fresh user data and tokens', async () => {
    const login = await post('/jwt/login', { email: 'client@demo.com', password: 'client' })
    const { status, body } = await post('/jwt/refresh-token', { refreshToken: login.body.refreshToken })
    expect(status).toBe(200)
    expect(body.userData).toEqual(login.body.userData)
    const { payload } = await jwtVerify(body.accessToken as string, key)
    expect(payload).toMatchObject({ sub: '2', role: 'client' })
    await expect(jwtVerify(body.refreshToken as string, key)).resolves.toBeTruthy()
  })

  it.each([
    ['garbage', 'not-a-jwt'],
    ['missing', undefined],
  ])('refuses a %s token with 401', async (_case, refreshToken) => {
    const { status, body } = await post('/jwt/refresh-token', { refreshToken })
    expect(status).toBe(401)
    expect(body).toEqual({ error: 'Invalid refresh token' })
  })

  it('refuses an access token used as a refresh token', async () => {
    const login = await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })
    const { status } = await post('/jwt/refresh-token', { refreshToken: login.body.accessToken })
    expect(status).toBe(401)
  })

  it('refuses a token signed with another secret', async () => {
    const login = await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })
    const [header, payload] = (login.body.refreshToken as string).split('.')
    const { status } = await post('/jwt/refresh-token', { refreshToken: `${header}.${payload}.AAAA` })
    expect(status).toBe(401)
  })

  it('answers 500 when signing fails', async () => {
    const login = await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })
    vi.spyOn(tokenSigner, 'sign').mockRejectedValue(new Error('no key'))
    const { status, body } = await post('/jwt/refresh-token', { refreshToken: login.body.refreshToken })
    expect(status).toBe(500)
    expect(body).toEqual({ error: 'Something went wrong' })
  })
})

describe('POST /jwt/logout', () => {
  it('answers 200', async () => {
    const response = await fetch('/jwt/logout', { method: 'POST' })
    expect(response.status).toBe(200)
  })
})
