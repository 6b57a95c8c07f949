import { describe, expect, it } from 'vitest'
import { idOf, nameOf } from './resource-name'

describe('resource names', () => {
  it('takes the id off the end of a name, and leaves a bare id as it is', () => {
    expect(idOf('orders/42')).toBe('42')
    expect(idOf('customers/C1001')).toBe('C1001')
    expect(idOf('C1001')).toBe('C1001')
    expect(idOf('')).toBe('')
  })

  it('puts a name together that idOf takes apart again', () => {
    expect(nameOf('orders', 42)).toBe('orders/42')
    expect(idOf(nameOf('customers', 'C1001'))).toBe('C1001')
  })
})
