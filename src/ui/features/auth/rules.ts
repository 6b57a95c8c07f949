import type { RegisterOptions } from 'react-hook-form'

/**
 * Field rules of the sign-in, register and forgot-password forms, as react-hook-form rules (no schema
 * library: these forms are the first screen and must stay small). Messages are `auth` i18n keys.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const emailRules = {
  validate: (value: string) =>
    !value.trim() ? 'validation.emailRequired' : EMAIL.test(value.trim()) ? true : 'validation.emailInvalid',
} satisfies RegisterOptions

export const passwordRules = { required: 'validation.passwordRequired' } satisfies RegisterOptions

export const usernameRules = {
  validate: (value: string) => (value.trim() ? true : 'validation.usernameRequired'),
} satisfies RegisterOptions

export const termsRules = {
  validate: (value: boolean) => value || 'validation.termsRequired',
} satisfies RegisterOptions
