/** Template-apps §3 autocomplete item (`GET /api/autocomplete/data`). */
export interface AutocompleteItem {
  title: string
  rank: number
  id: number
}

/** Template-apps §3 select option (`GET /api/select/data`). */
export interface SelectOption {
  id: number
  value: string
  label: string
}

export const AUTOCOMPLETE_LIMIT = 10

/**
 * The suggestions for what is typed: titles containing the text (case-insensitively), those starting with
 * it first, then by rank (1 first) and title; at most `limit`. An empty text suggests the best-ranked ones.
 */
export function suggestTitles(
  items: readonly AutocompleteItem[],
  text: string,
  limit = AUTOCOMPLETE_LIMIT,
): AutocompleteItem[] {
  const needle = text.trim().toLowerCase()
  return items
    .map((item) => ({ item, at: item.title.toLowerCase().indexOf(needle) }))
    .filter(({ at }) => at >= 0)
    .sort(
      (a, b) =>
        Number(a.at !== 0) - Number(b.at !== 0) ||
        a.item.rank - b.item.rank ||
        a.item.title.localeCompare(b.item.title),
    )
    .slice(0, limit)
    .map(({ item }) => item)
}
