/**
 * Sort keys that SQLite's plain byte order sorts the way the lists' collator does (`Intl.Collator('en',
 * { numeric: true, sensitivity: 'base' })`): letters without regard to case or accents, digit runs by their
 * value. Each character becomes its primary weight, read off the collator itself for the scripts the data uses
 * (Latin, Cyrillic, Armenian, punctuation); a digit run becomes the digits' weight, its length and its digits.
 * Characters outside those ranges sort after them by code point.
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

const RANGES: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x370, 0x3ff],
  [0x400, 0x52f],
  [0x530, 0x58f],
  [0x2000, 0x206f],
  [0x20a0, 0x20bf],
  [0x2100, 0x214f],
]

/** Weights start here: every weight is one UTF-16 unit below the surrogates, so UTF-8 keeps their order. */
const BASE = 0x100

function buildWeights(): { weights: Map<string, number>; digit: number } {
  const chars: string[] = []
  for (const [from, to] of RANGES)
    for (let code = from; code <= to; code++) {
      const char = String.fromCharCode(code)
      if (char.normalize('NFC') === char) chars.push(char)
    }
  const weights = new Map<string, number>()
  const kept = chars.filter((char) => {
    // Ignorable: the collator does not see it between two letters.
    if (collator.compare(`a${char}b`, 'ab') === 0) {
      weights.set(char, 0)
      return false
    }
    return !/[0-9]/.test(char)
  })
  kept.push('0')
  kept.sort(collator.compare)
  let weight = BASE
  kept.forEach((char, index) => {
    if (index > 0 && collator.compare(kept[index - 1]!, char) !== 0) weight++
    weights.set(char, weight)
  })
  return { weights, digit: weights.get('0')! }
}

const { weights: WEIGHTS, digit: DIGIT } = buildWeights()
const AFTER = BASE + WEIGHTS.size + 1

/** The key of `text`: compare two keys by code point (SQLite's BINARY) to compare the texts by the collator. */
export function sortKey(text: string): string {
  let key = ''
  const length = text.length
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 48 && code <= 57) {
      let end = index
      while (end < length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++
      let start = index
      while (start < end - 1 && text.charCodeAt(start) === 48) start++
      const digits = text.slice(start, end)
      key += String.fromCharCode(DIGIT, BASE + digits.length) + digits
      index = end - 1
      continue
    }
    const char = text[index]!
    const weight = WEIGHTS.get(char)
    if (weight === 0) continue
    if (weight !== undefined) key += String.fromCharCode(weight)
    else {
      const point = text.codePointAt(index)!
      if (point > 0xffff) index++
      key += String.fromCodePoint(Math.min(0x10ffff, 0x10000 + point + AFTER))
    }
  }
  return key
}
