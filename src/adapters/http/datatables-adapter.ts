import type { StaffRecord } from '../../domain/apps/datatables'
import type { DatatablesPort } from '../../ports/datatables-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

/** The page size the adapter walks the search with (the sample has 100 records: one call). */
export const STAFF_SEARCH_PAGE = 100

interface DataAnswer {
  invoices?: unknown
  total?: unknown
}

/** DatatablesPort over the in-browser mock's `/api/datatables/data` (template-apps §7). */
export function createDatatablesAdapter(options: PipelineFetchOptions): DatatablesPort {
  const request = pipelineFetch(options)
  return {
    async searchStaff(text) {
      const found: StaffRecord[] = []
      for (let page = 1; ; page++) {
        const params = new URLSearchParams()
        if (text.trim() !== '') params.set('q', text.trim())
        params.set('perPage', String(STAFF_SEARCH_PAGE))
        params.set('page', String(page))
        const answer = await request<DataAnswer>('GET', `/api/datatables/data?${params.toString()}`)
        const rows = Array.isArray(answer?.invoices) ? (answer.invoices as StaffRecord[]) : []
        const total = typeof answer?.total === 'number' ? answer.total : 0
        found.push(...rows)
        if (rows.length === 0 || found.length >= total) return found
      }
    },
  }
}
