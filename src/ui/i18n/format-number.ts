import { formatMoney, intlLocaleTag, money, USD_CURRENCY_NAME } from '../../domain/money'
import { useFormatters } from './format'

const cache = new Map<string, Intl.NumberFormat>()
const formatter = (tag: string, options: Intl.NumberFormatOptions) => {
  const key = `${tag} ${JSON.stringify(options)}`
  let found = cache.get(key)
  if (!found) cache.set(key, (found = new Intl.NumberFormat(tag, options)))
  return found
}

/**
 * Numbers in the chosen language, beside `useFormatters` (dates and money): plain counts (`21,508`), compact
 * figures (`87.4K`, `87,4 тыс.`), percentages from percent units (`4.1` → `4.1%`, signed: `+4.1%`) and whole
 * US dollars (`$31,480`, spec §9's money format), and days or years spelled out by Intl.
 */
export function useNumberFormatters() {
  const { locale } = useFormatters()
  const tag = intlLocaleTag(locale)
  return {
    locale,
    number: (value: number, digits = 0) => formatter(tag, { maximumFractionDigits: digits }).format(value),
    compact: (value: number) =>
      formatter(tag, { notation: 'compact', maximumFractionDigits: 1 }).format(value),
    /** A headline figure, compact with three significant digits (`2.48K`, `87.4K`, `1.07M`, `700`). */
    figure: (value: number) =>
      formatter(tag, { notation: 'compact', maximumSignificantDigits: 3 }).format(value),
    percent: (value: number, { signed = false, digits = 1 } = {}) =>
      formatter(tag, {
        style: 'percent',
        maximumFractionDigits: digits,
        signDisplay: signed ? 'exceptZero' : 'auto',
      }).format(value / 100),
    /** A duration or quantity with its unit spelled out: `2 days`, `2 дня`. */
    unit: (value: number, unit: 'day' | 'year') =>
      formatter(tag, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value),
    dollars: (value: number) => formatMoney(money(Math.round(value), USD_CURRENCY_NAME, 0), locale),
    /** A file's size in kilobytes or megabytes (`12.5 kB`, `3.2 MB`), as an uploader lists it. */
    fileSize: (bytes: number) => {
      const mega = bytes >= 1024 * 1024
      return formatter(tag, {
        style: 'unit',
        unit: mega ? 'megabyte' : 'kilobyte',
        maximumFractionDigits: 1,
      }).format(bytes / (mega ? 1024 * 1024 : 1024))
    },
  }
}
