import type { Server } from 'miragejs'
import { matchesText, queryString } from '../../http'
import type { SelectOption } from './data'

export interface SelectState {
  options: SelectOption[]
}

/** GET /api/select/data?query=: the options whose label contains the query, or all of them. */
export function selectRoutes(server: Server, state: SelectState): void {
  server.get('/api/select/data', (_schema, request) => {
    const query = queryString(request, 'query')
    return state.options.filter((option) => matchesText(query, option.label))
  })
}
