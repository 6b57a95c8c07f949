import { describe, expect, it } from 'vitest'
import { money, usd } from '../money'
import { validatePaymentDistribution } from './distribution'

const line = (localId: string, cents: number) => ({ localId, amount: usd(cents) })

describe('validatePaymentDistribution', () => {
  it('accepts lines within the payment and their remaining amounts', () => {
    expect(
      validatePaymentDistribution(usd(1000), [line('a', 600), line('b', 400)], { a: usd(600), b: usd(500) }),
    ).toEqual([])
    expect(validatePaymentDistribution(usd(1000), [], {})).toEqual([])
  })

  it('names the amount field when the lines exceed the payment', () => {
    expect(validatePaymentDistribution(usd(1000), [line('a', 600), line('b', 401)], {})).toEqual([
      { field: 'amount', code: 'linesExceedPayment', limit: usd(1000) },
    ])
  })

  it('names the line field when a line exceeds its remaining amount', () => {
    const remaining = new Map([['b', usd(300)]])
    expect(validatePaymentDistribution(usd(1000), [line('a', 600), line('b', 400)], remaining)).toEqual([
      { field: 'orders.1.amount', code: 'lineExceedsRemaining', limit: usd(300) },
    ])
  })

  it('reports both at once, and negative lines', () => {
    const errors = validatePaymentDistribution(usd(100), [line('a', 200), line('b', -5)], { a: usd(150) })
    expect(errors).toEqual([
      { field: 'amount', code: 'linesExceedPayment', limit: usd(100) },
      { field: 'orders.0.amount', code: 'lineExceedsRemaining', limit: usd(150) },
      { field: 'orders.1.amount', code: 'negativeLine', limit: usd(0) },
    ])
  })

  it('treats a missing payment amount as zero', () => {
    expect(validatePaymentDistribution(undefined, [line('a', 1)], {})).toEqual([
      { field: 'amount', code: 'linesExceedPayment', limit: usd(0) },
    ])
    expect(validatePaymentDistribution(null, [line('a', 0)], {})).toEqual([])
  })

  it('flags a line in another currency instead of throwing', () => {
    const eurLine = { localId: 'e', amount: money(10, 'currencies/eur', -2) }
    expect(validatePaymentDistribution(usd(100), [eurLine], {})).toEqual([
      { field: 'orders.0.amount', code: 'currencyMismatch' },
    ])
  })
})

describe('validatePaymentDistribution, invoices', () => {
  it('refuses a line above what remains on its invoice, naming the line and the limit', () => {
    const lines = [
      { localId: 'a', amount: usd(300) },
      { localId: 'b', amount: usd(200) },
    ]
    const errors = validatePaymentDistribution(usd(1000), lines, new Map(), new Map([['b', usd(150)]]))
    expect(errors).toEqual([{ field: 'orders.1.amount', code: 'lineExceedsInvoice', limit: usd(150) }])
    expect(validatePaymentDistribution(usd(1000), lines, new Map(), new Map([['b', usd(200)]]))).toEqual([])
  })
})
