import { NO_ACTIVITY } from '../../src/domain/activity'
import { usd } from '../../src/domain/money'
import type { Order } from '../../src/domain/orders'
import type { Payment, PaymentOrder } from '../../src/domain/payments'
import { volume, type SeedContext } from './context'
import { orderDate, type InvoiceByLine } from './invoices'
import { EMPLOYEES, PAYMENT_TYPES } from './lists'
import { poolsOf } from './pools'
import { SEED_TODAY } from './rng'

function parametersFor(ctx: SeedContext, type: string): Record<string, string> {
  const { rng } = ctx
  switch (type) {
    case 'wire':
      return {
        bank: rng.pick(['Bank of America', 'Chase', 'Wells Fargo', 'TBC Bank', 'Ameriabank']),
        reference: `FT${rng.digits(10)}`,
      }
    case 'check':
      return { checkNumber: rng.digits(6) }
    case 'card':
      return { last4: rng.digits(4), holder: rng.pick(poolsOf(ctx).people) }
    case 'ach':
      return { trace: rng.digits(15) }
    default:
      return {}
  }
}

/**
 * 3,000 × scale payments, each distributed over 1 to 3 lines of one order and never beyond what remains on a
 * line (lines of reverted and cancelled payments give their amount back). C1001's orders are paid first, so
 * `payments/1` is theirs. About 80% approved, 4% reverted (half with the refund approved), 3% cancelled.
 */
export function seedPayments(ctx: SeedContext, invoiceByLine: InvoiceByLine): void {
  const { db, rng } = ctx
  const orders = db.orders.all()
  const remaining = new Map<string, number>()
  const lines = (order: Order) => [...order.items, ...order.services]
  const discountShare = (order: Order) => order.discounts.reduce((sum, d) => sum + d.amount.value, 0)
  for (const order of orders) {
    // Discounts lower what is asked for the first lines.
    let discount = discountShare(order)
    for (const line of lines(order)) {
      const cut = Math.min(discount, line.amount.value)
      discount -= cut
      remaining.set(line.name, line.amount.value - cut)
    }
  }
  const count = volume(ctx, 3000)
  const demo = orders.filter((o) => o.customerName === 'customers/C1001')
  const types = PAYMENT_TYPES.filter((t) => t.isActive)
  for (let id = 1; id <= count; id++) {
    let order = id <= demo.length ? (demo[id - 1] as Order) : rng.pick(orders)
    for (let tries = 0; tries < 20 && !lines(order).some((l) => (remaining.get(l.name) ?? 0) > 0); tries++)
      order = rng.pick(orders)
    const open = lines(order).filter((l) => (remaining.get(l.name) ?? 0) > 0)
    const roll = rng.next()
    const status = roll < 0.04 ? 'reverted' : roll < 0.07 ? 'cancelled' : 'received'
    const isApproved = status === 'reverted' || rng.chance(0.8)
    const employee = rng.pick(EMPLOYEES)
    const picked = open.slice(0, rng.int(1, 3))
    const paymentLines: PaymentOrder[] = picked.map((line) => {
      const left = remaining.get(line.name) ?? 0
      const value = rng.chance(0.6)
        ? left
        : Math.max(100, Math.round((left * rng.int(30, 90)) / 100 / 100) * 100)
      const amount = Math.min(left, value)
      if (status === 'received') remaining.set(line.name, left - amount)
      return {
        localId: '',
        orderName: order.name,
        invoiceName: invoiceByLine.get(line.name) ?? '',
        itemName: line.name,
        amount: usd(amount),
        updatedBy: employee.login,
        orderId: order.id,
      }
    })
    const allocated = paymentLines.reduce((sum, line) => sum + line.amount.value, 0)
    const extra = allocated > 0 && rng.chance(0.05) ? rng.int(1, 20) * 1000 : 0
    const type = rng.pick(types)
    const date = rng.after(orderDate(ctx, order), 1, 40)
    const payment: Payment = {
      name: `payments/${id}`,
      id,
      displayName: `Payment #${id}`,
      customerName: order.customerName,
      paymentTypeName: `paymentTypes/${type.code}`,
      parameters: parametersFor(ctx, type.code),
      status,
      comment:
        extra > 0
          ? 'Overpayment kept on account'
          : rng.chance(0.1)
            ? rng.pick(['Partial payment', 'Paid by a relative', 'Second installment'])
            : '',
      date: date > SEED_TODAY ? SEED_TODAY : date,
      amount: usd(allocated + extra),
      paidAmount: usd(allocated),
      orders: paymentLines,
      documentUrls: [],
      isApproved,
      isApprovedRefund: status === 'reverted' && rng.chance(0.5),
      ...NO_ACTIVITY,
      createdBy: employee.login,
      updatedBy: employee.login,
    }
    db.payments.put(payment)
  }
  db.payments.nextId = count + 1
}
