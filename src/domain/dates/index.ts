export { formatDisplayDate, formatDisplayDateTime } from './format-display-date'
export { dateInputLocale } from './date-input-locale'
