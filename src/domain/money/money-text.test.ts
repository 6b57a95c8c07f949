import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseMoneyInput } from './parse-money-input'
import { explainMoneyText, sanitizeMoneyText } from './money-text'

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
    ['١٢٣٫٤٥', '123.45'],
    ['۱۲۳۴', '1234'],
  ])('%j keeps %j', (typed, kept) => {
    expect(sanitizeMoneyText(typed)).toBe(kept)
  })
  it('keeps no decimals for a currency without them', () => {
    expect(sanitizeMoneyText('12.75', 0)).toBe('12')
  })
  it('reads as the same amount as the text it came from, for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(-3, -2, 0), (text, exponent) => {
        expect(parseMoneyInput(sanitizeMoneyText(text, exponent), exponent)).toBe(
          parseMoneyInput(text, exponent),
        )
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

describe('explainMoneyText', () => {
  it('says which letters it left out: "1e5" is 15, not 100000', () => {
    expect(explainMoneyText('1e5')).toEqual({
      text: '15',
      droppedLetters: ['e'],
      convertedDigits: false,
      cutDecimals: false,
    })
  })
  it('says it read Arabic-Indic and Persian digits as digits', () => {
    expect(explainMoneyText('٢٥٠')).toMatchObject({ text: '250', convertedDigits: true, droppedLetters: [] })
    expect(explainMoneyText('۳۰')).toMatchObject({ text: '30', convertedDigits: true })
  })
  it('says it cut decimals, and says nothing of separators and signs', () => {
    expect(explainMoneyText('1.234')).toMatchObject({ text: '1.23', cutDecimals: true })
    expect(explainMoneyText('$1 234,50')).toEqual({
      text: '1234.50',
      droppedLetters: [],
      convertedDigits: false,
      cutDecimals: false,
    })
  })
})
