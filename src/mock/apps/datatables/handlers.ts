import type { Server } from 'miragejs'
import { matchesText, queryInt, queryString } from '../../http'
import { paginate } from '../../../domain/lists'
import type { StaffRecord } from './data'

export interface DatatablesState {
  staff: StaffRecord[]
}

export const DATATABLE_DEFAULTS = { perPage: 10, page: 1 } as const

export function datatablesRoutes(server: Server, state: DatatablesState): void {
  server.get('/api/datatables/initial-data', () => state.staff)

  /** q matches full_name, post, email, age, salary or start_date by substring (template-apps §5). */
  server.get('/api/datatables/data', (_schema, request) => {
    const q = queryString(request, 'q')
    const perPage = queryInt(request, 'perPage', DATATABLE_DEFAULTS.perPage)
    const page = queryInt(request, 'page', DATATABLE_DEFAULTS.page)
    const filtered = state.staff.filter((s) =>
      matchesText(q, s.full_name, s.post, s.email, s.age, s.salary, s.start_date),
    )
    return { allData: state.staff, invoices: paginate(filtered, page, perPage).items, total: filtered.length }
  })
}
