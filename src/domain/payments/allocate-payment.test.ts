import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { money, usd } from '../money'
import { allocatePayment } from './allocate-payment'

describe('allocatePayment', () => {
  it('fills the first targets fully, then the next with what is left', () => {
    expect(allocatePayment(usd(250_00), [usd(100_00), usd(200_00), usd(50_00)]).map((m) => m.value)).toEqual([
      100_00, 150_00, 0,
    ])
  })

  it('leaves the rest of the amount undistributed when the targets are smaller', () => {
    expect(allocatePayment(usd(500_00), [usd(100_00), usd(50_00)]).map((m) => m.value)).toEqual([100_00, 50_00])
  })

  it('skips targets with nothing (or less than nothing) remaining', () => {
    expect(allocatePayment(usd(100), [usd(0), usd(-30), usd(70)]).map((m) => m.value)).toEqual([0, 0, 70])
  })

  it('gives nothing out of a zero or negative amount', () => {
    expect(allocatePayment(usd(-100), [usd(100)]).map((m) => m.value)).toEqual([0])
    expect(allocatePayment(usd(0), [usd(100)]).map((m) => m.value)).toEqual([0])
  })

  it('gives nothing to a target in another currency, and answers in the payment currency', () => {
    const shares = allocatePayment(usd(100), [money(50, 'currencies/eur', -2), usd(80)])
    expect(shares).toEqual([usd(0), usd(80)])
  })

  it('never exceeds a target remaining or the amount, in whole minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 100_000_000 }),
        fc.array(fc.integer({ min: -1_000_000, max: 10_000_000 }), { maxLength: 12 }),
        (amount, remaining) => {
          const shares = allocatePayment(usd(amount), remaining.map(usd))
          expect(shares).toHaveLength(remaining.length)
          shares.forEach((share, index) => {
            expect(Number.isInteger(share.value)).toBe(true)
            expect(share.value).toBeGreaterThanOrEqual(0)
            expect(share.value).toBeLessThanOrEqual(Math.max(0, remaining[index]!))
          })
          const total = shares.reduce((sum, share) => sum + share.value, 0)
          expect(total).toBeLessThanOrEqual(Math.max(0, amount))
          // Nothing is held back while a target still has room.
          const room = remaining.reduce((sum, open) => sum + Math.max(0, open), 0)
          expect(total).toBe(Math.min(Math.max(0, amount), room))
        },
      ),
    )
  })
})
