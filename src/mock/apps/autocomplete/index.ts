import { defineMockApp } from '../../mock-app'
import { createAutocompleteItems } from './data'
import { autocompleteRoutes } from './handlers'
import type { AutocompleteState } from './handlers'

export const autocompleteApp = defineMockApp<AutocompleteState>({
  name: 'autocomplete',
  createState: () => ({ items: createAutocompleteItems() }),
  routes: autocompleteRoutes,
})
