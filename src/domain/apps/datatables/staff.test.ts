import { describe, expect, it } from 'vitest'
import {
  matchesStaffFilters,
  matchesStaffSearch,
  queryStaff,
  salaryCents,
  staffStatus,
  startDay,
  type StaffRecord,
} from './staff'

const record = (id: number, over: Partial<StaffRecord> = {}): StaffRecord => ({
  id,
  responsive_id: '',
  avatar: '',
  full_name: `Person ${id}`,
  post: 'Clerk',
  email: `p${id}@example.com`,
  city: 'Yerevan',
  start_date: '01/15/2020',
  salary: '$1000.00',
  age: '30',
  experience: '2 Years',
  status: 1,
  ...over,
})

const query = { page: 1, perPage: 10, sort: 'asc' as const, sortColumn: '' }

describe('staff rules', () => {
  it('reads the salary as cents and the start date as a day', () => {
    expect(salaryCents('$48250.75')).toBe(4825075)
    expect(salaryCents('$900')).toBe(90000)
    expect(startDay('03/07/2021')).toBe('2021-03-07')
    expect(startDay('02/30/2021')).toBe('')
    expect(startDay('2021-03-07')).toBe('')
  })

  it('names the five statuses and no other', () => {
    expect([1, 2, 3, 4, 5].map((n) => staffStatus(n)?.key)).toEqual([
      'current',
      'professional',
      'rejected',
      'resigned',
      'applied',
    ])
    expect(staffStatus(6)).toBeUndefined()
  })

  it.each([
    ['full_name', 'ARA Ko'],
    ['post', 'lerk'],
    ['email', '@example'],
    ['age', '41'],
    ['salary', '$77'],
    ['start_date', '11/02'],
  ])('searches %s by substring, case-insensitively', (field, text) => {
    const hit = record(1, {
      full_name: 'Tara Kowalski',
      age: '41',
      salary: '$77000.00',
      start_date: '11/02/2019',
    })
    expect(matchesStaffSearch(hit, text)).toBe(true)
    expect(matchesStaffSearch(record(2, { email: 'x@y.z', post: 'Pilot' }), `${field}-none`)).toBe(false)
  })

  it('does not search the city or the experience; an empty text matches', () => {
    expect(matchesStaffSearch(record(1), 'Yerevan')).toBe(false)
    expect(matchesStaffSearch(record(1), 'Years')).toBe(false)
    expect(matchesStaffSearch(record(1), '  ')).toBe(true)
  })

  it('filters by text columns, status, salary and start date ranges (inclusive)', () => {
    const a = record(1, { post: 'Dock Manager', salary: '$5000.00', start_date: '06/01/2020', status: 2 })
    expect(matchesStaffFilters(a, {})).toBe(true)
    expect(matchesStaffFilters(a, { post: 'dock', city: 'ere' })).toBe(true)
    expect(matchesStaffFilters(a, { post: 'pilot' })).toBe(false)
    expect(matchesStaffFilters(a, { status: '2' })).toBe(true)
    expect(matchesStaffFilters(a, { status: '3' })).toBe(false)
    expect(matchesStaffFilters(a, { salaryMin: '5000', salaryMax: '5000.00' })).toBe(true)
    expect(matchesStaffFilters(a, { salaryMin: '5000.01' })).toBe(false)
    expect(matchesStaffFilters(a, { salaryMax: '4999.99' })).toBe(false)
    expect(matchesStaffFilters(a, { startFrom: '2020-06-01', startTo: '2020-06-01' })).toBe(true)
    expect(matchesStaffFilters(a, { startFrom: '2020-06-02' })).toBe(false)
    expect(matchesStaffFilters(a, { startTo: '2020-05-31' })).toBe(false)
  })

  it('sorts salary and age as numbers and the start date as a day, then pages', () => {
    const rows = [
      record(1, { salary: '$900.00', age: '9', start_date: '01/01/2021' }),
      record(2, { salary: '$10000.00', age: '10', start_date: '12/31/2019' }),
      record(3, { salary: '$2000.00', age: '100', start_date: '06/15/2020' }),
    ]
    const ids = (column: string, sort: 'asc' | 'desc' = 'asc') =>
      queryStaff(rows, { ...query, sortColumn: column, sort }).items.map((r) => r.id)
    expect(ids('salary')).toEqual([1, 3, 2])
    expect(ids('salary', 'desc')).toEqual([2, 3, 1])
    expect(ids('age')).toEqual([1, 2, 3])
    expect(ids('start_date')).toEqual([2, 3, 1])
    const page = queryStaff(rows, { ...query, perPage: 2, page: 2, sortColumn: 'id' }, { city: 'yer' })
    expect(page).toEqual({ items: [rows[2]], totalRows: 3, totalPages: 2 })
  })
})
