import * as z from 'zod/mini'
import type { Formula } from '../../../domain/formulas'
import {
  keyValuePairs,
  pairsFromRecord,
  recordFromPairs,
  requiredText,
  trimmedText,
} from '../../kit/form/schemas'

/** Messages of the rule form's own checks (translation keys). */
export const FORMULA_MESSAGES = {
  entity: 'references:validation.entity',
} as const

/**
 * A price rule: the entity it applies to (a resource name such as `orderServiceTypes/shipping`, as the server
 * checks), the key it sets and its value, and the filters an entity must match (key = value pairs).
 */
export const formulaSchema = z.object({
  entityName: requiredText().check(z.regex(/^[a-zA-Z]+(\/[A-Za-z0-9_-]+)*$/, FORMULA_MESSAGES.entity)),
  key: requiredText(),
  value: trimmedText(),
  filters: keyValuePairs(),
})

export type FormulaFormValues = z.infer<typeof formulaSchema>

export const NEW_FORMULA_VALUES: FormulaFormValues = { entityName: '', key: '', value: '', filters: [] }

export const formulaToFormValues = (formula: Formula): FormulaFormValues => ({
  entityName: formula.entityName,
  key: formula.key,
  value: formula.value,
  filters: pairsFromRecord(formula.filters),
})

export const formValuesToFormula = (values: FormulaFormValues, saved?: Formula): Formula => ({
  name: saved?.name ?? '',
  id: saved?.id ?? 0,
  entityName: values.entityName.trim(),
  key: values.key.trim(),
  value: values.value.trim(),
  filters: recordFromPairs(values.filters),
})
