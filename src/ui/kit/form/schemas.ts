import { z } from 'zod'
import { parseMoneyInput } from '../../../domain/money'
import { isPhoneNumber } from '../../../domain/text'

/**
 * Rules shared by every form's zod schema. Messages are translation keys of the `common` namespace
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

export const requiredText = () => z.string().trim().min(1, MESSAGES.required)

/** A text of at most `max` characters (domain `TEXT_LIMITS`; the field's `maxLength` stops typing there). */
export const limitedText = (max: number) => z.string().max(max, MESSAGES.tooLong)

/** An optional phone number (domain `isPhoneNumber`, the mock API's rule too); empty is fine. */
export const phoneText = (max: number) => limitedText(max).trim().refine(isPhoneNumber, MESSAGES.phone)

/** Money as typed (already cleaned by the money input); `positive` refuses zero, otherwise zero is fine. */
export function moneyText({ positive = false, allowNegative = false } = {}) {
  return z.string().superRefine((text, context) => {
    const value = parseMoneyInput(text)
    if (positive && value <= 0) context.addIssue({ code: 'custom', message: MESSAGES.positive })
    else if (!allowNegative && value < 0) context.addIssue({ code: 'custom', message: MESSAGES.notNegative })
  })
}

/** A key/value editor's rows: keys must be filled in and distinct. */
export function keyValuePairs() {
  return z.array(z.object({ key: z.string().trim(), value: z.string() })).superRefine((pairs, context) => {
    const seen = new Set<string>()
    pairs.forEach((pair, index) => {
      if (!pair.key) context.addIssue({ code: 'custom', message: MESSAGES.emptyKey, path: [index, 'key'] })
      else if (seen.has(pair.key))
        context.addIssue({ code: 'custom', message: MESSAGES.duplicateKey, path: [index, 'key'] })
      seen.add(pair.key)
    })
  })
}

export type KeyValuePair = { key: string; value: string }

/** A map (the spec's valuesMap, parametersMap) as editor rows, and back. */
export const pairsFromRecord = (record: Readonly<Record<string, string>>): KeyValuePair[] =>
  Object.entries(record).map(([key, value]) => ({ key, value }))
export const recordFromPairs = (pairs: readonly KeyValuePair[]): Record<string, string> =>
  Object.fromEntries(pairs.filter((pair) => pair.key.trim()).map((pair) => [pair.key.trim(), pair.value]))
