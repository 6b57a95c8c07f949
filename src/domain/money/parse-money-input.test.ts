import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoney, formatMoneyInput } from './format-money'
import { usd } from './money'
import { parseMoneyInput } from './parse-money-input'

describe('parseMoneyInput', () => {
  it.each([
    ['123.45', 12345],
    ['123,45', 12345],
    ['$1,234.50', 123], // a comma is a decimal point: "1.234.50" -> 1.23
    ['1234.5', 123450],
    ['12.999', 1299], // cut, not rounded
    ['0.009', 0],
    ['  42 USD ', 4200],
    ['-12.00', -1200],
    ['$-5', -500],
    ['12-3', 12300], // a minus that is not first is ignored
    ['--5', -500],
    ['1.2.3', 123],
    ['.5', 50],
    ['5.', 500],
    ['007', 700],
    ['١٢٫٥', 1250], // Arabic-Indic digits and decimal separator
    ['۴۲', 4200], // Persian digits
  ])('reads %j as %i minor units', (text, expected) => {
    expect(parseMoneyInput(text)).toBe(expected)
  })

  it.each(['', '-', '.', '-.', 'abc', '-0', '0.00'])('gives 0 for %j (never -0)', (text) => {
    expect(Object.is(parseMoneyInput(text), 0)).toBe(true)
  })

  it('uses the exponent of the currency', () => {
    expect(parseMoneyInput('12.7', 0)).toBe(12)
    expect(parseMoneyInput('1.23456', -3)).toBe(1234)
    expect(parseMoneyInput('1,5', -3)).toBe(1500)
    expect(parseMoneyInput('1234', 1)).toBe(123)
  })

  it('clamps to the safe integer range', () => {
    expect(parseMoneyInput('9'.repeat(40))).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseMoneyInput('-' + '9'.repeat(40))).toBe(-Number.MAX_SAFE_INTEGER)
  })

  it('never throws and always gives a safe integer', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -4, max: 2 }), (text, exponent) => {
        const result = parseMoneyInput(text, exponent)
        expect(Number.isSafeInteger(result)).toBe(true)
      }),
    )
  })

  it('round-trips formatMoneyInput for any safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(0, -2, -3), (value, exponent) => {
        expect(parseMoneyInput(formatMoneyInput(value, exponent), exponent)).toBe(value === 0 ? 0 : value)
      }),
    )
  })

  it('round-trips the ru and am display of any safe usd amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom('ru', 'am'), (value, locale) => {
        expect(parseMoneyInput(formatMoney(usd(value), locale))).toBe(value)
      }),
    )
  })

  it('has no floating-point drift: the sum of parsed parts is the parse of the total', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 50 }), (parts) => {
        const texts = parts.map((part) => formatMoneyInput(part))
        const sumOfParsed = texts.reduce((total, text) => total + parseMoneyInput(text), 0)
        const total = parts.reduce((a, b) => a + b, 0)
        expect(sumOfParsed).toBe(parseMoneyInput(formatMoneyInput(total)))
        expect(Number.isSafeInteger(sumOfParsed)).toBe(true)
      }),
    )
  })

  it('adds 0.1 and 0.2 exactly', () => {
    expect(parseMoneyInput('0.1') + parseMoneyInput('0.2')).toBe(parseMoneyInput('0.3'))
  })
})
