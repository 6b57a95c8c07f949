import { create, toJson } from '@bufbuild/protobuf'
import { timestampFromDate } from '@bufbuild/protobuf/wkt'
import { describe, expect, it } from 'vitest'
import { CustomerSchema } from '../../../gen/cargo/services/customers_pb'
import { InvoiceSchema } from '../../../gen/cargo/services/invoices_pb'
import { OrderSchema } from '../../../gen/cargo/services/orders_pb'
import { PaymentSchema } from '../../../gen/cargo/services/payments_pb'
import { activityOf, writtenActivity } from '../../../domain/activity'
import { customerFromProto, customerToProto } from './customers'
import { invoiceFromProto, invoiceToProto } from './invoices'
import { orderFromProto, orderToProto } from './orders'
import { paymentFromProto, paymentToProto } from './payments'

const created = new Date('2026-11-24T10:31:00Z')
const changed = new Date('2026-11-25T08:05:00Z')
const onTheWire = {
  createTime: timestampFromDate(created),
  createdBy: 'admin',
  updateTime: timestampFromDate(changed),
  updatedBy: 'c1001',
}
const expected = writtenActivity('c1001', changed, writtenActivity('admin', created))
const ACTIVITY_KEYS = ['createTime', 'createdBy', 'updateTime', 'updatedBy']

/** Each record kind: read from a message, and the JSON a create or update would send for the read record. */
const kinds = {
  order: () => {
    const record = orderFromProto(create(OrderSchema, { name: 'orders/1', id: 1n, ...onTheWire }))
    return { record, sent: toJson(OrderSchema, orderToProto(record)) }
  },
  invoice: () => {
    const record = invoiceFromProto(create(InvoiceSchema, { name: 'invoices/1', id: 1n, ...onTheWire }))
    return { record, sent: toJson(InvoiceSchema, invoiceToProto(record)) }
  },
  payment: () => {
    const record = paymentFromProto(create(PaymentSchema, { name: 'payments/1', id: 1n, ...onTheWire }))
    return { record, sent: toJson(PaymentSchema, paymentToProto(record)) }
  },
  customer: () => {
    const record = customerFromProto(create(CustomerSchema, { name: 'customers/C1', id: 'C1', ...onTheWire }))
    return { record, sent: toJson(CustomerSchema, customerToProto(record)) }
  },
}

describe('activity mapping (issue 16)', () => {
  for (const [kind, run] of Object.entries(kinds)) {
    it(`${kind}: read from the message, never sent on create or update`, () => {
      const { record, sent } = run()
      expect(activityOf(record)).toEqual(expected)
      for (const key of ACTIVITY_KEYS) expect(sent as Record<string, unknown>).not.toHaveProperty(key)
    })
  }

  it('reads unset times as unknown and empty names as unknown (older data)', () => {
    const order = orderFromProto(create(OrderSchema, { name: 'orders/1', id: 1n }))
    expect(activityOf(order)).toEqual({ createTime: null, createdBy: '', updateTime: null, updatedBy: '' })
  })
})
