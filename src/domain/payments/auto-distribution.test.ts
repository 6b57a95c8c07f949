import { describe, expect, it } from 'vitest'
import { usd } from '../money'
import { byDueDate, distributeOverTargets, roomOnTarget, type DistributionContext } from './auto-distribution'
import type { PayableInvoice } from './invoice-line-remaining'
import type { PayableOrder } from './line-remaining'
import { aLine, aPayment } from './test-payments'

const order: PayableOrder = {
  name: 'orders/1',
  amount: usd(1000_00),
  paidAmount: usd(0),
  pendingAmount: usd(400_00),
  lines: [
    { name: 'orders/1/items/1', amount: usd(700_00) },
    { name: 'orders/1/services/2', amount: usd(300_00) },
  ],
}
const invoice: PayableInvoice = {
  name: 'invoices/1',
  amount: usd(700_00),
  items: [{ itemName: 'orders/1/items/1', amount: usd(700_00) }],
}
// The saved payment being edited put $400 on the invoiced item (that is the order's pending $400).
const savedLines = [
  aLine({
    orderName: 'orders/1',
    invoiceName: 'invoices/1',
    itemName: 'orders/1/items/1',
    amount: usd(400_00),
  }),
]
const context = (saved: ReturnType<typeof aPayment>): DistributionContext => ({
  orders: new Map([[order.name, order]]),
  invoices: new Map([[invoice.name, invoice]]),
  payments: [saved],
  saved,
})
const onInvoice = { orderName: 'orders/1', invoiceName: 'invoices/1', itemName: 'orders/1/items/1' }
const onOrder = { orderName: 'orders/1', invoiceName: '', itemName: '' }

describe('distributeOverTargets', () => {
  it('fills invoices first, then the order, each up to its room, leaving the rest undistributed', () => {
    const saved = aPayment({ name: 'payments/9', orders: savedLines })
    const lines = distributeOverTargets(usd(2000_00), [onInvoice, onOrder], context(saved))
    expect(lines).toEqual([
      { ...onInvoice, amount: usd(700_00) },
      { ...onOrder, amount: usd(300_00) },
    ])
  })

  it('does not count the lines of a reverted or cancelled saved payment as free again', () => {
    // The order's pending $400 is another (live) payment's here: the saved one counts nowhere.
    for (const status of ['reverted', 'cancelled']) {
      const saved = aPayment({ name: 'payments/9', status, isApproved: true, orders: savedLines })
      const other = aPayment({ name: 'payments/5', orders: savedLines })
      const ctx = { ...context(saved), payments: [saved, other] }
      expect(roomOnTarget([], onOrder, ctx)).toEqual(usd(600_00))
      expect(roomOnTarget([], onInvoice, ctx)).toEqual(usd(300_00))
      expect(distributeOverTargets(usd(2000_00), [onInvoice, onOrder], ctx)).toEqual([
        { ...onInvoice, amount: usd(300_00) },
        { ...onOrder, amount: usd(300_00) },
      ])
    }
  })

  it('stops when the amount is used up and skips unknown orders', () => {
    const saved = aPayment({ name: 'payments/9', orders: savedLines })
    const unknown = { orderName: 'orders/404', invoiceName: '', itemName: '' }
    expect(distributeOverTargets(usd(500_00), [unknown, onInvoice, onOrder], context(saved))).toEqual([
      { ...onInvoice, amount: usd(500_00) },
    ])
    expect(distributeOverTargets(usd(0), [onInvoice], context(saved))).toEqual([])
  })
})

describe('byDueDate', () => {
  it('puts the oldest due date first and invoices without one last', () => {
    const a = { id: 'a', dueDate: new Date('2026-03-01') }
    const b = { id: 'b', dueDate: null }
    const c = { id: 'c', dueDate: new Date('2026-01-01') }
    expect(byDueDate([a, b, c]).map((i) => i.id)).toEqual(['c', 'a', 'b'])
  })
})
