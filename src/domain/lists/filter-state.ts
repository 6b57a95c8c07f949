import { sanitizeMoneyText } from '../money'

/**
 * The kinds of filter a list's filter bar offers. Every value lives in the URL as text:
 * - `text`, `select`, `reference`: the text itself (a reference holds a resource name, `customers/C1001`);
 * - `boolean`: `true` when on, absent when off;
 * - `money`: the amount as typed, cleaned by the money-entry rule (`12.50`);
 * - `dateRange`: two values, `<key>From` and `<key>To`, each a day `YYYY-MM-DD`.
 */
export type FilterKind = 'text' | 'select' | 'reference' | 'boolean' | 'money' | 'dateRange'

export interface FilterField {
  key: string
  kind: FilterKind
}

/** Filter values by URL parameter name; a filter that is not set is absent. */
export type FilterValues = Readonly<Record<string, string>>

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The URL parameters a filter uses. */
export function filterParams(field: FilterField): string[] {
  return field.kind === 'dateRange' ? [`${field.key}From`, `${field.key}To`] : [field.key]
}

/** A day `YYYY-MM-DD` as a local date at the start (or, with `end`, the last millisecond) of that day; null when unreadable. */
export function parseDay(text: string | undefined, end = false): Date | null {
  const match = DAY.exec(text ?? '')
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = end ? new Date(year, month, day, 23, 59, 59, 999) : new Date(year, month, day)
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null
}

/** A date as the local day `YYYY-MM-DD`. */
export function formatDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** One filter value as it may stand in the URL, or undefined when it is empty or unreadable. */
function cleanValue(kind: FilterKind, text: string | null | undefined): string | undefined {
  if (text === null || text === undefined) return undefined
  switch (kind) {
    case 'boolean':
      return text === 'true' ? 'true' : undefined
    case 'money': {
      const cleaned = sanitizeMoneyText(text)
      return /\d/.test(cleaned) ? cleaned : undefined
    }
    case 'dateRange':
      return parseDay(text) ? text : undefined
    default:
      return text.trim() === '' ? undefined : text
  }
}

/** The filter values found in the URL; unreadable ones are left out. */
export function readFilters(params: URLSearchParams, fields: readonly FilterField[]): FilterValues {
  const values: Record<string, string> = {}
  for (const field of fields) {
    for (const param of filterParams(field)) {
      const value = cleanValue(field.kind, params.get(param))
      if (value !== undefined) values[param] = value
    }
  }
  return values
}

/** Writes the set filter values into `params` (clearing the ones that are not set). */
export function writeFilters(
  params: URLSearchParams,
  values: FilterValues,
  fields: readonly FilterField[],
): void {
  for (const field of fields) {
    for (const param of filterParams(field)) {
      const value = cleanValue(field.kind, values[param])
      if (value === undefined) params.delete(param)
      else params.set(param, value)
    }
  }
}

/** How many filters are set (a date range counts once). */
export function countSetFilters(values: FilterValues, fields: readonly FilterField[]): number {
  return fields.filter((field) => filterParams(field).some((param) => values[param] !== undefined)).length
}
