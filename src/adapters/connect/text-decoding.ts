import { configureTextEncoding, getTextEncoding } from '@bufbuild/protobuf/wire'

/** Strings up to this many bytes take the ASCII path; longer ones go to TextDecoder directly. */
const SHORT = 64

type DecodeUtf8 = (bytes: Uint8Array, strict?: boolean) => string

/**
 * protobuf-es's UTF-8 decoding with a path for short ASCII strings (names, codes, currencies, statuses: most of
 * an answer's strings): their bytes are their characters. Chromium's TextDecoder costs about a microsecond a
 * call through its bindings, which was a third of decoding a 1,000-order page at 4x CPU; anything else (a byte
 * over 0x7f, a long string) goes to the standard decoder, strict or not as asked.
 */
export function asciiFirst(standard: DecodeUtf8): DecodeUtf8 {
  return (bytes, strict) => {
    const length = bytes.length
    if (length === 0) return ''
    if (length > SHORT) return standard(bytes, strict)
    for (let i = 0; i < length; i++) if (bytes[i]! > 0x7f) return standard(bytes, strict)
    return String.fromCharCode.apply(null, bytes as unknown as number[])
  }
}

let installed = false

/** Makes protobuf-es (every binary read in this page) decode text with `asciiFirst`; once. */
export function installAsciiFirstDecoding(): void {
  if (installed) return
  installed = true
  const standard = getTextEncoding()
  configureTextEncoding({ ...standard, decodeUtf8: asciiFirst(standard.decodeUtf8.bind(standard)) })
}
