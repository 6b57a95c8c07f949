import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCsv, toCsv } from './csv'

describe('toCsv', () => {
  it('writes numbers plainly, quotes what needs it and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['Order', 'Amount'],
        [
          ['Order #1, BMW', '1234.50'],
          ['say "hi"', -12],
          [null, undefined],
        ],
      ),
    ).toBe('Order,Amount\r\n"Order #1, BMW",1234.50\r\n"say ""hi""",-12\r\n,\r\n')
  })
  it('neutralises text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['-12.00'], ['@SUM(1)'], ['-x']])).toBe(
      `a\r\n"'=HYPERLINK(""x"")"\r\n-12.00\r\n'@SUM(1)\r\n'-x\r\n`,
    )
  })
  it('reads back what it wrote', () => {
    const safeText = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s))
    fc.assert(
      fc.property(fc.array(fc.array(safeText, { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const parsed = parseCsv(toCsv(['a', 'b'], rows))
        expect(parsed).toEqual([['a', 'b'], ...rows])
      }),
    )
  })
})
