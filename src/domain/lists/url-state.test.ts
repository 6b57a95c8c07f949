import { describe, expect, it } from 'vitest'
import { DEFAULT_LIST_QUERY, type ListQuery } from './list-query'
import { listQueryToSearch, parseListQuery } from './url-state'

describe('parseListQuery', () => {
  it('reads every field', () => {
    expect(parseListQuery('page=2&perPage=25&sort=asc&sortColumn=date&search=bmw x5')).toEqual({
      page: 2,
      perPage: 25,
      sort: 'asc',
      sortColumn: 'date',
      search: 'bmw x5',
    })
  })

  it('falls back to the defaults for missing or bad values', () => {
    expect(parseListQuery(new URLSearchParams(''))).toEqual(DEFAULT_LIST_QUERY)
    expect(parseListQuery('page=0&perPage=7&sort=up&sortColumn=')).toEqual(DEFAULT_LIST_QUERY)
    expect(parseListQuery('page=-1')).toEqual(DEFAULT_LIST_QUERY)
    expect(parseListQuery('page=1.5')).toEqual(DEFAULT_LIST_QUERY)
  })

  it('uses the given defaults', () => {
    const defaults: ListQuery = { ...DEFAULT_LIST_QUERY, sortColumn: 'date', perPage: 25 }
    expect(parseListQuery('', defaults)).toEqual(defaults)
  })
})

describe('listQueryToSearch', () => {
  it('omits defaults', () => {
    expect(listQueryToSearch(DEFAULT_LIST_QUERY)).toBe('')
    expect(listQueryToSearch({ ...DEFAULT_LIST_QUERY, page: 3, search: 'a&b' })).toBe('page=3&search=a%26b')
  })

  it('round-trips', () => {
    const query: ListQuery = { page: 4, perPage: 50, sort: 'asc', sortColumn: 'amount', search: 'ü ?' }
    expect(parseListQuery(listQueryToSearch(query))).toEqual(query)
  })
})
