import { shortMonthName } from './month-names'

interface CalendarDay {
  day: number
  monthIndex: number
  year: number
}

/** Formatters by purpose and time zone: making one costs far more than using it (lists format every row). */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(
  purpose: 'day' | 'time',
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${purpose}|${timeZone}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, ...options })
    formatters.set(key, found)
  }
  return found
}

function calendarDay(date: Date, timeZone: string | undefined): CalendarDay {
  if (timeZone === undefined) {
    return { day: date.getDate(), monthIndex: date.getMonth(), year: date.getFullYear() }
  }
  const parts = formatterFor('day', timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date)
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { day: read('day'), monthIndex: read('month') - 1, year: read('year') }
}

/**
 * dd-Mon-yy (spec §9): `05-Mar-26`. The month name comes from `SHORT_MONTH_NAMES` of the locale (en, ru, am;
 * others fall back to en). The day is the one in `timeZone` (an IANA name) or, when none is given, in the
 * runtime's local zone. A missing or invalid date gives ''.
 */
export function formatDisplayDate(
  date: Date | null | undefined,
  locale: string = 'en',
  timeZone?: string,
): string {
  if (!date || Number.isNaN(date.getTime())) return ''
  const { day, monthIndex, year } = calendarDay(date, timeZone)
  const dd = String(day).padStart(2, '0')
  const yy = String(((year % 100) + 100) % 100).padStart(2, '0')
  return `${dd}-${shortMonthName(monthIndex, locale)}-${yy}`
}

function clockTime(date: Date, timeZone: string | undefined): { hour: number; minute: number } {
  if (timeZone === undefined) return { hour: date.getHours(), minute: date.getMinutes() }
  const parts = formatterFor('time', timeZone, {
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date)
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { hour: read('hour'), minute: read('minute') }
}

/**
 * A moment as the app's date (`formatDisplayDate`, dd-Mon-yy) and the 24-hour time: `05-Mar-26 14:07`. Same
 * locale and time-zone rules; a missing or invalid date gives ''.
 */
export function formatDisplayDateTime(
  date: Date | null | undefined,
  locale: string = 'en',
  timeZone?: string,
): string {
  const day = formatDisplayDate(date, locale, timeZone)
  if (!day || !date) return ''
  const { hour, minute } = clockTime(date, timeZone)
  return `${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}
