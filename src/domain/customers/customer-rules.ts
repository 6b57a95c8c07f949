import type { Customer } from './customer'
import { idOf, nameOf } from '../names'

/** The one customer type value the spec names. */
export const CUSTOMER_TYPE_INDIVIDUAL = 'individual'
export const CUSTOMER_TYPE_COMPANY = 'company'
/** Suspended customers are listed on the Suspended screen. */
export const CUSTOMER_STATUS_SUSPENDED = 'suspended'
export const CUSTOMER_STATUS_ACTIVE = 'active'

export function isIndividual(customer: Pick<Customer, 'type'>): boolean {
  return customer.type.trim().toLowerCase() === CUSTOMER_TYPE_INDIVIDUAL
}

export function isSuspended(customer: Pick<Customer, 'status'>): boolean {
  return customer.status.trim().toLowerCase() === CUSTOMER_STATUS_SUSPENDED
}

/** An individual has no company name: companyDisplayName is forced to '' (spec §5). Others are unchanged. */
export function applyIndividualRule<C extends Pick<Customer, 'type' | 'companyDisplayName'>>(customer: C): C {
  return isIndividual(customer) ? { ...customer, companyDisplayName: '' } : customer
}

/** `customers/C1001` -> `C1001`; a bare code is returned as it is. */
export function customerCode(customerName: string): string {
  return idOf(customerName)
}

/** The resource name of a customer code, upper-cased like the codes of the seed (`c1001` -> `customers/C1001`). */
export function customerNameFromCode(code: string): string {
  return nameOf('customers', code.trim().toUpperCase())
}
