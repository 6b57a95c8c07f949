import { create, toJson } from '@bufbuild/protobuf'
import { describe, expect, it } from 'vitest'
import { PaymentSchema } from '../../../gen/cargo/services/payments_pb'
import { usd } from '../../../domain/money'
import type { Payment } from '../../../domain/payments'
import { paymentFromProto, paymentToProto } from './payments'

describe('payment mapper (spec §3 Payment specifics)', () => {
  it('adds a local id to each order line of a fetched payment, and keeps an unset amount absent', () => {
    const payment = paymentFromProto(
      create(PaymentSchema, {
        name: 'payments/1',
        id: 1n,
        orders: [
          {
            orderName: 'orders/1',
            orderId: 1n,
            amount: { value: 100n, currencyName: 'currencies/usd', exponent: -2 },
          },
          { orderName: 'orders/2', orderId: 2n },
        ],
      }),
    )
    expect(payment.orders.map((line) => line.localId)).toEqual(['line-1', 'line-2'])
    expect(payment.orders[0]?.amount).toEqual(usd(100))
    expect('amount' in payment).toBe(false)
  })

  it('sends null text fields as empty strings, the amount only when it has a value, and no local ids', () => {
    const draft = {
      name: null,
      id: 0,
      displayName: null,
      customerName: 'customers/C1001',
      paymentTypeName: 'paymentTypes/wire',
      parameters: {},
      status: null,
      comment: null,
      date: null,
      paidAmount: null,
      orders: [
        {
          localId: 'line-1',
          orderName: 'orders/1',
          invoiceName: null,
          itemName: '',
          amount: usd(5),
          updatedBy: null,
          orderId: 1,
        },
      ],
      documentUrls: [],
      isApproved: false,
      isApprovedRefund: false,
      createdBy: null,
      updatedBy: null,
    } as unknown as Payment
    const proto = paymentToProto(draft)
    expect(proto.name).toBe('')
    expect(proto.comment).toBe('')
    expect(proto.amount).toBeUndefined()
    const json = toJson(PaymentSchema, proto) as Record<string, unknown>
    expect(json.amount).toBeUndefined()
    expect(JSON.stringify(json)).not.toContain('localId')
    expect(paymentToProto({ ...draft, amount: usd(1250) }).amount?.value).toBe(1250n)
  })
})
