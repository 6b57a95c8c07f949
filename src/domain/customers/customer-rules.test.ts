import { describe, expect, it } from 'vitest'
import {
  applyIndividualRule,
  customerCode,
  customerNameFromCode,
  CUSTOMER_STATUS_SUSPENDED,
  isSuspended,
} from './customer-rules'

describe('applyIndividualRule', () => {
  it('forces an empty company name on an individual', () => {
    expect(applyIndividualRule({ type: 'individual', companyDisplayName: 'ACME', email: 'a@b' })).toEqual({
      type: 'individual',
      companyDisplayName: '',
      email: 'a@b',
    })
    expect(applyIndividualRule({ type: ' Individual', companyDisplayName: 'ACME' }).companyDisplayName).toBe(
      '',
    )
  })
  it('leaves companies and unknown types alone', () => {
    const company = { type: 'company', companyDisplayName: 'ACME' }
    expect(applyIndividualRule(company)).toBe(company)
    expect(applyIndividualRule({ type: '', companyDisplayName: 'X' }).companyDisplayName).toBe('X')
  })
})

describe('customer names and status', () => {
  it('reads codes and suspension', () => {
    expect(CUSTOMER_STATUS_SUSPENDED).toBe('suspended')
    expect(isSuspended({ status: 'Suspended' })).toBe(true)
    expect(isSuspended({ status: 'active' })).toBe(false)
    expect(customerCode('customers/C1001')).toBe('C1001')
    expect(customerCode('C7')).toBe('C7')
    expect(customerNameFromCode(' c1001 ')).toBe('customers/C1001')
  })
})
