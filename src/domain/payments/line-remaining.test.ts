import { describe, expect, it } from 'vitest'
import { usd } from '../money'
import { remainingOnPaymentLines, type PayableOrder } from './line-remaining'
import { aLine, aPayment } from './test-payments'

const order: PayableOrder = {
  name: 'orders/1',
  amount: usd(1000_00),
  paidAmount: usd(300_00),
  pendingAmount: usd(100_00),
  lines: [
    { name: 'orders/1/items/1', amount: usd(700_00) },
    { name: 'orders/1/services/2', amount: usd(300_00) },
  ],
}
const orders = new Map([[order.name, order]])

describe('remainingOnPaymentLines', () => {
  it('gives an order-wide line what remains on the order', () => {
    const lines = [aLine({ localId: 'a', amount: usd(50_00) })]
    expect(remainingOnPaymentLines(lines, orders, []).get('a')).toEqual(usd(600_00))
  })

  it('gives an item line its total minus paid and pending lines of other payments on it', () => {
    const other = aPayment({
      name: 'payments/7',
      status: 'received',
      isApproved: true,
      orders: [aLine({ itemName: 'orders/1/items/1', amount: usd(200_00) })],
    })
    const pending = aPayment({
      name: 'payments/8',
      status: 'received',
      orders: [aLine({ itemName: 'orders/1/items/1', amount: usd(100_00) })],
    })
    const cancelled = aPayment({
      name: 'payments/9',
      status: 'cancelled',
      orders: [aLine({ itemName: 'orders/1/items/1', amount: usd(400_00) })],
    })
    const lines = [aLine({ localId: 'a', itemName: 'orders/1/items/1' })]
    expect(remainingOnPaymentLines(lines, orders, [other, pending, cancelled]).get('a')).toEqual(usd(400_00))
  })

  it('lets lines on the same target share it, earlier lines first', () => {
    const lines = [
      aLine({ localId: 'a', itemName: 'orders/1/services/2', amount: usd(120_00) }),
      aLine({ localId: 'b', itemName: 'orders/1/services/2', amount: usd(10_00) }),
    ]
    const remaining = remainingOnPaymentLines(lines, orders, [])
    expect(remaining.get('a')).toEqual(usd(300_00))
    expect(remaining.get('b')).toEqual(usd(180_00))
  })

  it('gives back what the saved payment already put on the order, and leaves itself out of the others', () => {
    const saved = aPayment({
      name: 'payments/3',
      status: 'received',
      isApproved: true,
      orders: [aLine({ itemName: 'orders/1/items/1', amount: usd(150_00) })],
    })
    const lines = [
      aLine({ localId: 'a', amount: usd(0) }),
      aLine({ localId: 'b', orderName: 'orders/1', itemName: 'orders/1/items/1' }),
    ]
    const remaining = remainingOnPaymentLines(lines, orders, [saved], saved)
    expect(remaining.get('a')).toEqual(usd(750_00))
    expect(remaining.get('b')).toEqual(usd(700_00))
  })

  it('has no entry for an unknown order or item', () => {
    const lines = [
      aLine({ localId: 'a', orderName: 'orders/2' }),
      aLine({ localId: 'b', itemName: 'orders/1/items/9' }),
    ]
    expect(remainingOnPaymentLines(lines, orders, []).size).toBe(0)
  })
})

describe('remainingOnPaymentLines, order cap', () => {
  it('caps an item line by what remains on the order after the earlier lines of the payment', () => {
    // The order has $600 left; the first line takes $500 on the service's order, so the item may take $100.
    const lines = [
      aLine({ localId: 'a', amount: usd(500_00) }),
      aLine({ localId: 'b', itemName: 'orders/1/items/1', amount: usd(1) }),
    ]
    const remaining = remainingOnPaymentLines(lines, orders, [])
    expect(remaining.get('a')).toEqual(usd(600_00))
    expect(remaining.get('b')).toEqual(usd(100_00))
  })
})
