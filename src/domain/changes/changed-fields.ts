/**
 * The fields whose values differ between two versions of a record's form values (what changed under an open
 * form; the person's values beside another person's): each of `fields` is compared by value (dates by time,
 * lines and nested parts by content), in the order given; by default every key of `before`, then those only
 * `after` has.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[] = [
    ...Object.keys(before),
    ...Object.keys(after).filter((key) => !(key in before)),
  ] as (keyof T & string)[],
): string[] {
  return fields.filter((field) => !sameValue(before[field], after[field]))
}

/** Equal by content: dates by time, arrays and plain objects part by part. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime()
  if (a instanceof Date || b instanceof Date) return false
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]))
  if (Array.isArray(a) || Array.isArray(b)) return false
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  }
  return false
}
