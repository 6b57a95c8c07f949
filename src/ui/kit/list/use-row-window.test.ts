import { describe, expect, it } from 'vitest'
import { inSteps } from './use-row-window'

const range = (startIndex: number, endIndex: number, count = 1000, overscan = 8) => ({
  startIndex,
  endIndex,
  overscan,
  count,
})

describe('inSteps', () => {
  it('renders every row in the window and the overscan on both sides, within the page', () => {
    for (let start = 0; start < 1000; start += 7) {
      for (const shown of [1, 14, 15, 16, 40]) {
        const end = Math.min(999, start + shown - 1)
        const rows = inSteps(range(start, end))
        expect(rows[0]).toBeLessThanOrEqual(Math.max(0, start - 8))
        expect(rows[rows.length - 1]).toBeGreaterThanOrEqual(Math.min(999, end + 8))
        expect(rows[0]).toBeGreaterThanOrEqual(0)
        expect(rows[rows.length - 1]).toBeLessThanOrEqual(999)
        expect(rows).toEqual(Array.from({ length: rows.length }, (_, i) => rows[0]! + i))
      }
    }
  })
  it('changes the rendered rows once every twenty rows scrolled, not at every row', () => {
    let changes = 0
    let before = inSteps(range(0, 14)).join()
    for (let start = 1; start <= 200; start++) {
      // The rows partly in view come and go as the page scrolls: 15 or 16 of them.
      const rows = inSteps(range(start, start + 14 + (start % 2))).join()
      if (rows !== before) changes++
      before = rows
    }
    expect(changes).toBeLessThanOrEqual(10)
  })
  it('renders nothing of an empty page', () => {
    expect(inSteps(range(0, -1, 0))).toEqual([])
  })
})
