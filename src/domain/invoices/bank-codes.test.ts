import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isValidRoutingNumber, isValidSwift, normalizeRoutingNumber, normalizeSwift } from './bank-codes'

describe('SWIFT/BIC codes', () => {
  it('accepts 8 and 11 character codes, in any case and with spaces around', () => {
    expect(isValidSwift('BOFAUS3N')).toBe(true)
    expect(isValidSwift('CHASUS33XXX')).toBe(true)
    expect(isValidSwift(' tbcbge22 ')).toBe(true)
  })
  it('refuses other lengths, symbols and digits in the bank or country part', () => {
    expect(isValidSwift('BOFAUS3')).toBe(false)
    expect(isValidSwift('BOFAUS3NX')).toBe(false)
    expect(isValidSwift('BOFAUS3NXXXX')).toBe(false)
    expect(isValidSwift('BOFA-S3N')).toBe(false)
    expect(isValidSwift('B0FAUS3N')).toBe(false)
    expect(isValidSwift('')).toBe(false)
  })
  it('stores codes trimmed and upper-case', () => {
    expect(normalizeSwift(' chasus33 ')).toBe('CHASUS33')
  })
  it('never accepts a length other than 8 or 11', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const length = normalizeSwift(text).length
        if (length !== 8 && length !== 11) expect(isValidSwift(text)).toBe(false)
      }),
    )
  })
})

describe('bank routing numbers', () => {
  it('accepts exactly nine digits', () => {
    expect(isValidRoutingNumber('026009593')).toBe(true)
    expect(isValidRoutingNumber(' 021000021 ')).toBe(true)
    expect(normalizeRoutingNumber(' 021000021 ')).toBe('021000021')
  })
  it('refuses fewer or more digits and anything but digits', () => {
    expect(isValidRoutingNumber('02600959')).toBe(false)
    expect(isValidRoutingNumber('0260095930')).toBe(false)
    expect(isValidRoutingNumber('02600959a')).toBe(false)
    expect(isValidRoutingNumber('026 009 593')).toBe(false)
  })
  it('accepts any nine digits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (digits) =>
        isValidRoutingNumber(digits.join('')),
      ),
    )
  })
})
