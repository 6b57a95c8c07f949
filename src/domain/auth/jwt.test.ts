import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeJwtPayload, isTokenExpired } from './jwt'

const b64url = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const token = (payload: unknown) =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.sig`

describe('decodeJwtPayload', () => {
  it('decodes the claims, including non-ASCII text', () => {
    expect(decodeJwtPayload(token({ sub: '1', exp: 100, name: 'Անի Ёж' }))).toEqual({
      sub: '1',
      exp: 100,
      name: 'Անի Ёж',
    })
  })

  it.each([
    [''],
    ['abc'],
    ['a.b'],
    ['a.b.c.d'],
    ['x.!!!.y'],
    [`x.${b64url('not json')}.y`],
    [`x.${b64url('[1,2]')}.y`],
    [`x.${b64url('null')}.y`],
    ['x..y'],
  ])('gives null for %j', (garbage) => {
    expect(decodeJwtPayload(garbage)).toBeNull()
  })

  it('gives null for non-strings and never throws', () => {
    expect(decodeJwtPayload(null)).toBeNull()
    expect(decodeJwtPayload(undefined)).toBeNull()
    fc.assert(fc.property(fc.string(), (text) => void decodeJwtPayload(text)))
  })
})

describe('isTokenExpired', () => {
  it('compares exp with now', () => {
    expect(isTokenExpired(token({ exp: 1000 }), 999)).toBe(false)
    expect(isTokenExpired(token({ exp: 1000 }), 1000)).toBe(true)
    expect(isTokenExpired(token({ exp: 1000 }), 2000)).toBe(true)
  })

  it('counts unreadable tokens and missing exp as expired', () => {
    expect(isTokenExpired('garbage', 0)).toBe(true)
    expect(isTokenExpired(null, 0)).toBe(true)
    expect(isTokenExpired(token({ sub: 'x' }), 0)).toBe(true)
    expect(isTokenExpired(token({ exp: '5000' }), 0)).toBe(true)
  })
})
