import { describe, expect, it } from 'vitest'
import { usd } from '../../../domain/money'
import type { OrderServiceType } from '../../../domain/orders'
import { anOrder } from '../../../domain/orders/test-orders'
import {
  emptyOrderValues,
  formOrderAmount,
  newDiscount,
  newItem,
  newService,
  orderFormValues,
  orderFromValues,
  orderSchema,
} from './order-form-values'

const type = (code: string, flags: Partial<OrderServiceType>): OrderServiceType => ({
  name: `orderServiceTypes/${code}`,
  code,
  displayName: code,
  isActive: true,
  isRequired: false,
  isDefault: false,
  orderIndex: 0,
  groupDisplayName: '',
  isApprovable: false,
  ...flags,
})

describe('order form', () => {
  it('starts a new order with the active required and default services, and the vehicle it came from', () => {
    const values = emptyOrderValues(
      [
        type('shipping', { isRequired: true }),
        type('towing', { isDefault: true }),
        type('storage', {}),
        type('old', { isDefault: true, isActive: false }),
      ],
      { customerName: 'customers/C1001', vehicleName: 'vehicles/7' },
    )
    expect(values.services.map((s) => s.serviceTypeName)).toEqual([
      'orderServiceTypes/shipping',
      'orderServiceTypes/towing',
    ])
    expect(values.items.map((i) => i.itemName)).toEqual(['vehicles/7'])
    expect(values.status).toBe('active')
  })

  it('adds items and services and takes discounts off, live, by the domain rule', () => {
    const values = {
      items: [{ ...newItem('vehicles/1'), amount: '1000.50' }],
      services: [{ ...newService('orderServiceTypes/shipping'), amount: '200' }],
      discounts: [{ ...newDiscount(), amount: '50.25' }],
    }
    expect(formOrderAmount(values)).toEqual(usd(1150_25))
  })

  it('round-trips an order, keeping line names, approval and the archive flag', () => {
    const order = anOrder({ isArchive: true })
    const sent = orderFromValues(orderFormValues(order), order)
    expect(sent.isArchive).toBe(true)
    expect(sent.items.map((i) => [i.name, i.itemName, i.amount.value])).toEqual(
      order.items.map((i) => [i.name, i.itemName, i.amount.value]),
    )
    expect(sent.services.map((s) => [s.name, s.isApproved])).toEqual(
      order.services.map((s) => [s.name, s.isApproved]),
    )
  })

  it('needs a customer, a vehicle and a type on each line, and positive item and discount amounts', () => {
    const result = orderSchema.safeParse({
      ...emptyOrderValues([]),
      items: [newItem()],
      services: [newService()],
      discounts: [{ ...newDiscount(), discountTypeName: 'orderDiscountTypes/x', amount: '0' }],
    })
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(
      expect.arrayContaining([
        'customerName',
        'items.0.itemName',
        'items.0.amount',
        'services.0.serviceTypeName',
        'discounts.0.amount',
      ]),
    )
  })
})
