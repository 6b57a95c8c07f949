import * as z from 'zod/mini'
import type { InvoiceType } from '../../../domain/invoices'
import type { OrderDiscountType, OrderServiceType } from '../../../domain/orders'
import type { PaymentType } from '../../../domain/payments'
import { sortServiceTypes } from '../../../domain/references'
import type { CreateOptions } from '../../../ports/request-options'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { requiredText, trimmedText } from '../../kit/form/schemas'

/** The four kinds of typed reference data, each with its own screen built from the same parts. */
export type ReferenceKind = 'paymentTypes' | 'serviceTypes' | 'discountTypes' | 'invoiceTypes'

/** Any of the four: every kind has these; service and invoice types add their own fields. */
export type ReferenceType = PaymentType | OrderServiceType | OrderDiscountType | InvoiceType

/** The resource (CASL subject) of each kind. */
export const REFERENCE_RESOURCES: Record<ReferenceKind, string> = {
  paymentTypes: 'payment_types',
  serviceTypes: 'service_types',
  discountTypes: 'discount_types',
  invoiceTypes: 'invoice_types',
}

/** The server's entity of each kind (the field prefix of its violations). */
export const REFERENCE_ENTITIES: Record<ReferenceKind, string> = {
  paymentTypes: 'payment_type',
  serviceTypes: 'order_service_type',
  discountTypes: 'order_discount_type',
  invoiceTypes: 'invoice_type',
}

export interface ReferenceCalls {
  list(): Promise<ReferenceType[]>
  create(type: ReferenceType, options?: CreateOptions): Promise<ReferenceType>
  update(name: string, type: ReferenceType): Promise<ReferenceType>
  /** `etag`: the version the person saw (decision 0130). */
  remove(name: string, etag?: string): Promise<void>
}

/** The port calls of a kind. */
export function referenceCalls(kind: ReferenceKind): ReferenceCalls {
  switch (kind) {
    case 'paymentTypes': {
      const port = resolvePort(PORTS.paymentTypes)
      return {
        list: () => port.listPaymentTypes(),
        create: (type, options) => port.createPaymentType(type as PaymentType, options),
        update: (name, type) => port.updatePaymentType(name, type as PaymentType),
        remove: (name, etag) => port.deletePaymentType(name, etag),
      }
    }
    case 'serviceTypes': {
      const port = resolvePort(PORTS.orderServiceTypes)
      return {
        list: async () => sortServiceTypes(await port.listOrderServiceTypes()),
        create: (type, options) => port.createOrderServiceType(type as OrderServiceType, options),
        update: (name, type) => port.updateOrderServiceType(name, type as OrderServiceType),
        remove: (name, etag) => port.deleteOrderServiceType(name, etag),
      }
    }
    case 'discountTypes': {
      const port = resolvePort(PORTS.orderDiscountTypes)
      return {
        list: () => port.listOrderDiscountTypes(),
        create: (type, options) => port.createOrderDiscountType(type as OrderDiscountType, options),
        update: (name, type) => port.updateOrderDiscountType(name, type as OrderDiscountType),
        remove: (name, etag) => port.deleteOrderDiscountType(name, etag),
      }
    }
    case 'invoiceTypes': {
      const port = resolvePort(PORTS.invoiceTypes)
      return {
        list: () => port.listInvoiceTypes(),
        create: (type, options) => port.createInvoiceType(type as InvoiceType, options),
        update: (name, type) => port.updateInvoiceType(name, type as InvoiceType),
        remove: (name, etag) => port.deleteInvoiceType(name, etag),
      }
    }
  }
}

/** Messages of the form's own rules (translation keys). */
export const REFERENCE_MESSAGES = {
  code: 'references:validation.code',
  orderIndex: 'references:validation.orderIndex',
} as const

/**
 * The form of every kind: code (letters, digits, `-` and `_`, fixed once created: it is the record's name),
 * name and active flag; service types add order index, group and the required/default/approvable flags,
 * invoice types the header comment (the logo is uploaded apart, as a document).
 */
export const referenceTypeSchema = z.object({
  code: requiredText().check(z.regex(/^[A-Za-z0-9_-]+$/, REFERENCE_MESSAGES.code)),
  displayName: requiredText(),
  isActive: z.boolean(),
  orderIndex: z.string().check(z.trim(), z.regex(/^\d{0,6}$/, REFERENCE_MESSAGES.orderIndex)),
  groupDisplayName: trimmedText(),
  isRequired: z.boolean(),
  isDefault: z.boolean(),
  isApprovable: z.boolean(),
  documentHeaderComment: z.string(),
})

export type ReferenceTypeFormValues = z.infer<typeof referenceTypeSchema>

export const NEW_REFERENCE_TYPE_VALUES: ReferenceTypeFormValues = {
  code: '',
  displayName: '',
  isActive: true,
  orderIndex: '',
  groupDisplayName: '',
  isRequired: false,
  isDefault: false,
  isApprovable: false,
  documentHeaderComment: '',
}

export function referenceTypeToFormValues(type: ReferenceType): ReferenceTypeFormValues {
  const service = 'orderIndex' in type ? type : null
  return {
    code: type.code,
    displayName: type.displayName,
    isActive: type.isActive,
    orderIndex: service ? String(service.orderIndex) : '',
    groupDisplayName: service?.groupDisplayName ?? '',
    isRequired: service?.isRequired ?? false,
    isDefault: service?.isDefault ?? false,
    isApprovable: service?.isApprovable ?? false,
    documentHeaderComment: 'documentHeaderComment' in type ? type.documentHeaderComment : '',
  }
}

/** The record to send for a kind: the form's fields of that kind, over the saved record (its name, its logo). */
export function formValuesToReferenceType(
  kind: ReferenceKind,
  values: ReferenceTypeFormValues,
  saved?: ReferenceType,
): ReferenceType {
  const base = {
    // The version the person read: a save over someone else's later change is refused (decision 0131).
    ...(saved?.etag ? { etag: saved.etag } : {}),
    name: saved?.name ?? '',
    code: values.code.trim(),
    displayName: values.displayName.trim(),
    isActive: values.isActive,
  }
  if (kind === 'serviceTypes')
    return {
      ...base,
      orderIndex: Number(values.orderIndex || '0'),
      groupDisplayName: values.groupDisplayName.trim(),
      isRequired: values.isRequired,
      isDefault: values.isDefault,
      isApprovable: values.isApprovable,
    }
  if (kind === 'invoiceTypes')
    return {
      ...base,
      documentHeaderComment: values.documentHeaderComment.trim(),
      logoUrl: saved && 'logoUrl' in saved ? saved.logoUrl : '',
    }
  return base
}

/** The same record with its active flag turned over (the list's activate / deactivate action). */
export const withActive = <T extends ReferenceType>(type: T, isActive: boolean): T => ({ ...type, isActive })
