/**
 * Whether a free-text search matches a row: every word of the search (split on spaces) must occur,
 * case-insensitively, in at least one of the row's texts. An empty search matches every row.
 */
export function matchesSearch(
  texts: readonly (string | null | undefined)[],
  search: string | null | undefined,
): boolean {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = texts.filter(Boolean).map((text) => (text as string).toLowerCase())
  return words.every((word) => haystack.some((text) => text.includes(word)))
}
