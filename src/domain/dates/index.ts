export { formatDisplayDate, formatDisplayDateTime } from './format-display-date'
export { relativeTime, type RelativeTime, type RelativeTimeUnit } from './relative-time'
export { SHORT_MONTH_NAMES, shortMonthName } from './month-names'
export { dateInputLocale } from './date-input-locale'
