import { describe, expect, it } from 'vitest'
import { lineIdOf, orderLineRefOf } from './line-id'

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

describe('orderLineRefOf', () => {
  it('reads the kind and id of an order line', () => {
    expect(orderLineRefOf('orders/5/items/1')).toEqual({ kind: 'item', id: 1 })
    expect(orderLineRefOf('orders/5/services/2')).toEqual({ kind: 'service', id: 2 })
    expect(orderLineRefOf('orders/5/discounts/3')).toEqual({ kind: 'discount', id: 3 })
  })
  it('is null for anything else', () => {
    expect(orderLineRefOf('vehicles/17')).toBeNull()
    expect(orderLineRefOf('orders/5/fees/1')).toBeNull()
    expect(orderLineRefOf('orders/5/items/')).toBeNull()
  })
})
