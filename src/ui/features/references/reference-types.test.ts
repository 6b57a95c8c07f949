import { describe, expect, it } from 'vitest'
import type { OrderServiceType } from '../../../domain/orders'
import {
  formValuesToReferenceType,
  NEW_REFERENCE_TYPE_VALUES,
  REFERENCE_MESSAGES,
  referenceTypeSchema,
  referenceTypeToFormValues,
} from './reference-types'

const service: OrderServiceType = {
  name: 'orderServiceTypes/towing',
  code: 'towing',
  displayName: 'Towing',
  isActive: true,
  isRequired: true,
  isDefault: false,
  orderIndex: 3,
  groupDisplayName: 'Land',
  isApprovable: true,
}

describe('reference type form', () => {
  it('round-trips a service type with its own fields', () => {
    const values = referenceTypeToFormValues(service)
    expect(values.orderIndex).toBe('3')
    expect(formValuesToReferenceType('serviceTypes', values, service)).toEqual(service)
  })

  it('sends only the fields of its kind, keeping an invoice type logo', () => {
    const values = { ...NEW_REFERENCE_TYPE_VALUES, code: 'wire', displayName: ' Wire ', orderIndex: '4' }
    expect(formValuesToReferenceType('paymentTypes', values)).toEqual({
      name: '',
      code: 'wire',
      displayName: 'Wire',
      isActive: true,
    })
    const saved = {
      name: 'invoiceTypes/std',
      code: 'std',
      displayName: 'Std',
      isActive: true,
      documentHeaderComment: '',
      logoUrl: '/files/logo.svg',
    }
    expect(
      formValuesToReferenceType('invoiceTypes', { ...values, documentHeaderComment: 'Thanks' }, saved),
    ).toMatchObject({
      name: 'invoiceTypes/std',
      documentHeaderComment: 'Thanks',
      logoUrl: '/files/logo.svg',
    })
  })

  it('refuses a code with spaces and an order index that is not a whole number', () => {
    const result = referenceTypeSchema.safeParse({
      ...NEW_REFERENCE_TYPE_VALUES,
      code: 'a b',
      displayName: 'A',
      orderIndex: '1.5',
    })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      REFERENCE_MESSAGES.code,
      REFERENCE_MESSAGES.orderIndex,
    ])
  })
})
