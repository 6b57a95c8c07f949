import { describe, expect, it } from 'vitest'
import { changedFields, coalesceWrites, collectionOf, isWatchedName, sameValue } from '.'

describe('coalesceWrites', () => {
  it('gives one change per record, in the order records were first written', () => {
    expect(
      coalesceWrites([
        { name: 'orders/1', kind: 'updated' },
        { name: 'vehicles/7', kind: 'created' },
        { name: 'orders/1', kind: 'updated' },
      ]),
    ).toEqual([
      { name: 'orders/1', kind: 'updated', last: 2 },
      { name: 'vehicles/7', kind: 'created', last: 1 },
    ])
  })

  it('keeps a creation a creation, a deletion a deletion, and drops a record created and deleted at once', () => {
    expect(
      coalesceWrites([
        { name: 'orders/9', kind: 'created' },
        { name: 'orders/9', kind: 'updated' },
        { name: 'orders/2', kind: 'updated' },
        { name: 'orders/2', kind: 'deleted' },
        { name: 'orders/3', kind: 'created' },
        { name: 'orders/3', kind: 'deleted' },
        { name: 'orders/4', kind: 'deleted' },
        { name: 'orders/4', kind: 'created' },
      ]).map(({ name, kind }) => [name, kind]),
    ).toEqual([
      ['orders/9', 'created'],
      ['orders/2', 'deleted'],
      ['orders/4', 'updated'],
    ])
  })
})

describe('names', () => {
  it('reads the collection of a resource name, and knows which the feed carries', () => {
    expect(collectionOf('orders/42')).toBe('orders')
    expect(collectionOf('orders/')).toBe('')
    expect(collectionOf('profile')).toBe('')
    expect(isWatchedName('customers/C1001')).toBe(true)
    expect(isWatchedName('blog-post-3')).toBe(false)
    expect(isWatchedName('posts/3')).toBe(false)
  })
})

describe('changedFields', () => {
  it('names the fields whose values differ, dates by time and nested parts by content', () => {
    const before = { comment: 'a', due: new Date(0), items: [{ id: 1 }], status: 'new' }
    const after = { comment: 'b', due: new Date(0), items: [{ id: 1 }], status: 'new' }
    expect(changedFields(before, after, ['status', 'comment', 'due', 'items'])).toEqual(['comment'])
    expect(changedFields(before, { ...after, items: [{ id: 2 }] }, ['items'])).toEqual(['items'])
    expect(sameValue(null, undefined)).toBe(false)
    expect(sameValue([1], { 0: 1 })).toBe(false)
  })

  it('compares every field of either side when none are named, lines as a whole', () => {
    const mine = { comment: 'B', status: 'new', items: [{ amount: '1.00' }], open: true }
    const theirs = { comment: 'A', status: 'new', items: [{ amount: '2.00' }], open: true, extra: 1 }
    expect(changedFields(mine, theirs)).toEqual(['comment', 'items', 'extra'])
    expect(changedFields(mine, { ...mine, items: [{ amount: '1.00' }] })).toEqual([])
  })
})
