import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { flattenResults, hasNoResult, matchTitles, moveActive, searchGroups } from './search'

const items = (...titles: string[]) => titles.map((title) => ({ title }))

describe('global search matching', () => {
  it('puts prefix matches before substring matches, case-insensitively', () => {
    const data = items('Forgot Password', 'Orders', 'Order Form', 'Invoices')
    expect(matchTitles(data, 'ORD').map((i) => i.title)).toEqual(['Orders', 'Order Form', 'Forgot Password'])
  })

  it('matches nothing for an empty or blank query', () => {
    expect(matchTitles(items('Orders'), '  ')).toEqual([])
  })

  it('limits each group to its searchLimit and keeps group order', () => {
    const groups = [
      { groupTitle: 'Pages', searchLimit: 4, data: items('a1', 'a2', 'a3', 'a4', 'a5') },
      { groupTitle: 'Files', searchLimit: 4, data: items('b', 'a') },
      { groupTitle: 'Contacts', searchLimit: 4, data: items('c') },
    ]
    const result = searchGroups(groups, 'a')
    expect(result.map((g) => [g.groupTitle, g.items.length])).toEqual([
      ['Pages', 4],
      ['Files', 1],
      ['Contacts', 0],
    ])
    expect(flattenResults(result).map((i) => i.title)).toEqual(['a1', 'a2', 'a3', 'a4', 'a'])
    expect(hasNoResult(result)).toBe(false)
    expect(hasNoResult(searchGroups(groups, 'zzz'))).toBe(true)
  })

  it('never returns more than the limit, and every result contains the query', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 30 }),
        fc.string({ minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 6 }),
        (titles, query, limit) => {
          const [group] = searchGroups(
            [{ groupTitle: 'g', searchLimit: limit, data: items(...titles) }],
            query,
          )
          expect(group!.items.length).toBeLessThanOrEqual(limit)
          for (const item of group!.items)
            expect(item.title.toLocaleLowerCase()).toContain(query.trim().toLocaleLowerCase())
        },
      ),
    )
  })

  it('moves the active result with the arrow keys, wrapping around', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1)
  })
})
