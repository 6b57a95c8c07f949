import type { StaffRecord } from '../domain/apps/datatables'

/** The data-table demo (template-apps §7): the 100 staff records, searched by the mock's rule. */
export interface DatatablesPort {
  /** Every staff record the search text matches (`GET /api/datatables/data?q=`, all its pages); '' gives all. */
  searchStaff(text: string): Promise<StaffRecord[]>
}
