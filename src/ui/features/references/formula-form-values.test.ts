import { describe, expect, it } from 'vitest'
import { filtersText, type Formula } from '../../../domain/formulas'
import {
  FORMULA_MESSAGES,
  formulaSchema,
  formulaToFormValues,
  formValuesToFormula,
  NEW_FORMULA_VALUES,
} from './formula-form-values'

const rule: Formula = {
  name: 'formulas/3',
  id: 3,
  entityName: 'orderServiceTypes/shipping',
  filters: { terminalName: 'terminals/1', countryName: 'countries/am' },
  key: 'amount',
  value: '1200.00',
}

describe('rule form', () => {
  it('round-trips a rule with its filters', () => {
    expect(formValuesToFormula(formulaToFormValues(rule), rule)).toEqual(rule)
    expect(filtersText(rule.filters)).toBe('terminalName = terminals/1; countryName = countries/am')
  })
  it('refuses an entity that is not a resource name', () => {
    const result = formulaSchema.safeParse({
      ...NEW_FORMULA_VALUES,
      entityName: 'order service',
      key: 'amount',
    })
    expect(result.error?.issues[0]?.message).toBe(FORMULA_MESSAGES.entity)
  })
})
