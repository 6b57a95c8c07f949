import * as z from 'zod/mini'
import { NO_ACTIVITY } from '../../../domain/activity'
import {
  applyIndividualRule,
  CUSTOMER_STATUS_ACTIVE,
  CUSTOMER_TYPE_COMPANY,
  CUSTOMER_TYPE_INDIVIDUAL,
  isIndividual,
  zeroCustomerTotals,
  type Customer,
} from '../../../domain/customers'
import { isEmailAddress, TEXT_LIMITS } from '../../../domain/text'
import { limitedText, MESSAGES, phoneText, trimmedText } from '../../kit/form/schemas'
import { CUSTOMER_STATUSES } from './customer-routes'

export const CUSTOMER_TYPES = [CUSTOMER_TYPE_INDIVIDUAL, CUSTOMER_TYPE_COMPANY] as const
export { CUSTOMER_STATUSES }

/** Messages of the customer form's own rules (translation keys of the `customers` namespace). */
export const CUSTOMER_MESSAGES = {
  companyRequired: 'customers:validation.companyRequired',
  nameRequired: 'customers:validation.nameRequired',
  email: 'customers:validation.email',
} as const

/**
 * The customer form: names, company, type, country, contacts, status, external id and buyers (each a buyer's
 * name, `buyers/B100000`). A company needs its company name; an individual needs a first or last name; an
 * e-mail and a phone number, when given, must look like one (domain `isEmailAddress`, `isPhoneNumber`, the mock
 * API's rules); no text is longer than the API keeps (domain `TEXT_LIMITS`).
 */
export const customerSchema = z
  .object({
    firstName: limitedText(TEXT_LIMITS.personName).check(z.trim()),
    middleName: limitedText(TEXT_LIMITS.personName).check(z.trim()),
    lastName: limitedText(TEXT_LIMITS.personName).check(z.trim()),
    companyDisplayName: limitedText(TEXT_LIMITS.companyName).check(z.trim()),
    type: z.enum(CUSTOMER_TYPES),
    countryName: z.string(),
    email: trimmedText(),
    phone: phoneText(TEXT_LIMITS.phone),
    status: z.enum(CUSTOMER_STATUSES),
    externalId: limitedText(TEXT_LIMITS.externalId).check(z.trim()),
    buyers: z.array(z.object({ buyer: z.string().check(z.minLength(1, MESSAGES.required)) })),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.type === CUSTOMER_TYPE_COMPANY && !values.companyDisplayName)
        context.addIssue({
          code: 'custom',
          message: CUSTOMER_MESSAGES.companyRequired,
          path: ['companyDisplayName'],
        })
      if (values.type === CUSTOMER_TYPE_INDIVIDUAL && !values.firstName && !values.lastName)
        context.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.nameRequired, path: ['lastName'] })
      if (values.email && !isEmailAddress(values.email))
        context.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.email, path: ['email'] })
    }),
  )

export type CustomerFormValues = z.infer<typeof customerSchema>

export const NEW_CUSTOMER_VALUES: CustomerFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  companyDisplayName: '',
  type: CUSTOMER_TYPE_INDIVIDUAL,
  countryName: '',
  email: '',
  phone: '',
  status: CUSTOMER_STATUS_ACTIVE,
  externalId: '',
  buyers: [],
}

const oneOf = <T extends string>(allowed: readonly T[], value: string, fallback: T): T => {
  const normalized = value.trim().toLowerCase()
  return (allowed as readonly string[]).includes(normalized) ? (normalized as T) : fallback
}

/** A stored customer as form values (an unknown type or status reads as the default). */
export function customerToFormValues(customer: Customer): CustomerFormValues {
  return {
    firstName: customer.firstName,
    middleName: customer.middleName,
    lastName: customer.lastName,
    companyDisplayName: isIndividual(customer) ? '' : customer.companyDisplayName,
    type: oneOf(CUSTOMER_TYPES, customer.type, CUSTOMER_TYPE_INDIVIDUAL),
    countryName: customer.countryName,
    email: customer.email,
    phone: customer.phone,
    status: oneOf(CUSTOMER_STATUSES, customer.status, CUSTOMER_STATUS_ACTIVE),
    externalId: customer.externalId,
    buyers: customer.buyers.map((buyer) => ({ buyer })),
  }
}

/**
 * The customer to send for form values, on top of the stored one (edit) or an empty one (add). The display
 * name is left empty so the server derives it from the edited names (the form has no display-name field),
 * and the individual rule empties the company name (spec §5).
 */
export function formValuesToCustomer(values: CustomerFormValues, stored?: Customer): Customer {
  const base: Customer = stored ?? {
    ...zeroCustomerTotals(),
    ...NO_ACTIVITY,
    name: '',
    id: '',
    displayName: '',
    firstName: '',
    middleName: '',
    lastName: '',
    countryName: '',
    companyDisplayName: '',
    type: CUSTOMER_TYPE_INDIVIDUAL,
    email: '',
    phone: '',
    status: CUSTOMER_STATUS_ACTIVE,
    paymentStatus: '',
    externalId: '',
    buyers: [],
    paymentDueDate: null,
  }
  return applyIndividualRule({
    ...base,
    displayName: '',
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim(),
    lastName: values.lastName.trim(),
    companyDisplayName: values.companyDisplayName.trim(),
    type: values.type,
    countryName: values.countryName,
    email: values.email.trim(),
    phone: values.phone.trim(),
    status: values.status,
    externalId: values.externalId.trim(),
    buyers: [...new Set(values.buyers.map((row) => row.buyer).filter(Boolean))],
  })
}
