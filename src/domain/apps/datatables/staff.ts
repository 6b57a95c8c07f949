import {
  paginate,
  parseDay,
  sortBy,
  type FilterValues,
  type ListQuery,
  type Page,
  type SortKey,
} from '../../lists'
import { parseMoneyInput } from '../../money'

/** Template-apps §3 staff record of the data-table demo. */
export interface StaffRecord {
  id: number
  responsive_id: string
  avatar: string
  full_name: string
  post: string
  email: string
  city: string
  /** MM/DD/YYYY */
  start_date: string
  /** Text with a $ sign, e.g. '$48250.75'. */
  salary: string
  age: string
  experience: string
  /** 1-5 */
  status: number
}

/**
 * The staff statuses 1-5. The spec leaves their labels out (§4); these are the template's own: 1 current,
 * 2 professional, 3 rejected, 4 resigned, 5 applied, with its badge colours.
 */
export const STAFF_STATUSES = [
  { value: 1, key: 'current', color: 'light-primary' },
  { value: 2, key: 'professional', color: 'light-success' },
  { value: 3, key: 'rejected', color: 'light-danger' },
  { value: 4, key: 'resigned', color: 'light-warning' },
  { value: 5, key: 'applied', color: 'light-info' },
] as const

/** The status of a record's number; an unknown number has none. */
export const staffStatus = (value: number) => STAFF_STATUSES.find((status) => status.value === value)

/** The salary in cents ('$48250.75' → 4825075); unreadable text is 0. */
export const salaryCents = (salary: string): number => parseMoneyInput(salary.replace(/[$,\s]/g, ''))

/** The start date MM/DD/YYYY as a day YYYY-MM-DD; '' when unreadable. */
export function startDay(startDate: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(startDate.trim())
  if (!match) return ''
  const day = `${match[3]}-${match[1]}-${match[2]}`
  return parseDay(day) ? day : ''
}

/** The fields the spec's staff search looks in (§5). */
export const STAFF_SEARCH_FIELDS = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const

/**
 * The spec's staff search (§5): the whole text, case-insensitively, as a substring of full_name, post,
 * email, age, salary or start_date (the mock's own rule for `q`); an empty text matches every record.
 */
export function matchesStaffSearch(record: StaffRecord, text: string): boolean {
  const needle = text.trim().toLowerCase()
  if (!needle) return true
  return STAFF_SEARCH_FIELDS.some((field) => String(record[field]).toLowerCase().includes(needle))
}

/**
 * The advanced table's column filters, by their URL keys: text columns by substring (case-insensitive),
 * `status` the number, `salaryMin` / `salaryMax` money text (inclusive), `startFrom` / `startTo` days
 * YYYY-MM-DD (inclusive). A filter not set lets every record through.
 */
export const STAFF_TEXT_FILTERS = ['full_name', 'post', 'email', 'city'] as const

export function matchesStaffFilters(record: StaffRecord, filters: FilterValues): boolean {
  for (const field of STAFF_TEXT_FILTERS) {
    const text = filters[field]?.trim().toLowerCase()
    if (text && !record[field].toLowerCase().includes(text)) return false
  }
  if (filters.status && String(record.status) !== filters.status) return false
  const salary = salaryCents(record.salary)
  if (filters.salaryMin && salary < parseMoneyInput(filters.salaryMin)) return false
  if (filters.salaryMax && salary > parseMoneyInput(filters.salaryMax)) return false
  const day = startDay(record.start_date)
  if (filters.startFrom && (!day || day < filters.startFrom)) return false
  if (filters.startTo && (!day || day > filters.startTo)) return false
  return true
}

/** The sort key of a column: salary as money, age as a number, the start date as a day. */
export function staffSortKey(record: StaffRecord, column: string): SortKey {
  switch (column) {
    case 'salary':
      return salaryCents(record.salary)
    case 'age':
      return Number(record.age)
    case 'start_date':
      return startDay(record.start_date) || null
    case 'id':
    case 'status':
      return record[column]
    case 'full_name':
    case 'post':
    case 'email':
    case 'city':
      return record[column]
    default:
      return null
  }
}

/**
 * A page of the staff table from the records a search answered: the column filters, then the sort, then
 * the page (the mock has no sort or column filters, so they run here).
 */
export function queryStaff(
  records: readonly StaffRecord[],
  query: Pick<ListQuery, 'page' | 'perPage' | 'sort' | 'sortColumn'>,
  filters: FilterValues = {},
): Page<StaffRecord> {
  const kept = records.filter((record) => matchesStaffFilters(record, filters))
  const sorted = query.sortColumn ? sortBy(kept, (r) => staffSortKey(r, query.sortColumn), query.sort) : kept
  return paginate(sorted, query.page, query.perPage)
}
