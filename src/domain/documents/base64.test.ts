import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64 } from './base64'

describe('document content base64', () => {
  it('encodes and decodes', () => {
    expect(bytesToBase64(new Uint8Array([104, 105]))).toBe('aGk=')
    expect(base64ToBytes('aGk=')).toEqual(new Uint8Array([104, 105]))
    expect(base64ToBytes('data:image/png;base64,aGk')).toEqual(new Uint8Array([104, 105]))
    expect(base64ToBytes('')).toEqual(new Uint8Array([]))
  })
  it('gives null for garbage', () => {
    expect(base64ToBytes('!!!')).toBeNull()
    expect(base64ToBytes('a')).toBeNull()
  })
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100_000 }), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
      }),
      { numRuns: 50 },
    )
  })
})
