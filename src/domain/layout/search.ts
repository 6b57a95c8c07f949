/** Matching of the navbar's global search and bookmark search (backoffice §2, template-apps §9). */
export interface Titled {
  title: string
}

export interface SearchSource<T extends Titled> {
  groupTitle: string
  searchLimit: number
  data: readonly T[]
}

export interface SearchResultGroup<T extends Titled> {
  groupTitle: string
  items: T[]
}

const fold = (text: string): string => text.trim().toLocaleLowerCase()

/**
 * Items whose title starts with the query, then those that contain it elsewhere (case-insensitive), each
 * in their original order. An empty query matches nothing.
 */
export function matchTitles<T extends Titled>(items: readonly T[], query: string): T[] {
  const wanted = fold(query)
  if (!wanted) return []
  const prefix: T[] = []
  const inside: T[] = []
  for (const item of items) {
    const title = item.title.toLocaleLowerCase()
    if (title.startsWith(wanted)) prefix.push(item)
    else if (title.includes(wanted)) inside.push(item)
  }
  return [...prefix, ...inside]
}

/** Every group with its matches, at most `searchLimit` each (a limit under 1 means no limit). */
export function searchGroups<T extends Titled>(
  groups: readonly SearchSource<T>[],
  query: string,
): SearchResultGroup<T>[] {
  return groups.map((group) => {
    const matches = matchTitles(group.data, query)
    return {
      groupTitle: group.groupTitle,
      items: group.searchLimit > 0 ? matches.slice(0, group.searchLimit) : matches,
    }
  })
}

/** Whether a search found nothing in any group (the 'No Result' line). */
export const hasNoResult = (groups: readonly SearchResultGroup<Titled>[]): boolean =>
  groups.every((group) => group.items.length === 0)

/** The items in display order, for arrow-key navigation across groups. */
export const flattenResults = <T extends Titled>(groups: readonly SearchResultGroup<T>[]): T[] =>
  groups.flatMap((group) => group.items)

/** The next active index for an arrow key: wraps around; -1 when there is nothing to choose. */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1
  if (current < 0) return key === 'ArrowDown' ? 0 : count - 1
  return key === 'ArrowDown' ? (current + 1) % count : (current - 1 + count) % count
}
