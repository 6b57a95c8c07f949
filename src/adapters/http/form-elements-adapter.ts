import type { AutocompleteItem, SelectOption } from '../../domain/apps/form-elements'
import type { FormElementsPort } from '../../ports/form-elements-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

/** FormElementsPort over the in-browser mock's `/api/autocomplete/data` and `/api/select/data`. */
export function createFormElementsAdapter(options: PipelineFetchOptions): FormElementsPort {
  const request = pipelineFetch(options)
  return {
    async autocompleteItems() {
      const answer = await request<{ autoComplete?: unknown }>('GET', '/api/autocomplete/data')
      return Array.isArray(answer?.autoComplete) ? (answer.autoComplete as AutocompleteItem[]) : []
    },
    async selectOptions(query) {
      const params = new URLSearchParams()
      if (query.trim() !== '') params.set('query', query.trim())
      const search = params.toString()
      const answer = await request<unknown>('GET', `/api/select/data${search ? `?${search}` : ''}`)
      return Array.isArray(answer) ? (answer as SelectOption[]) : []
    },
  }
}
