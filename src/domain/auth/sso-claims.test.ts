import { describe, expect, it } from 'vitest'
import { parseSsoConfig, userDataFromClaims } from './sso-claims'

describe('single sign-on claims', () => {
  it('give the role its ability rules and the username from preferred_username', () => {
    expect(
      userDataFromClaims({
        sub: 'admin',
        name: 'Anna Admin',
        preferred_username: 'admin',
        email: 'a@d',
        role: 'admin',
      }),
    ).toEqual({
      id: 'admin',
      fullName: 'Anna Admin',
      avatar: '',
      role: 'admin',
      username: 'admin',
      email: 'a@d',
      ability: [{ action: 'manage', subject: 'all' }],
    })
  })
  it('fall back to the subject, and give an unknown role only the default rules', () => {
    const user = userDataFromClaims({ sub: 'x1' })
    expect([user.username, user.fullName, user.ability]).toEqual([
      'x1',
      'x1',
      [{ action: 'read', subject: 'Auth' }],
    ])
  })
  it('read a configuration only with an authority and a client id', () => {
    expect(parseSsoConfig({ authority: 'http://localhost:8090', client_id: 'app' })).toEqual({
      authority: 'http://localhost:8090',
      clientId: 'app',
      scope: 'openid profile email',
    })
    expect(parseSsoConfig({ authority: 'http://localhost:8090' })).toBeNull()
    expect(parseSsoConfig('nope')).toBeNull()
  })
})
