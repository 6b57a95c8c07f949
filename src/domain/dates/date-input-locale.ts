import { intlLocaleTag } from '../money/locale'

/**
 * Stand-ins for languages whose dates a browser may not know: a locale written the same way (order of day,
 * month and year, and separators), with names a browser has (English, as it shows for an unknown language).
 * Armenian writes 26.11.2026, as Swiss English does; Chromium ships no Armenian date
 * data and would fall back to US order (11/26/2026).
 */
const SAME_NUMERIC_DATES: Readonly<Record<string, string>> = { 'hy-AM': 'en-CH' }

const knownToIntl = (tag: string) => Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0

/**
 * The locale a date input is typed in, for an app language (`en`, `ru`, `am`): the language's own when the
 * runtime's Intl knows it, else a stand-in that writes numeric dates the same way, else the language's tag (which
 * Intl then resolves to its default).
 */
export function dateInputLocale(language: string, isKnown: (tag: string) => boolean = knownToIntl): string {
  const tag = intlLocaleTag(language)
  if (isKnown(tag)) return tag
  return SAME_NUMERIC_DATES[tag] ?? tag
}
