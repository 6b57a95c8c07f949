import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseMoneyInput } from './parse-money-input'
import { sanitizeMoneyText } from './money-text'

describe('sanitizeMoneyText', () => {
  it.each([
    ['12,5', '12.5'],
    ['$1 234.567', '1234.56'],
    ['abc12.3.4', '12.34'],
    ['-12-3', '-123'],
    ['1.', '1.'],
    ['', ''],
    ['letters', ''],
    ['-', '-'],
  ])('%j keeps %j', (typed, kept) => {
    expect(sanitizeMoneyText(typed)).toBe(kept)
  })
  it('keeps no decimals for a currency without them', () => {
    expect(sanitizeMoneyText('12.75', 0)).toBe('12')
  })
  it('reads as the same amount as the text it came from, for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(-3, -2, 0), (text, exponent) => {
        expect(parseMoneyInput(sanitizeMoneyText(text, exponent), exponent)).toBe(parseMoneyInput(text, exponent))
      }),
      { numRuns: 2000 },
    )
  })
  it('is stable: sanitising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = sanitizeMoneyText(text)
        expect(sanitizeMoneyText(once)).toBe(once)
      }),
    )
  })
})
