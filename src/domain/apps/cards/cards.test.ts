import { describe, expect, it } from 'vitest'
import { chartRows, parseCompactFigure, parsePercent, percentChange, percentOf, shares, total } from './cards'

describe('cards rules', () => {
  it('reads figures from display text, either decimal mark', () => {
    expect(parseCompactFigure('2,48k')).toBe(2480)
    expect(parseCompactFigure('87.4k')).toBe(87400)
    expect(parseCompactFigure('0.7k')).toBe(700)
    expect(parseCompactFigure('1.2M')).toBe(1_200_000)
    expect(parseCompactFigure(' 812 ')).toBe(812)
    expect(parseCompactFigure('-3k')).toBe(-3000)
    expect(parseCompactFigure('lots')).toBeNaN()
    expect(parseCompactFigure('')).toBeNaN()
  })

  it('reads percentages', () => {
    expect(parsePercent('+4.1%')).toBe(4.1)
    expect(parsePercent('-2,3 %')).toBe(-2.3)
    expect(parsePercent('4.1')).toBeNaN()
  })

  it('sums, shares and compares', () => {
    expect(total([1, 2, 3])).toBe(6)
    expect(shares([21_508, 12_944, 3_612])).toEqual([56.5, 34, 9.5])
    expect(shares([0, 0])).toEqual([0, 0])
    expect(percentChange(48_250, 41_760)).toBe(15.5)
    expect(percentChange(5, 0)).toBe(0)
    expect(percentChange(-5, -10)).toBe(50)
    expect(percentOf(812_400, 980_300)).toBe(83)
    expect(percentOf(5, 0)).toBe(0)
    expect(percentOf(12, 10)).toBe(100)
  })

  it('makes labelled chart rows, numbering points without a label', () => {
    const series = [
      { name: 'Earning', data: [120, 230, 180] },
      { name: 'Expense', data: [-90, -120] },
    ]
    expect(chartRows(series, ['Jan', 'Feb'])).toEqual([
      { label: 'Jan', Earning: 120, Expense: -90 },
      { label: 'Feb', Earning: 230, Expense: -120 },
      { label: '3', Earning: 180, Expense: 0 },
    ])
    expect(chartRows([])).toEqual([])
  })
})
