import { describe, expect, it } from 'vitest'
import { queryLocally } from './query-locally'

const rows = [
  { name: 'payees/1', displayName: 'Zeta Bank' },
  { name: 'payees/2', displayName: 'alpha trust' },
  { name: 'payees/3', displayName: 'Beta Bank' },
]
const rules = {
  searchTexts: (row: (typeof rows)[number]) => [row.displayName],
  sortKey: (row: (typeof rows)[number], column: string) =>
    column === 'displayName' ? row.displayName : null,
}

describe('queryLocally', () => {
  it('searches, sorts and pages a whole list', () => {
    const page = queryLocally(
      rows,
      { page: 1, perPage: 1, sort: 'asc', sortColumn: 'displayName', search: 'bank' },
      rules,
    )
    expect(page).toEqual({ items: [rows[2]], totalRows: 2, totalPages: 2 })
  })
  it('keeps the order for an unknown column', () => {
    const page = queryLocally(
      rows,
      { page: 1, perPage: 10, sort: 'desc', sortColumn: 'nope', search: '' },
      rules,
    )
    expect(page.items).toEqual(rows)
  })
})
