import { describe, expect, it } from 'vitest'
import { containerCheckDigit, isValidContainerNumber } from './container-number'

describe('ISO 6346 container numbers', () => {
  it.each(['CSQU3054383', 'MSCU1234566', 'ZZZJ0000008'])('accepts %s', (number) => {
    expect(isValidContainerNumber(number)).toBe(true)
  })

  it('computes the check digit', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3)
    expect(containerCheckDigit('CSQU3054383')).toBe(3)
  })

  it('ignores case, spaces and hyphens', () => {
    expect(isValidContainerNumber('csqu 305438-3')).toBe(true)
  })

  it('rejects a wrong check digit or category', () => {
    expect(isValidContainerNumber('CSQU3054384')).toBe(false)
    expect(isValidContainerNumber('CSQX3054383')).toBe(false)
  })

  it.each(['', 'CSQU305438', 'CSQU30543833', '1SQU3054383', 'CSQUA054383'])(
    'rejects malformed %j',
    (number) => {
      expect(isValidContainerNumber(number)).toBe(false)
    },
  )

  it('gives null for a malformed head', () => {
    expect(containerCheckDigit('CSQ1305438')).toBeNull()
    expect(containerCheckDigit('')).toBeNull()
  })
})
