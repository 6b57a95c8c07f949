import { describe, expect, it } from 'vitest'
import { sortServiceTypes } from './sort-service-types'

describe('sortServiceTypes', () => {
  it('orders by orderIndex then display name', () => {
    const types = [
      { orderIndex: 2, displayName: 'Towing' },
      { orderIndex: 1, displayName: 'Shipping' },
      { orderIndex: 2, displayName: 'Storage' },
    ]
    expect(sortServiceTypes(types).map((t) => t.displayName)).toEqual(['Shipping', 'Storage', 'Towing'])
    expect(sortServiceTypes([])).toEqual([])
  })
})
