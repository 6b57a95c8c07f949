import { describe, expect, it } from 'vitest'
import { formPathOf, placeViolations } from './server-errors'

describe('server field violations on a form', () => {
  it('maps the server path to the form path', () => {
    expect(formPathOf('order.items.0.amount', 'order')).toBe('items.0.amount')
    expect(formPathOf('payment.orders.1.amount', 'payment')).toBe('orders.1.amount')
    expect(formPathOf('invoice_payee.bank_routing_number', 'invoicePayee')).toBe('bankRoutingNumber')
    expect(formPathOf('customer_name')).toBe('customerName')
  })
  it('puts violations on fields the form has, and the rest above it', () => {
    const placed = placeViolations(
      [
        { field: 'order.comment', description: 'too long' },
        { field: 'order.secret', description: 'bad' },
      ],
      (path) => path === 'comment',
      'order',
    )
    expect(placed).toEqual({
      onFields: [{ path: 'comment', message: 'too long' }],
      elsewhere: ['order.secret: bad'],
    })
  })
})
