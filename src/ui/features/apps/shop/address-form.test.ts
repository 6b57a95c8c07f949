import { describe, expect, it } from 'vitest'
import { EMPTY_ADDRESS, addressSchema } from './address-form'

const good = {
  ...EMPTY_ADDRESS,
  fullName: 'Anna Admin',
  phone: '+1 (555) 010-2030',
  flat: '12B',
  street: 'Harbour Road',
  city: 'Rotterdam',
  postalCode: '3011 AB',
  state: 'South Holland',
}

describe('address schema', () => {
  it('accepts a full address and leaves the landmark optional', () => {
    expect(addressSchema.safeParse(good).success).toBe(true)
  })

  it('names each missing or malformed field with its message key', () => {
    const result = addressSchema.safeParse({ ...good, fullName: ' ', phone: 'call me', postalCode: '#' })
    expect(result.success).toBe(false)
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
    expect(issues).toEqual({
      fullName: 'kit.validation.required',
      phone: 'shop:validation.phone',
      postalCode: 'shop:validation.postalCode',
    })
  })
})
