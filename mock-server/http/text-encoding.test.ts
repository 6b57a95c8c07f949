import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeUtf8 } from './text-encoding'

const standard = (text: string) => new TextEncoder().encode(text)

describe('encodeUtf8', () => {
  it('gives the same bytes as TextEncoder for any text, short or long', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 300 })), (text) => {
        expect(encodeUtf8(text)).toEqual(standard(text))
      }),
    )
  })

  it('handles the cases at the edges: empty, non-ASCII after ASCII, lone surrogates, the length limit', () => {
    for (const text of [
      '',
      'currencies/usd',
      'Order #1 — Ереван',
      'Երևան',
      'a\ud800b',
      'x'.repeat(128),
      'x'.repeat(129),
    ])
      expect(encodeUtf8(text)).toEqual(standard(text))
  })
})
