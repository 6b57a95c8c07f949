import { describe, expect, it } from 'vitest'
import { usd } from '../../../domain/money'
import { aPayment } from '../../../domain/payments/test-payments'
import {
  distributionIssues,
  paymentFormValues,
  paymentFromValues,
  paymentSchema,
  type PaymentFormValues,
} from './payment-form-values'

const values = (overrides: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  customerName: 'customers/C1001',
  paymentTypeName: 'paymentTypes/wire',
  date: '2026-03-04',
  amount: '100.50',
  parameters: [{ key: 'bank', value: 'Chase' }],
  comment: ' first ',
  orders: [{ localId: 'new-1', orderName: 'orders/5', itemName: '', invoiceName: '', amount: '60' }],
  ...overrides,
})

describe('payment form values', () => {
  it('puts the domain distribution errors on the form paths they name', () => {
    expect(
      distributionIssues([
        { field: 'amount', code: 'linesExceedPayment', limit: usd(1) },
        { field: 'orders.2.amount', code: 'lineExceedsRemaining', limit: usd(1) },
      ]),
    ).toEqual([
      { path: ['amount'], message: 'payments:distribution.errors.linesExceedPayment' },
      { path: ['orders', 2, 'amount'], message: 'payments:distribution.errors.lineExceedsRemaining' },
    ])
  })

  it('builds the payment to send, keeping the saved status, flags and time of day', () => {
    const saved = aPayment({
      name: 'payments/9',
      id: 9,
      status: 'reverted',
      isApproved: true,
      isApprovedRefund: true,
      date: new Date(2026, 2, 4, 15, 30),
    })
    const payment = paymentFromValues(values(), saved)
    expect(payment).toMatchObject({
      name: 'payments/9',
      status: 'reverted',
      isApproved: true,
      isApprovedRefund: true,
      date: new Date(2026, 2, 4, 15, 30),
      amount: usd(100_50),
      parameters: { bank: 'Chase' },
      comment: 'first',
      orders: [expect.objectContaining({ orderName: 'orders/5', orderId: 5, amount: usd(60_00) })],
    })
    expect(paymentFromValues(values({ date: '2026-03-05', amount: '' })).date).toEqual(new Date(2026, 2, 5))
    expect(paymentFromValues(values({ amount: '' })).amount).toBeUndefined()
  })

  it('reads a fetched payment back into the same values', () => {
    const payment = paymentFromValues(values({ comment: 'first' }))
    const back = paymentFormValues({ ...payment, orders: payment.orders.map((l) => ({ ...l, localId: 'new-1' })) })
    expect(back).toEqual(values({ comment: 'first', amount: '100.50', orders: [{ ...values().orders[0]!, amount: '60.00' }] }))
  })

  it('checks the distribution against what remains on each line', () => {
    const schema = paymentSchema(() => new Map([['new-1', usd(50_00)]]))
    const result = schema.safeParse(values())
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['orders.0.amount'])
    expect(paymentSchema(() => new Map()).safeParse(values({ amount: '10' })).error?.issues[0]?.path).toEqual(['amount'])
  })
})
