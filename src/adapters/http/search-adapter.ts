import type { SearchGroup, SearchPort } from '../../ports/search-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

/** SearchPort over `GET /api/main-search/data` (answered by the in-browser mock). */
export function createSearchAdapter(options: PipelineFetchOptions): SearchPort {
  const request = pipelineFetch(options)
  return {
    async loadSearchData() {
      const answer = await request<{ searchArr?: SearchGroup[] }>('GET', '/api/main-search/data')
      return answer?.searchArr ?? []
    },
  }
}
