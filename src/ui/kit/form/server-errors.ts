import { useCallback } from 'react'
import type { i18n as I18n, TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatMoney, type Money } from '../../../domain/money'
import { reasonParamsFromWire } from '../../../domain/validation'
import type { FieldViolation, PortError } from '../../../ports/errors'

const camel = (segment: string) => segment.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/**
 * The form path a server field violation names: snake_case segments become camelCase and the entity's
 * own prefix is dropped (`order.items.0.amount` → `items.0.amount`, `payment.orders.1.amount` →
 * `orders.1.amount`). `entity` is that prefix (`order`, `payment`, `invoice_payee`).
 */
export function formPathOf(field: string, entity?: string): string {
  const segments = field.split('.').filter(Boolean)
  if (entity && segments.length > 1 && camel(segments[0]!) === camel(entity)) segments.shift()
  return segments.map(camel).join('.')
}

/**
 * A server refusal in the person's language (decision 0110): its reason through `common:serverReasons.<REASON>`
 * with its parameters (amounts in the language's format); the server's English description when the reason
 * is unknown here, absent, or its parameters unreadable.
 */
export function wordViolation(
  violation: FieldViolation,
  { t, i18n, money }: { t: TFunction; i18n: Pick<I18n, 'exists'>; money: (amount: Money) => string },
): string {
  const { reason, description } = violation
  if (!reason) return description
  const key = `common:serverReasons.${reason}`
  const params = reasonParamsFromWire(reason, violation.params ?? {})
  if (!params || !i18n.exists(key)) return description
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? money(value) : value]),
  )
  return t(key, { ...values, defaultValue: description })
}

/** `wordViolation` in the current language (amounts formatted for it); stable while the language stays. */
export function useWordViolation(): (violation: FieldViolation) => string {
  const { t, i18n } = useTranslation()
  return useCallback(
    (violation: FieldViolation) =>
      wordViolation(violation, { t, i18n, money: (amount) => formatMoney(amount, i18n.language) }),
    [t, i18n],
  )
}

/**
 * What a refused call means, in the person's language: why the whole call was refused when the server said
 * (`USED_BY_PAYMENT`: "Payment 12 uses it: change or delete that payment first"), else its code's text. Stable
 * while the language stays.
 */
export function useWordRefusal(): (error: PortError) => string {
  const { t } = useTranslation()
  const word = useWordViolation()
  return useCallback(
    (error: PortError) => {
      const general = t(`common:errors.${error.code}`, { defaultValue: t('common:errors.unknown') })
      const { reason } = error
      return reason ? word({ field: '', description: general, ...reason }) : general
    },
    [t, word],
  )
}

/** A line of a form's list that a path names (`items.1.amount` → list `items`, line 2), if it names one. */
export function formLineOf(path: string): { list: string; line: number } | null {
  const match = /^(\w+)\.(\d+)\./.exec(path)
  return match ? { list: match[1]!, line: Number(match[2]) + 1 } : null
}

/**
 * Splits violations into those a form shows on a field it has, those about a line it has but on a part of it
 * with no field of its own (an invoice line's amount: named by its line in the summary), and the rest (shown
 * above the form with the server's path), each worded by `word` (the server's description unless given).
 */
export function placeViolations(
  violations: readonly FieldViolation[],
  hasField: (path: string) => boolean,
  entity?: string,
  word: (violation: FieldViolation) => string = (violation) => violation.description,
  hasLine: (list: string, line: number) => boolean = () => false,
): {
  onFields: { path: string; message: string }[]
  onLines: { list: string; line: number; message: string }[]
  elsewhere: string[]
} {
  const onFields: { path: string; message: string }[] = []
  const onLines: { list: string; line: number; message: string }[] = []
  const elsewhere: string[] = []
  for (const violation of violations) {
    const path = formPathOf(violation.field, entity)
    const message = word(violation)
    const line = formLineOf(path)
    if (hasField(path)) onFields.push({ path, message })
    else if (line && hasLine(line.list, line.line)) onLines.push({ ...line, message })
    else elsewhere.push(violation.field ? `${violation.field}: ${message}` : message)
  }
  return { onFields, onLines, elsewhere }
}
