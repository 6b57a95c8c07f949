import { describe, expect, it } from 'vitest'
import { intlLocaleTag } from './locale'

describe('intlLocaleTag', () => {
  it('maps the app languages, Armenian to hy', () => {
    expect(intlLocaleTag('en')).toBe('en-US')
    expect(intlLocaleTag('ru')).toBe('ru-RU')
    expect(intlLocaleTag('am')).toBe('hy-AM')
    expect(intlLocaleTag('de-DE')).toBe('de-DE')
    expect(intlLocaleTag('??')).toBe('en-US')
  })
})
