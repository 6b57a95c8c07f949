import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'
import { authApp } from '.'

mockEachTest(authApp)

const login = (email: string, password: string) => call('/jwt/login', 'POST', { email, password })

describe('password reset', () => {
  it('issues a reset token for an account; the token sets a new password once, and the old one stops working', async () => {
    const forgot = await call('/jwt/forgot-password', 'POST', { email: 'Client@demo.com' })
    expect(forgot.status).toBe(200)
    expect(forgot.body.message).toMatchObject({ purpose: 'reset-password', to: 'client@demo.com' })
    const token = forgot.body.message.token as string
    expect(token).toMatch(/\S{16,}/)

    expect((await call('/jwt/reset-password', 'POST', { token, password: 'short' })).status).toBe(400)
    expect(
      (await call('/jwt/reset-password', 'POST', { token: 'guess', password: 'a-new-secret' })).body,
    ).toEqual({
      error: { token: 'This link is not valid any more. Ask for a new one.' },
    })
    expect((await call('/jwt/reset-password', 'POST', { token, password: 'a-new-secret' })).status).toBe(200)
    expect((await login('client@demo.com', 'a-new-secret')).status).toBe(200)
    expect((await login('client@demo.com', 'client')).status).toBe(400)
    expect((await call('/jwt/reset-password', 'POST', { token, password: 'another-one' })).status).toBe(400)
  })

  it('records nothing for an address with no account, and says so', async () => {
    const forgot = await call('/jwt/forgot-password', 'POST', { email: 'nobody@demo.com' })
    expect(forgot).toEqual({ status: 200, body: { message: null } })
  })
})

describe('two-step codes', () => {
  it('accepts the code it sent, once, and refuses any other; a resent code replaces the first', async () => {
    const first = (await call('/jwt/two-steps/send', 'POST', { email: 'admin@demo.com' })).body.message
    expect(first.code).toMatch(/^\d{6}$/)
    const wrong = first.code === '000000' ? '111111' : '000000'
    expect(
      (await call('/jwt/two-steps/verify', 'POST', { email: 'admin@demo.com', code: wrong })).status,
    ).toBe(400)
    const second = (await call('/jwt/two-steps/send', 'POST', { email: 'admin@demo.com' })).body.message
    if (second.code !== first.code)
      expect(
        (await call('/jwt/two-steps/verify', 'POST', { email: 'admin@demo.com', code: first.code })).status,
      ).toBe(400)
    expect(
      (await call('/jwt/two-steps/verify', 'POST', { email: 'admin@demo.com', code: second.code })).status,
    ).toBe(200)
    expect(
      (await call('/jwt/two-steps/verify', 'POST', { email: 'admin@demo.com', code: second.code })).status,
    ).toBe(400)
  })
})

describe('e-mail verification', () => {
  it('confirms the address of a token it sent, once', async () => {
    const sent = (await call('/jwt/verify-email/send', 'POST', { email: 'admin@demo.com' })).body.message
    expect(sent).toMatchObject({ purpose: 'verify-email', to: 'admin@demo.com' })
    expect((await call('/jwt/verify-email/confirm', 'POST', { token: 'guess' })).status).toBe(400)
    expect(await call('/jwt/verify-email/confirm', 'POST', { token: sent.token })).toEqual({
      status: 200,
      body: { email: 'admin@demo.com' },
    })
    expect((await call('/jwt/verify-email/confirm', 'POST', { token: sent.token })).status).toBe(400)
  })
})
