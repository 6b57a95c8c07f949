import { describe, expect, it } from 'vitest'
import { usd } from '../money'
import { checkInvoiceLine } from './invoice-line-limit'

describe('checkInvoiceLine', () => {
  it('accepts an item line up to what remains and refuses more or a negative one', () => {
    expect(checkInvoiceLine(usd(500), usd(300), usd(300))).toBeNull()
    expect(checkInvoiceLine(usd(500), usd(300), usd(301))).toEqual({
      code: 'exceedsRemaining',
      remaining: usd(300),
    })
    expect(checkInvoiceLine(usd(500), usd(300), usd(-1))?.code).toBe('wrongSign')
  })

  it('accepts a partial discount and refuses an over-discount or a positive one', () => {
    expect(checkInvoiceLine(usd(-100), usd(-100), usd(-40))).toBeNull()
    expect(checkInvoiceLine(usd(-100), usd(-100), usd(-100))).toBeNull()
    expect(checkInvoiceLine(usd(-100), usd(-60), usd(-61))).toEqual({
      code: 'exceedsRemaining',
      remaining: usd(-60),
    })
    expect(checkInvoiceLine(usd(-100), usd(-100), usd(-150))?.code).toBe('exceedsRemaining')
    expect(checkInvoiceLine(usd(-100), usd(-100), usd(10))?.code).toBe('wrongSign')
    expect(checkInvoiceLine(usd(-100), usd(-100), usd(0))).toBeNull()
  })
})
