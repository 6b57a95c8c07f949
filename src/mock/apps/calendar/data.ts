import type { CalendarEvent } from '../../../domain/apps/calendar'
export type { CalendarEvent }

export const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const
export type CalendarName = (typeof CALENDARS)[number]

export interface CalendarState {
  events: CalendarEvent[]
}

// [title, calendar, day of the current month (may be <1 or beyond the month end), start hour or null for all day, length in hours or days]
type Row = [string, CalendarName, number, number | null, number]
const rows: Row[] = [
  ['Carrier review meeting', 'Business', 3, 10, 1],
  ['Dentist', 'Personal', 5, 8, 1],
  ['Regional holiday', 'Holiday', 8, null, 1],
  ['Quarterly planning', 'Business', 11, 9, 3],
  ['Family dinner', 'Family', 13, 19, 2],
  ['Warehouse inventory', 'ETC', 15, null, 2],
  ['Customer visit in Lyon', 'Business', 18, 14, 2],
  ['Football with the kids', 'Family', 20, 17, 1],
  ['Yoga class', 'Personal', 22, 7, 1],
  ['Fleet safety day', 'ETC', 25, null, 1],
  ['Budget sign-off', 'Business', 27, 11, 1],
  ['Long weekend', 'Holiday', 33, null, 3],
  ['Monthly close', 'Business', -2, 15, 2],
]

const HOUR = 3_600_000

/** Sample events around the month of `today`, so a calendar opened now shows them. */
export function createCalendarState(today: Date = new Date()): CalendarState {
  return {
    events: rows.map(([title, calendar, day, hour, length], index) => {
      const allDay = hour === null
      const start = new Date(today.getFullYear(), today.getMonth(), day, hour ?? 0)
      const end = allDay
        ? new Date(start.getFullYear(), start.getMonth(), start.getDate() + length)
        : new Date(start.getTime() + length * HOUR)
      return {
        id: index + 1,
        url: '',
        title,
        start: start.toISOString(),
        end: end.toISOString(),
        allDay,
        extendedProps: {
          calendar,
          ...(calendar === 'Business'
            ? { location: 'Head office', guests: ['Nadia Petrova', 'Owen Gallagher'] }
            : {}),
          description: `${title} (${calendar.toLowerCase()})`,
        },
      }
    }),
  }
}
