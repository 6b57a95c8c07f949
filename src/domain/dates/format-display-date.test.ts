import { describe, expect, it } from 'vitest'
import { formatDisplayDate, formatDisplayDateTime } from './format-display-date'

const march5 = new Date(Date.UTC(2026, 2, 5, 12, 0, 0))

describe('formatDisplayDate', () => {
  it('writes dd-Mon-yy', () => {
    expect(formatDisplayDate(march5, 'en', 'UTC')).toBe('05-Mar-26')
    expect(formatDisplayDate(new Date(Date.UTC(2009, 11, 31, 12)), 'en', 'UTC')).toBe('31-Dec-09')
    expect(formatDisplayDate(new Date(Date.UTC(2000, 0, 1, 12)), 'en', 'UTC')).toBe('01-Jan-00')
  })

  it('uses the short month name of ru and am', () => {
    expect(formatDisplayDate(march5, 'ru', 'UTC')).toBe('05-Мар-26')
    expect(formatDisplayDate(march5, 'am', 'UTC')).toBe('05-Մրտ-26')
    expect(formatDisplayDate(march5, 'fr', 'UTC')).toBe('05-Mar-26')
  })

  it('takes the day in the given time zone', () => {
    const lateUtc = new Date(Date.UTC(2026, 2, 5, 23, 30))
    expect(formatDisplayDate(lateUtc, 'en', 'Asia/Yerevan')).toBe('06-Mar-26')
  })

  it('uses the local zone by default', () => {
    const local = new Date(2026, 2, 5, 12)
    expect(formatDisplayDate(local)).toBe('05-Mar-26')
  })

  it('gives an empty text for no date or an invalid one', () => {
    expect(formatDisplayDate(null)).toBe('')
    expect(formatDisplayDate(undefined)).toBe('')
    expect(formatDisplayDate(new Date('garbage'))).toBe('')
  })
})

describe('formatDisplayDateTime', () => {
  it('writes the date as dd-Mon-yy and the 24-hour time, in the zone given', () => {
    expect(formatDisplayDateTime(new Date(Date.UTC(2026, 10, 24, 10, 31)), 'en', 'UTC')).toBe(
      '24-Nov-26 10:31',
    )
    expect(formatDisplayDateTime(new Date(Date.UTC(2026, 10, 24, 22, 5)), 'ru', 'UTC')).toBe(
      '24-Ноя-26 22:05',
    )
    expect(formatDisplayDateTime(new Date(Date.UTC(2026, 10, 24, 23, 30)), 'en', 'Asia/Yerevan')).toBe(
      '25-Nov-26 03:30',
    )
    expect(formatDisplayDateTime(new Date(Date.UTC(2026, 0, 1, 0, 0)), 'en', 'UTC')).toBe('01-Jan-26 00:00')
  })

  it('uses the local zone by default and gives an empty text for no date or an invalid one', () => {
    expect(formatDisplayDateTime(new Date(2026, 2, 5, 9, 4))).toBe('05-Mar-26 09:04')
    expect(formatDisplayDateTime(null)).toBe('')
    expect(formatDisplayDateTime(new Date(Number.NaN))).toBe('')
  })
})
