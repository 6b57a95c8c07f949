import * as z from 'zod/mini'
import { CALENDAR_CATEGORIES, type CalendarCategory, type CalendarEvent } from '../../../domain/apps/calendar'
import { formatDay } from '../../../domain/lists'
import type { NewCalendarEvent } from '../../../ports/calendar-port'
import { requiredText, trimmedText } from '../../kit/form/schemas'

export const CALENDAR_MESSAGES = {
  endBeforeStart: 'calendar:validation.endBeforeStart',
  url: 'calendar:validation.url',
  time: 'calendar:validation.time',
} as const

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The event panel: title, category, start and end (a day, and a time unless all day), URL, guests (one per
 * line or comma), location and description. The end may not come before the start.
 */
export const eventSchema = z
  .object({
    title: requiredText(),
    category: z.enum(CALENDAR_CATEGORIES),
    startDay: requiredText(),
    startTime: z.string(),
    endDay: requiredText(),
    endTime: z.string(),
    allDay: z.boolean(),
    url: trimmedText().check(
      z.refine((text) => !text || /^https?:\/\/\S+$/.test(text), CALENDAR_MESSAGES.url),
    ),
    guests: z.string(),
    location: trimmedText(),
    description: trimmedText(),
  })
  .check(
    z.superRefine((values, context) => {
      if (!values.allDay) {
        if (!TIME.test(values.startTime))
          context.addIssue({ code: 'custom', message: CALENDAR_MESSAGES.time, path: ['startTime'] })
        if (!TIME.test(values.endTime))
          context.addIssue({ code: 'custom', message: CALENDAR_MESSAGES.time, path: ['endTime'] })
      }
      const start = `${values.startDay}T${values.allDay ? '00:00' : values.startTime}`
      const end = `${values.endDay}T${values.allDay ? '00:00' : values.endTime}`
      if (end < start)
        context.addIssue({ code: 'custom', message: CALENDAR_MESSAGES.endBeforeStart, path: ['endDay'] })
    }),
  )

export type EventFormValues = z.infer<typeof eventSchema>

const pad = (n: number) => String(n).padStart(2, '0')
const timeOf = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`

/** A new event on `day` (a click on a day, or today from the Add button): 09:00 to 10:00, Business. */
export function newEventValues(day: Date, allDay = false): EventFormValues {
  return {
    title: '',
    category: 'Business',
    startDay: formatDay(day),
    startTime: '09:00',
    endDay: formatDay(day),
    endTime: '10:00',
    allDay,
    url: '',
    guests: '',
    location: '',
    description: '',
  }
}

export function eventFormValues(event: CalendarEvent): EventFormValues {
  const start = new Date(event.start)
  const end = new Date(event.end || event.start)
  return {
    title: event.title,
    category: event.extendedProps.calendar,
    startDay: formatDay(start),
    startTime: timeOf(start),
    endDay: formatDay(end),
    endTime: timeOf(end),
    allDay: event.allDay,
    url: event.url ?? '',
    guests: (event.extendedProps.guests ?? []).join(', '),
    location: event.extendedProps.location ?? '',
    description: event.extendedProps.description ?? '',
  }
}

/** Local day and time as the instant the mock keeps (ISO); an all-day event keeps its days. */
const instant = (day: string, time: string, allDay: boolean) =>
  allDay ? day : new Date(`${day}T${time}:00`).toISOString()

export function eventFromValues(values: EventFormValues): NewCalendarEvent {
  return {
    title: values.title.trim(),
    start: instant(values.startDay, values.startTime, values.allDay),
    end: instant(values.endDay, values.endTime, values.allDay),
    allDay: values.allDay,
    url: values.url.trim(),
    extendedProps: {
      calendar: values.category as CalendarCategory,
      location: values.location,
      description: values.description,
      guests: values.guests
        .split(/[,\n]/)
        .map((guest) => guest.trim())
        .filter(Boolean),
    },
  }
}
