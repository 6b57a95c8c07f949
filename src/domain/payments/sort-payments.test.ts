import { describe, expect, it } from 'vitest'
import { assignLocalIds } from './local-ids'
import { paymentsInShownOrder, sortPaymentsNewestFirst } from './sort-payments'
import { aLine } from './test-payments'

const day = (d: number) => new Date(Date.UTC(2026, 0, d))

describe('sortPaymentsNewestFirst', () => {
  it('puts the newest first, keeps ties in order and undated last', () => {
    const payments = [
      { id: 'a', date: day(1) },
      { id: 'b', date: null },
      { id: 'c', date: day(3) },
      { id: 'd', date: day(1) },
    ]
    expect(sortPaymentsNewestFirst(payments).map((p) => p.id)).toEqual(['c', 'a', 'd', 'b'])
    expect(payments[0]?.id).toBe('a')
  })
  it('handles an empty list', () => {
    expect(sortPaymentsNewestFirst([])).toEqual([])
  })
})

describe('assignLocalIds', () => {
  it('numbers the lines or uses the given scheme', () => {
    const { localId: _drop, ...line } = aLine()
    expect(assignLocalIds([line, line]).map((l) => l.localId)).toEqual(['line-1', 'line-2'])
    expect(assignLocalIds([line], (i) => `x${i}`)[0]?.localId).toBe('x0')
  })
})

describe('paymentsInShownOrder', () => {
  const payments = [
    { id: 'old', date: day(1) },
    { id: 'new', date: day(9) },
  ]
  it('keeps the server order of a chosen column and sorts newest first when none is chosen', () => {
    expect(paymentsInShownOrder(payments, 'amount').map((p) => p.id)).toEqual(['old', 'new'])
    expect(paymentsInShownOrder(payments, '').map((p) => p.id)).toEqual(['new', 'old'])
    expect(paymentsInShownOrder(payments, undefined).map((p) => p.id)).toEqual(['new', 'old'])
  })
})
