import { describe, expect, it } from 'vitest'
import { lineIdOf } from './line-id'

describe('lineIdOf', () => {
  it('reads the id of a saved line from its name', () => {
    expect(lineIdOf('orders/1/items/3')).toBe(3)
    expect(lineIdOf('orders/42/discounts/12')).toBe(12)
  })
  it('is 0 for a new line or a name without an id', () => {
    expect(lineIdOf('')).toBe(0)
    expect(lineIdOf('orders/1/items/x')).toBe(0)
    expect(lineIdOf('orders/1/items/0')).toBe(0)
  })
})
