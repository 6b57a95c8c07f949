import { describe, expect, it } from 'vitest'
import { DEFAULT_LIST_QUERY } from '../../../domain/lists'
import { usd } from '../../../domain/money'
import { paymentsQuery } from './payment-filters'

describe('paymentsQuery', () => {
  it('maps every filter of the URL to ListPayments', () => {
    const query = paymentsQuery(DEFAULT_LIST_QUERY, {
      customerName: 'customers/C1001',
      orderName: 'orders/4',
      status: 'received',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      paymentTypeName: 'paymentTypes/wire',
      amount: '1234.5',
      createdBy: 'anna',
      unapprovedOnly: 'true',
    })
    expect(query).toMatchObject({
      customerName: 'customers/C1001',
      orderName: 'orders/4',
      status: 'received',
      dateFrom: new Date(2026, 2, 1),
      dateTo: new Date(2026, 2, 31, 23, 59, 59, 999),
      paymentTypeName: 'paymentTypes/wire',
      amount: usd(123450),
      createdBy: 'anna',
      approvedOnly: false,
      unapprovedOnly: true,
    })
  })

  it('lets approved only win over unapproved only', () => {
    const query = paymentsQuery(DEFAULT_LIST_QUERY, { approvedOnly: 'true', unapprovedOnly: 'true' })
    expect(query.approvedOnly).toBe(true)
    expect(query.unapprovedOnly).toBe(false)
  })

  it('keeps a fixed customer or order over the URL, and leaves unset filters out', () => {
    const query = paymentsQuery(DEFAULT_LIST_QUERY, { customerName: 'customers/X' }, { customerName: 'customers/C1001' })
    expect(query.customerName).toBe('customers/C1001')
    expect(query.amount).toBeUndefined()
    expect(query.dateFrom).toBeUndefined()
    expect(paymentsQuery(DEFAULT_LIST_QUERY, {}, { orderName: 'orders/9' }).orderName).toBe('orders/9')
  })
})
