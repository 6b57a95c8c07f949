import type { SortDirection } from './list-query'

export type SortKey = string | number | boolean | Date | null | undefined

function compareKeys(left: SortKey, right: SortKey): number {
  if (left instanceof Date) left = left.getTime()
  if (right instanceof Date) right = right.getTime()
  if (typeof left === 'string' && typeof right === 'string') {
    return left.localeCompare(right, 'en', { numeric: true, sensitivity: 'base' })
  }
  if (left === right) return 0
  return (left as number) < (right as number) ? -1 : 1
}

const isMissing = (key: SortKey) =>
  key === null || key === undefined || (key instanceof Date && Number.isNaN(key.getTime()))

/**
 * A sorted copy (the input is left alone). Stable: equal keys keep their order in either direction.
 * Strings compare case-insensitively with numbers in text read as numbers ("C2" before "C10").
 * Missing keys (null, undefined, invalid dates) go last in either direction.
 */
export function sortBy<T>(
  items: readonly T[],
  key: (item: T) => SortKey,
  direction: SortDirection = 'asc',
): T[] {
  const sign = direction === 'desc' ? -1 : 1
  return items
    .map((item, index) => ({ item, index, key: key(item) }))
    .sort((a, b) => {
      const aMissing = isMissing(a.key)
      const bMissing = isMissing(b.key)
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1
      return sign * compareKeys(a.key, b.key) || a.index - b.index
    })
    .map((entry) => entry.item)
}
