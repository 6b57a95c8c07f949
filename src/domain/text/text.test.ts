import { describe, expect, it } from 'vitest'
import { isEmailAddress, isPhoneNumber, nearLimit } from '.'

describe('contacts', () => {
  it.each(['+374 10 123456', '(555) 123-4567', '+15551234567', ''])('%j is a phone number', (text) => {
    expect(isPhoneNumber(text)).toBe(true)
  })
  it.each(['call me', '12', '+1 (555) abc-defg', '+++5551234', '1234567890123456789012'])(
    '%j is not a phone number',
    (text) => {
      expect(isPhoneNumber(text)).toBe(false)
    },
  )
  it('knows an e-mail address', () => {
    expect(isEmailAddress('anna@example.com')).toBe(true)
    expect(isEmailAddress(' anna@example.com ')).toBe(true)
    expect(isEmailAddress('anna@example')).toBe(false)
    expect(isEmailAddress('anna example@x.com')).toBe(false)
  })
})

describe('nearLimit', () => {
  it('speaks in the last tenth of the room, and at least in the last 20 characters', () => {
    expect(nearLimit(1799, 2000)).toBe(false)
    expect(nearLimit(1800, 2000)).toBe(true)
    expect(nearLimit(79, 100)).toBe(false)
    expect(nearLimit(80, 100)).toBe(true)
  })
})
