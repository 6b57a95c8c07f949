import { describe, expect, it } from 'vitest'
import { usd } from '../money'
import { isLivePayment, liveAllocations } from './live-allocations'
import { aLine, aPayment } from './test-payments'

describe('liveAllocations', () => {
  const lines = [
    aLine({ orderName: 'orders/1', amount: usd(100) }),
    aLine({ orderName: 'orders/2', amount: usd(7) }),
  ]
  const onFirst = (line: { orderName: string }) => line.orderName === 'orders/1'

  it('gives back the lines of a saved payment that counts', () => {
    expect(liveAllocations(aPayment({ orders: lines }), onFirst)).toEqual([usd(100)])
    expect(
      liveAllocations(aPayment({ orders: lines, isApproved: true, status: 'received' }), onFirst),
    ).toEqual([usd(100)])
  })

  it('gives back nothing for a reverted or cancelled payment, or none', () => {
    expect(
      liveAllocations(aPayment({ orders: lines, status: 'reverted', isApproved: true }), onFirst),
    ).toEqual([])
    expect(liveAllocations(aPayment({ orders: lines, status: 'Cancelled' }), onFirst)).toEqual([])
    expect(liveAllocations(undefined, onFirst)).toEqual([])
  })

  it('calls paid and pending payments live', () => {
    expect(isLivePayment({ status: '', isApproved: false })).toBe(true)
    expect(isLivePayment({ status: 'received', isApproved: true })).toBe(true)
    expect(isLivePayment({ status: 'canceled', isApproved: true })).toBe(false)
  })
})
