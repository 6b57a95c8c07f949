import type { AutocompleteItem, SelectOption } from '../domain/apps/form-elements'

/** The form-elements demo's data sources (template-apps §7). */
export interface FormElementsPort {
  /** Every autocomplete entry (`GET /api/autocomplete/data`); the field filters them as a person types. */
  autocompleteItems(): Promise<AutocompleteItem[]>
  /** The select options whose label contains `query` (`GET /api/select/data?query=`), or all of them. */
  selectOptions(query: string): Promise<SelectOption[]>
}
