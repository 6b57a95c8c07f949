import type { Server } from 'miragejs'
import type { AutocompleteItem } from './data'

export interface AutocompleteState {
  items: AutocompleteItem[]
}

/** GET /api/autocomplete/data: every entry; the component filters as the user types. */
export function autocompleteRoutes(server: Server, state: AutocompleteState): void {
  server.get('/api/autocomplete/data', () => ({ autoComplete: state.items }))
}
