/**
 * Text of another direction set into a sentence (an e-mail address, a code, an English name in the Armenian or
 * Russian UI, any of them in RTL), wrapped in Unicode's first-strong isolate (U+2068 … U+2069): it keeps its own
 * direction and the sentence's punctuation stays where the sentence puts it. For text that reaches the page as a
 * string (titles, attributes, interpolated values); markup uses `<bdi>` or `dir="auto"`.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`
