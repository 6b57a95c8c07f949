import * as z from 'zod/mini'
import {
  isValidRoutingNumber,
  isValidSwift,
  normalizeRoutingNumber,
  normalizeSwift,
  type InvoicePayee,
} from '../../../domain/invoices'
import { requiredText, trimmedText } from '../../kit/form/schemas'

/** Messages of the beneficiary form's own rules (translation keys of the `beneficiaries` namespace). */
export const BENEFICIARY_MESSAGES = {
  swift: 'beneficiaries:validation.swift',
  routingNumber: 'beneficiaries:validation.routingNumber',
} as const

/**
 * The beneficiary (invoice payee) form: every bank field. SWIFT and routing number are optional; when given
 * they follow the domain's rules (the mock server checks the same ones).
 */
export const beneficiarySchema = z.object({
  displayName: requiredText(),
  bankDisplayName: trimmedText(),
  bankPayeeDisplayName: trimmedText(),
  bankPayeeAddressDisplayName: trimmedText(),
  countryCode: z.string(),
  swift: trimmedText().check(z.refine((text) => !text || isValidSwift(text), BENEFICIARY_MESSAGES.swift)),
  bankPayeeAccountDisplayName: trimmedText(),
  additionalRequisites: z.string(),
  bankRoutingNumber: trimmedText().check(
    z.refine((text) => !text || isValidRoutingNumber(text), BENEFICIARY_MESSAGES.routingNumber),
  ),
  isActive: z.boolean(),
})

export type BeneficiaryFormValues = z.infer<typeof beneficiarySchema>

export const NEW_BENEFICIARY_VALUES: BeneficiaryFormValues = {
  displayName: '',
  bankDisplayName: '',
  bankPayeeDisplayName: '',
  bankPayeeAddressDisplayName: '',
  countryCode: '',
  swift: '',
  bankPayeeAccountDisplayName: '',
  additionalRequisites: '',
  bankRoutingNumber: '',
  isActive: true,
}

export function beneficiaryToFormValues(payee: InvoicePayee): BeneficiaryFormValues {
  const { name: _name, id: _id, ...values } = payee
  return values
}

/** The payee to send: the record's identity (when editing) and the form's values, codes normalised. */
export function formValuesToBeneficiary(values: BeneficiaryFormValues, current?: InvoicePayee): InvoicePayee {
  return {
    // The version the person read: a save over someone else's later change is refused (decision 0131).
    ...(current?.etag ? { etag: current.etag } : {}),
    name: current?.name ?? '',
    id: current?.id ?? 0,
    ...values,
    swift: normalizeSwift(values.swift),
    bankRoutingNumber: normalizeRoutingNumber(values.bankRoutingNumber),
  }
}
