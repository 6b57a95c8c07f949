import { describe, expect, it } from 'vitest'
import {
  countSetFilters,
  formatDay,
  parseDay,
  readFilters,
  writeFilters,
  type FilterField,
} from './filter-state'

const fields: FilterField[] = [
  { key: 'customerName', kind: 'reference' },
  { key: 'unpaidOnly', kind: 'boolean' },
  { key: 'amount', kind: 'money' },
  { key: 'date', kind: 'dateRange' },
]

describe('filter state in the URL', () => {
  it('reads the set filters and leaves out unreadable ones', () => {
    const params = new URLSearchParams(
      'customerName=customers%2FC1001&unpaidOnly=yes&amount=12,5&dateFrom=2026-02-30&dateTo=2026-03-01&page=2',
    )
    expect(readFilters(params, fields)).toEqual({
      customerName: 'customers/C1001',
      amount: '12.5',
      dateTo: '2026-03-01',
    })
  })
  it('writes set values and clears the rest, leaving other parameters alone', () => {
    const params = new URLSearchParams('page=3&unpaidOnly=true&customerName=x')
    writeFilters(params, { unpaidOnly: 'true', dateFrom: '2026-01-05', amount: 'abc' }, fields)
    expect(params.toString()).toBe('page=3&unpaidOnly=true&dateFrom=2026-01-05')
  })
  it('counts a date range once', () => {
    expect(
      countSetFilters({ dateFrom: '2026-01-01', dateTo: '2026-01-02', unpaidOnly: 'true' }, fields),
    ).toBe(2)
  })
})

describe('days', () => {
  it('reads the start or the end of a local day, and refuses impossible days', () => {
    expect(parseDay('2026-01-05')).toEqual(new Date(2026, 0, 5))
    expect(parseDay('2026-01-05', true)).toEqual(new Date(2026, 0, 5, 23, 59, 59, 999))
    expect(parseDay('2026-02-30')).toBeNull()
    expect(parseDay('05.01.2026')).toBeNull()
    expect(formatDay(new Date(2026, 10, 3))).toBe('2026-11-03')
  })
})
