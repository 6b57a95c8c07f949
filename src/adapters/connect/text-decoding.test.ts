import { fromBinary, toBinary, create } from '@bufbuild/protobuf'
import { getTextEncoding } from '@bufbuild/protobuf/wire'
import { describe, expect, it } from 'vitest'
import { OrderSchema } from '../../gen/cargo/services/orders_pb'
import { asciiFirst, installAsciiFirstDecoding } from './text-decoding'

const standard = new TextDecoder()
const strictDecoder = new TextDecoder('utf-8', { fatal: true })
const decode = asciiFirst((bytes, strict) => (strict ? strictDecoder : standard).decode(bytes))
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('asciiFirst', () => {
  it('gives the same text as TextDecoder, ASCII or not, short or long', () => {
    for (const text of [
      '',
      'orders/42',
      'Order #42 · C1001',
      'Заказ №7',
      'Պատվեր',
      'x'.repeat(64),
      'y'.repeat(65),
      `${'z'.repeat(70)}é`,
      '\u0000\u007f',
    ]) {
      expect(decode(utf8(text))).toBe(text)
      expect(decode(utf8(text), true)).toBe(text)
    }
  })
  it('reads a slice of a larger buffer (as the binary reader hands it) from its own start', () => {
    const buffer = utf8('..orders/7..')
    expect(decode(buffer.subarray(2, 10))).toBe('orders/7')
  })
  it('leaves malformed UTF-8 to the standard decoder: replaced, or refused when strict', () => {
    const bad = new Uint8Array([0x61, 0xc3])
    expect(decode(bad)).toBe('a\uFFFD')
    expect(() => decode(bad, true)).toThrow()
  })
  it('is what protobuf-es decodes with once installed, and a message reads back the same', () => {
    installAsciiFirstDecoding()
    expect(getTextEncoding().decodeUtf8(utf8('Order #1'))).toBe('Order #1')
    expect(getTextEncoding().decodeUtf8.name).not.toBe('decodeUtf8')
    const order = create(OrderSchema, { name: 'orders/1', displayName: 'Заказ #1', status: 'new' })
    expect(fromBinary(OrderSchema, toBinary(OrderSchema, order))).toEqual(order)
  })
})
