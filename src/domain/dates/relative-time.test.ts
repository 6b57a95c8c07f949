import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = new Date(Date.UTC(2026, 2, 5, 12, 0, 0))
const ago = (ms: number) => new Date(now.getTime() - ms)

describe('relativeTime', () => {
  it.each([
    [0, 'now', 0],
    [59_999, 'now', 0],
    [60_000, 'mins', 1],
    [59 * 60_000 + 59_000, 'mins', 59],
    [3_600_000, 'hours', 1],
    [23 * 3_600_000 + 3_599_000, 'hours', 23],
    [86_400_000, 'days', 1],
    [40 * 86_400_000, 'days', 40],
  ])('%i ms ago reads %s %i', (elapsed, unit, count) => {
    expect(relativeTime(ago(elapsed), now)).toEqual({ unit, count })
  })

  it('reads a future date or an invalid one as now', () => {
    expect(relativeTime(ago(-5 * 86_400_000), now)).toEqual({ unit: 'now', count: 0 })
    expect(relativeTime(new Date('x'), now)).toEqual({ unit: 'now', count: 0 })
  })
})
