import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { codeDigits, enterCode, isCodeComplete } from './one-time-code'

const empty = () => Array.from({ length: 6 }, () => '')

describe('one-time code', () => {
  it('keeps only digits, at most six', () => {
    expect(codeDigits('12 34-56')).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(codeDigits('1234567890')).toHaveLength(6)
    expect(codeDigits('abc')).toEqual([])
  })
  it('fills from the cell typed into and moves the focus past the last digit written', () => {
    expect(enterCode(empty(), 0, '7')).toEqual({ cells: ['7', '', '', '', '', ''], focus: 1 })
    expect(enterCode(empty(), 0, '123456')).toEqual({ cells: ['1', '2', '3', '4', '5', '6'], focus: 5 })
    expect(enterCode(empty(), 4, '987')).toEqual({ cells: ['', '', '', '', '9', '8'], focus: 5 })
    expect(enterCode(['1', '', '', '', '', ''], 1, 'x')).toEqual({
      cells: ['1', '', '', '', '', ''],
      focus: 1,
    })
  })
  it('is complete only when every cell holds a digit', () => {
    expect(isCodeComplete(enterCode(empty(), 0, '123456').cells)).toBe(true)
    expect(isCodeComplete(enterCode(empty(), 0, '12345').cells)).toBe(false)
  })
  it('never writes anything but single digits, whatever is pasted', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 5 }), (text, index) => {
        const { cells, focus } = enterCode(empty(), index, text)
        expect(cells).toHaveLength(6)
        for (const cell of cells) expect(cell === '' || /^\d$/.test(cell)).toBe(true)
        expect(focus).toBeGreaterThanOrEqual(index)
        expect(focus).toBeLessThanOrEqual(5)
      }),
    )
  })
})
