import type { CalendarCategory, CalendarEvent } from '../domain/apps/calendar'

/** A new event: everything but the id. */
export type NewCalendarEvent = Omit<CalendarEvent, 'id'>

/**
 * The template calendar (template-apps §7): `GET /apps/calendar/events` (by categories),
 * `POST /apps/calendar/add-event`, `POST /apps/calendar/update-event`, `DELETE /apps/calendar/remove-event`.
 */
export interface CalendarPort {
  /** Events of these categories; all of them when absent, none for an empty list. */
  listEvents(categories?: readonly CalendarCategory[]): Promise<CalendarEvent[]>
  addEvent(event: NewCalendarEvent): Promise<CalendarEvent>
  updateEvent(event: CalendarEvent): Promise<CalendarEvent>
  removeEvent(id: number): Promise<void>
}
