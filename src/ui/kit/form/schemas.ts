import * as z from 'zod/mini'
import { parseMoneyInput } from '../../../domain/money'
import { isPhoneNumber } from '../../../domain/text'

/**
 * Rules shared by every form's zod schema. Schemas are written with `zod/mini`, zod's tree-shakable form (checks
 * and wrappers are functions: `z.string().check(z.trim(), …)`, `z.optional(…)`), so a form's screen loads a
 * fraction of classic zod's bytes (decision 0242). Messages are translation keys of the `common` namespace
 * (`kit.validation.*`), translated where a field shows them, so a language switch re-words them.
 */
export const MESSAGES = {
  required: 'kit.validation.required',
  positive: 'kit.validation.positive',
  notNegative: 'kit.validation.notNegative',
  duplicateKey: 'kit.validation.duplicateKey',
  emptyKey: 'kit.validation.emptyKey',
  atLeastOneLine: 'kit.validation.atLeastOneLine',
  phone: 'kit.input.phone',
  email: 'kit.input.email',
  tooLong: 'kit.input.tooLong',
} as const

export const requiredText = () => z.string().check(z.trim(), z.minLength(1, MESSAGES.required))

/** Text with the spaces at its ends cut off (whatever it holds). */
export const trimmedText = () => z.string().check(z.trim())

/** An e-mail address, trimmed; `message` (a translation key) when it does not look like one. */
export const emailText = (message: string) => z.string().check(z.trim(), z.email(message))

/** A day as the date field holds it (`2026-11-27`); an empty or partial one is `required`. */
export const dayText = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.required))

/** A text of at most `max` characters (domain `TEXT_LIMITS`; the field's `maxLength` stops typing there). */
export const limitedText = (max: number) => z.string().check(z.maxLength(max, MESSAGES.tooLong))

/** An optional phone number (domain `isPhoneNumber`, the mock API's rule too); empty is fine. */
export const phoneText = (max: number) =>
  limitedText(max).check(z.trim(), z.refine(isPhoneNumber, MESSAGES.phone))

/** Money as typed (already cleaned by the money input); `positive` refuses zero, otherwise zero is fine. */
export function moneyText({ positive = false, allowNegative = false } = {}) {
  return z.string().check(
    z.superRefine((text, context) => {
      const value = parseMoneyInput(text)
      if (positive && value <= 0) context.addIssue({ code: 'custom', message: MESSAGES.positive })
      else if (!allowNegative && value < 0)
        context.addIssue({ code: 'custom', message: MESSAGES.notNegative })
    }),
  )
}

/** A key/value editor's rows: keys must be filled in and distinct. */
export function keyValuePairs() {
  return z.array(z.object({ key: trimmedText(), value: z.string() })).check(
    z.superRefine((pairs, context) => {
      const seen = new Set<string>()
      pairs.forEach((pair, index) => {
        if (!pair.key) context.addIssue({ code: 'custom', message: MESSAGES.emptyKey, path: [index, 'key'] })
        else if (seen.has(pair.key))
          context.addIssue({ code: 'custom', message: MESSAGES.duplicateKey, path: [index, 'key'] })
        seen.add(pair.key)
      })
    }),
  )
}

export type KeyValuePair = { key: string; value: string }

/** A map (the spec's valuesMap, parametersMap) as editor rows, and back. */
export const pairsFromRecord = (record: Readonly<Record<string, string>>): KeyValuePair[] =>
  Object.entries(record).map(([key, value]) => ({ key, value }))
export const recordFromPairs = (pairs: readonly KeyValuePair[]): Record<string, string> =>
  Object.fromEntries(pairs.filter((pair) => pair.key.trim()).map((pair) => [pair.key.trim(), pair.value]))
