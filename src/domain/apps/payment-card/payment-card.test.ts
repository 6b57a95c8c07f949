import { describe, expect, it } from 'vitest'
import { cardEnding, isValidCardNumber, isValidExpiry } from './payment-card'

describe('payment card rules', () => {
  it('checks card numbers by Luhn, spaces allowed', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true)
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false)
    expect(isValidCardNumber('4242')).toBe(false)
    expect(isValidCardNumber('abcd efgh ijkl mnop')).toBe(false)
  })
  it('accepts an expiry of this month or later', () => {
    const today = new Date(2026, 10, 23)
    expect(isValidExpiry('11/26', today)).toBe(true)
    expect(isValidExpiry('10/26', today)).toBe(false)
    expect(isValidExpiry('13/30', today)).toBe(false)
    expect(isValidExpiry('1/30', today)).toBe(false)
  })
  it('names a card by its last four digits', () => {
    expect(cardEnding('4242 4242 4242 1881')).toBe('1881')
  })
})
