/** A price rule: for entities of `entityName` matching `filters`, `key` takes `value`. */
export interface Formula {
  name: string
  id: number
  entityName: string
  filters: Record<string, string>
  key: string
  value: string
}

/** Whether every filter of the formula equals the entity's value for that key (no filters: matches all). */
export function formulaMatches(
  formula: Pick<Formula, 'filters'>,
  values: Readonly<Record<string, string>>,
): boolean {
  return Object.entries(formula.filters).every(([key, wanted]) => values[key] === wanted)
}

/** How a rule's filters read in a list cell and an export: `terminalName = terminals/1; countryName = countries/am`. */
export const filtersText = (filters: Readonly<Record<string, string>>) =>
  Object.entries(filters)
    .map(([key, value]) => `${key} = ${value}`)
    .join('; ')
