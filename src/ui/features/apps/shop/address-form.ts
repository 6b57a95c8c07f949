import * as z from 'zod/mini'
import { MESSAGES, requiredText, trimmedText } from '../../../kit/form/schemas'

export const ADDRESS_TYPES = ['home', 'work'] as const

/** The delivery address of the checkout; messages are translation keys. */
export const addressSchema = z.object({
  fullName: requiredText(),
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.required),
      z.regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, 'shop:validation.phone'),
    ),
  flat: requiredText(),
  street: requiredText(),
  landmark: trimmedText(),
  city: requiredText(),
  postalCode: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.required),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'shop:validation.postalCode'),
    ),
  state: requiredText(),
  addressType: z.enum(ADDRESS_TYPES),
})

export type AddressValues = z.infer<typeof addressSchema>

export const EMPTY_ADDRESS: AddressValues = {
  fullName: '',
  phone: '',
  flat: '',
  street: '',
  landmark: '',
  city: '',
  postalCode: '',
  state: '',
  addressType: 'home',
}

/** How the order is paid: on delivery (cash or card) or by bank transfer against an invoice. */
export const PAYMENT_METHODS = ['cashOnDelivery', 'cardOnDelivery', 'bankTransfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
