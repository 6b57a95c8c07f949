import { describe, expect, it } from 'vitest'
import { defaultOrderName, keptDefaultName } from './order-name'
import { knownOrderStatus } from './order-status'

describe('order words', () => {
  it('tells the server default name (worded by the screen) from a name a person gave', () => {
    expect(keptDefaultName('Order #42', defaultOrderName, 42)).toBe(true)
    expect(keptDefaultName('  ', defaultOrderName, 42)).toBe(true)
    expect(keptDefaultName('Order #41', defaultOrderName, 42)).toBe(false)
    expect(keptDefaultName('Rush for Gyumri', defaultOrderName, 42)).toBe(false)
  })
  it('knows a status whatever its case, and leaves free text free', () => {
    expect(knownOrderStatus(' Active ')).toBe('active')
    expect(knownOrderStatus('on hold')).toBeUndefined()
  })
})
