import { describe, expect, it } from 'vitest'
import { usd } from '../money'
import { unallocatedAmount } from './unallocated'

const live = { status: 'received', isApproved: true }

describe('unallocatedAmount', () => {
  it('is the amount less what the lines set against orders, never below zero', () => {
    expect(unallocatedAmount({ ...live, amount: usd(500_00), paidAmount: usd(400_00) })).toEqual(usd(100_00))
    expect(unallocatedAmount({ ...live, amount: usd(500_00), paidAmount: usd(500_00) })).toEqual(usd(0))
    expect(unallocatedAmount({ ...live, isApproved: false, amount: usd(5), paidAmount: usd(6) })).toEqual(
      usd(0),
    )
  })

  it('is none without an amount or for a payment that counts nowhere', () => {
    expect(unallocatedAmount({ ...live, paidAmount: usd(400_00) })).toBeNull()
    const reverted = { status: 'reverted', isApproved: true, amount: usd(500_00), paidAmount: usd(400_00) }
    expect(unallocatedAmount(reverted)).toBeNull()
    expect(unallocatedAmount({ ...reverted, status: 'cancelled' })).toBeNull()
  })
})
