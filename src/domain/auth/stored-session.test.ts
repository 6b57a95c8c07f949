import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkStoredSession } from './stored-session'

const b64url = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const token = (payload: unknown) =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.sig`

const access = token({ sub: '1', iat: 100, exp: 700 })
const refresh = token({ sub: '1', iat: 100, exp: 700, token_use: 'refresh' })
const admin = JSON.stringify({ id: 1, role: 'admin', username: 'admin', fullName: 'Admin', ability: [] })

describe('checkStoredSession', () => {
  it('is none when nothing is stored', () => {
    expect(checkStoredSession({ userData: null, accessToken: null, refreshToken: null })).toEqual({
      kind: 'none',
    })
  })

  it('answers the user and tokens of a usable session, even one whose token has run out', () => {
    const check = checkStoredSession({ userData: admin, accessToken: access, refreshToken: refresh })
    expect(check).toMatchObject({ kind: 'signed-in', accessToken: access, refreshToken: refresh })
    expect(check.kind === 'signed-in' && check.userData.role).toBe('admin')
    // Single sign-on keeps no refresh token.
    expect(checkStoredSession({ userData: admin, accessToken: access, refreshToken: null }).kind).toBe(
      'signed-in',
    )
  })

  it.each([
    ['without a role', JSON.stringify({ username: 'admin' })],
    ['without a username', JSON.stringify({ role: 'customer' })],
    ['with a blank username', JSON.stringify({ role: 'admin', username: '  ' })],
    ['that is not JSON', '{role: admin'],
    ['that is not an object', '42'],
  ])('is broken for user data %s', (_case, userData) => {
    expect(checkStoredSession({ userData, accessToken: access, refreshToken: refresh })).toEqual({
      kind: 'broken',
      problem: 'user-data',
    })
  })

  it.each([
    ['missing', null],
    ['undecodable', 'not-a-jwt'],
    ['without exp', token({ sub: '1' })],
    ['with a text exp', token({ sub: '1', exp: '700' })],
  ])('is broken for an access token %s', (_case, accessToken) => {
    expect(checkStoredSession({ userData: admin, accessToken, refreshToken: refresh })).toEqual({
      kind: 'broken',
      problem: 'token',
    })
  })

  it('is broken for tokens left without user data', () => {
    expect(checkStoredSession({ userData: null, accessToken: access, refreshToken: null }).kind).toBe(
      'broken',
    )
    expect(checkStoredSession({ userData: null, accessToken: null, refreshToken: refresh }).kind).toBe(
      'broken',
    )
  })

  it('never throws, whatever is stored', () => {
    const value = fc.option(fc.oneof(fc.string(), fc.json()), { nil: null })
    fc.assert(
      fc.property(value, value, value, (userData, accessToken, refreshToken) => {
        expect(['none', 'signed-in', 'broken']).toContain(
          checkStoredSession({ userData, accessToken, refreshToken }).kind,
        )
      }),
    )
  })
})
