import { describe, expect, it } from 'vitest'
import type { Customer } from '../../../domain/customers'
import { aCustomer } from '../../../domain/customers/test-customers'
import { usd } from '../../../domain/money'
import {
  customerSchema,
  customerToFormValues,
  formValuesToCustomer,
  NEW_CUSTOMER_VALUES,
  type CustomerFormValues,
} from './customer-form-values'

const stored: Customer = aCustomer({
  balance: usd(1200),
  type: 'Company',
  phone: '+374',
  status: 'suspended',
  paymentStatus: 'overdue',
  externalId: 'X-1',
  buyers: ['buyers/B100000'],
  paymentDueDate: new Date('2026-01-01'),
})

const values = (change: Partial<CustomerFormValues>): CustomerFormValues => ({
  ...NEW_CUSTOMER_VALUES,
  ...change,
})
const issues = (v: CustomerFormValues) => {
  const result = customerSchema.safeParse(v)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('customer form values', () => {
  it('reads a stored customer, and writes it back on top of what the server computed', () => {
    const form = customerToFormValues(stored)
    expect(form).toMatchObject({
      type: 'company',
      status: 'suspended',
      buyers: [{ buyer: 'buyers/B100000' }],
    })
    const back = formValuesToCustomer({ ...form, phone: ' +374 10 ' }, stored)
    expect(back).toMatchObject({
      name: 'customers/C1001',
      phone: '+374 10',
      balance: usd(1200),
      paymentStatus: 'overdue',
    })
    // No display-name field: the server derives it from the edited names.
    expect(back.displayName).toBe('')
  })

  it('empties the company name of an individual (spec §5)', () => {
    const individual = formValuesToCustomer(
      values({ type: 'individual', firstName: 'A', companyDisplayName: 'ACME' }),
    )
    expect(individual.companyDisplayName).toBe('')
    expect(customerToFormValues({ ...stored, type: 'individual' }).companyDisplayName).toBe('')
  })

  it('asks a company for its name, an individual for a first or last name, and checks the e-mail', () => {
    expect(issues(values({ type: 'company' }))).toEqual([
      'companyDisplayName: customers:validation.companyRequired',
    ])
    expect(issues(values({ type: 'individual' }))).toEqual(['lastName: customers:validation.nameRequired'])
    expect(issues(values({ lastName: 'K', email: 'not-an-address' }))).toEqual([
      'email: customers:validation.email',
    ])
    expect(issues(values({ lastName: 'K', email: 'k@example.com' }))).toEqual([])
    expect(issues(values({ lastName: 'K', buyers: [{ buyer: '' }] }))).toEqual([
      'buyers.0.buyer: kit.validation.required',
    ])
  })

  it('checks the phone number and the lengths the API keeps', () => {
    expect(issues(values({ lastName: 'K', phone: 'call me later' }))).toEqual(['phone: kit.input.phone'])
    expect(issues(values({ lastName: 'K', phone: '+374 10 123456' }))).toEqual([])
    expect(issues(values({ lastName: 'K'.repeat(101) }))).toEqual(['lastName: kit.input.tooLong'])
  })

  it('drops repeated and empty buyers', () => {
    const customer = formValuesToCustomer(
      values({ lastName: 'K', buyers: [{ buyer: 'buyers/B1' }, { buyer: 'buyers/B1' }, { buyer: '' }] }),
    )
    expect(customer.buyers).toEqual(['buyers/B1'])
  })
})
