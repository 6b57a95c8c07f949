/**
 * The fields whose values differ between two sets of form values (the person's and the server's current
 * record), in the order of `mine`, compared by value (lines and nested values as a whole).
 */
export function changedFields(
  mine: Readonly<Record<string, unknown>>,
  theirs: Readonly<Record<string, unknown>>,
): string[] {
  const keys = [...Object.keys(mine), ...Object.keys(theirs).filter((key) => !(key in mine))]
  return keys.filter((key) => !sameValue(mine[key], theirs[key]))
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime()
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]))
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const left = a as Record<string, unknown>
    const right = b as Record<string, unknown>
    const keys = new Set([...Object.keys(left), ...Object.keys(right)])
    return [...keys].every((key) => sameValue(left[key], right[key]))
  }
  return false
}
