import { describe, expect, it } from 'vitest'
import { authorizationHeader, STORAGE_KEYS } from './storage-keys'
import { parseStoredUserData } from './user-data'

describe('parseStoredUserData', () => {
  it('reads a stored profile', () => {
    const json = JSON.stringify({
      id: 3,
      fullName: 'C 1001',
      avatar: '/a.png',
      role: 'customer',
      username: 'c1001',
      email: 'c1001@demo.com',
      ability: [{ action: 'read', subject: 'customer-profile' }],
      extras: {},
    })
    expect(parseStoredUserData(json)).toEqual({
      id: 3,
      fullName: 'C 1001',
      avatar: '/a.png',
      role: 'customer',
      username: 'c1001',
      email: 'c1001@demo.com',
      ability: [{ action: 'read', subject: 'customer-profile' }],
    })
  })

  it('fills missing fields and the default rule', () => {
    expect(parseStoredUserData('{"role":"admin"}')).toEqual({
      id: '',
      fullName: '',
      avatar: '',
      role: 'admin',
      username: '',
      email: '',
      ability: [{ action: 'read', subject: 'Auth' }],
    })
  })

  it.each([null, '', '{', '[]', '42', '{"fullName":"x"}'])('gives null for %j', (json) => {
    expect(parseStoredUserData(json)).toBeNull()
  })
})

describe('session keys', () => {
  it('names the storage keys and the bearer header', () => {
    expect(STORAGE_KEYS).toEqual({
      userData: 'userData',
      accessToken: 'accessToken',
      refreshToken: 'refreshToken',
    })
    expect(authorizationHeader('t')).toBe('Bearer t')
    expect(authorizationHeader('')).toBeUndefined()
    expect(authorizationHeader(null)).toBeUndefined()
  })
})
