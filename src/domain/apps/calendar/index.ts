export {
  BACK_OFFICE_LAYERS,
  CALENDAR_CATEGORIES,
  backOfficeEntries,
  type BackOfficeEntry,
  type BackOfficeLayer,
  type CalendarCategory,
  type CalendarEvent,
} from './calendar'
