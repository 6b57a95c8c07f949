import { describe, expect, it } from 'vitest'
import { isValidVin, vinCheckDigit } from './vin'

describe('VIN check digit', () => {
  it.each(['1M8GDM9AXKP042788', '11111111111111111', '1HGCM82633A004352'])('accepts %s', (vin) => {
    expect(isValidVin(vin)).toBe(true)
  })

  it('computes X for a remainder of 10', () => {
    expect(vinCheckDigit('1M8GDM9A_KP042788'.replace('_', '0'))).toBe('X')
  })

  it('ignores case and surrounding spaces', () => {
    expect(isValidVin(' 1m8gdm9axkp042788 ')).toBe(true)
  })

  it('rejects a wrong check digit', () => {
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false)
  })

  it.each([
    '',
    '1M8GDM9AXKP04278',
    '1M8GDM9AXKP0427888',
    '1M8GDM9AXKP04278O',
    'IM8GDM9AXKP042788',
    '1M8GDM9AXKP 42788',
  ])('rejects malformed %j', (vin) => {
    expect(vinCheckDigit(vin)).toBeNull()
    expect(isValidVin(vin)).toBe(false)
  })
})
