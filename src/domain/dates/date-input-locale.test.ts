import { describe, expect, it } from 'vitest'
import { dateInputLocale } from './date-input-locale'

describe('dateInputLocale', () => {
  it("types a date in the language's own order where Intl knows the language", () => {
    expect(dateInputLocale('ru', () => true)).toBe('ru-RU')
    expect(dateInputLocale('am', () => true)).toBe('hy-AM')
    expect(dateInputLocale('en', () => true)).toBe('en-US')
  })
  it('types Armenian day first, with dots, where Intl has no Armenian (Chromium), not in US order', () => {
    const noArmenian = (tag: string) => !tag.startsWith('hy')
    expect(dateInputLocale('am', noArmenian)).toBe('en-CH')
    const parts = new Intl.DateTimeFormat(dateInputLocale('am', noArmenian), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(2026, 10, 26))
    expect(parts).toBe('26.11.2026')
  })
})
