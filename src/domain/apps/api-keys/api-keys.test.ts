import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { API_KEY_LENGTH, makeApiKey, maskApiKey, parseApiKeys } from './api-keys'

describe('API keys', () => {
  it('are 32 letters and digits in groups of four', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: API_KEY_LENGTH, maxLength: API_KEY_LENGTH }), (bytes) => {
        const key = makeApiKey(() => bytes)
        expect(key).toMatch(/^([A-Za-z0-9]{4}-){7}[A-Za-z0-9]{4}$/)
      }),
    )
  })
  it('show only their last four characters when masked', () => {
    expect(maskApiKey('AbC1-dEf2-GhI3')).toBe('••••-••••-GhI3')
  })
  it('are read back only when well formed', () => {
    const good = { id: '1', name: 'CI', access: 'read', key: 'k', createdAt: '2026-11-23T00:00:00.000Z' }
    expect(parseApiKeys([good, { ...good, access: 'admin' }, null, 'x'])).toEqual([good])
    expect(parseApiKeys('nope')).toEqual([])
  })
})
