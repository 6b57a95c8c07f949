import * as z from 'zod/mini'
import { USER_PLANS, USER_ROLES, type ManagedUser, type NewManagedUser } from '../../../../domain/apps/users'
import { MESSAGES, requiredText } from '../../../kit/form/schemas'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CONTACT = /^[+()\d\s-]{7,20}$/

/** The add and edit user form (the fields of POST /apps/users/add-user). */
export const userFormSchema = z.object({
  fullName: requiredText(),
  username: requiredText().check(z.regex(/^[\p{L}\d._-]+$/u, 'users:validation.username')),
  email: requiredText().check(z.regex(EMAIL, 'users:validation.email')),
  company: requiredText(),
  country: requiredText(),
  contact: requiredText().check(z.regex(CONTACT, 'users:validation.contact')),
  role: z.enum(USER_ROLES, { message: MESSAGES.required }),
  currentPlan: z.enum(USER_PLANS, { message: MESSAGES.required }),
})
export type UserFormValues = z.infer<typeof userFormSchema>

/** A new user's form: role and plan must be chosen. */
export const emptyUserForm = (): UserFormValues =>
  ({
    fullName: '',
    username: '',
    email: '',
    company: '',
    country: '',
    contact: '',
    role: '',
    currentPlan: '',
  }) as unknown as UserFormValues

/** The form prefilled from a user (edit). */
export const userFormValues = (user: ManagedUser): UserFormValues =>
  ({
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    company: user.company,
    country: user.country,
    contact: user.contact,
    role: user.role,
    currentPlan: user.currentPlan,
  }) as UserFormValues

/** The fields sent, trimmed. */
export const userFromForm = (values: UserFormValues): NewManagedUser => ({
  fullName: values.fullName.trim(),
  username: values.username.trim(),
  email: values.email.trim(),
  company: values.company.trim(),
  country: values.country.trim(),
  contact: values.contact.trim(),
  role: values.role,
  currentPlan: values.currentPlan,
})
