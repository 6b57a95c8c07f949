import * as z from 'zod/mini'
import {
  SOCIAL_NETWORKS,
  isPhoneNumber,
  isWebAddress,
  passwordProblems,
  type SocialNetwork,
} from '../../../../domain/apps/account-settings'
import { requiredText, trimmedText } from '../../../kit/form/schemas'

/** Validation messages are keys of the `settings` namespace (translated where the field shows them). */
const M = {
  email: 'settings:validation.email',
  website: 'settings:validation.website',
  phone: 'settings:validation.phone',
  mismatch: 'settings:validation.passwordMismatch',
  sameAsCurrent: 'settings:validation.sameAsCurrent',
  length: 'settings:validation.passwordLength',
  lowercase: 'settings:validation.passwordLowercase',
  digitOrSymbol: 'settings:validation.passwordDigitOrSymbol',
} as const

const webAddress = () => z.string().check(z.trim(), z.refine(isWebAddress, M.website))

export const generalSchema = z.object({
  avatar: z.string(),
  username: requiredText(),
  fullName: requiredText(),
  email: z.pipe(requiredText(), z.email(M.email)),
  company: trimmedText(),
})

export const passwordSchema = z
  .object({
    currentPassword: requiredText(),
    newPassword: z.string().check(
      z.superRefine((password, context) => {
        for (const problem of passwordProblems(password))
          context.addIssue({ code: 'custom', message: M[problem] })
      }),
    ),
    confirmPassword: requiredText(),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.confirmPassword && values.newPassword !== values.confirmPassword)
        context.addIssue({ code: 'custom', message: M.mismatch, path: ['confirmPassword'] })
      if (values.newPassword && values.newPassword === values.currentPassword)
        context.addIssue({ code: 'custom', message: M.sameAsCurrent, path: ['newPassword'] })
    }),
  )
export type PasswordValues = z.infer<typeof passwordSchema>
export const NO_PASSWORD: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' }

export const infoSchema = z.object({
  bio: z.string().check(z.maxLength(500, 'settings:validation.bioLength')),
  dob: z.string(),
  country: z.string(),
  website: webAddress(),
  phone: z.string().check(z.trim(), z.refine(isPhoneNumber, M.phone)),
})

export const socialSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, webAddress()])) as Record<
    SocialNetwork,
    ReturnType<typeof webAddress>
  >,
)

/** Countries of the country select by region code; the value is the English name, as the mock keeps it. */
export const COUNTRY_CODES = [
  'AM',
  'AU',
  'BR',
  'CA',
  'CN',
  'FR',
  'GE',
  'DE',
  'IN',
  'IT',
  'JP',
  'KZ',
  'NL',
  'PL',
  'RU',
  'ES',
  'TR',
  'UA',
  'AE',
  'GB',
  'US',
] as const
