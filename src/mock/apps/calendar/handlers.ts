import type { Server } from 'miragejs'
import { CALENDARS } from './data'
import type { CalendarEvent, CalendarState } from './data'
import {
  badRequest,
  isRecord,
  json,
  nextId,
  notFound,
  queryListIfPresent,
  readBody,
  readId,
  toIntId,
} from '../support'

const eventOf = (body: unknown): Record<string, unknown> | undefined =>
  isRecord(body) ? (isRecord(body.event) ? body.event : body) : undefined

const calendarOf = (value: unknown) =>
  CALENDARS.find((c) => typeof value === 'string' && c.toLowerCase() === value.toLowerCase())

/** Checks the category of an event payload; undefined when fine, else the error. */
function checkCategory(input: Record<string, unknown>): string | undefined {
  if (input.extendedProps === undefined) return undefined
  if (!isRecord(input.extendedProps)) return 'extendedProps must be an object'
  const { calendar } = input.extendedProps
  return calendar === undefined || calendarOf(calendar) ? undefined : `Unknown calendar ${String(calendar)}`
}

export function calendarRoutes(server: Server, state: CalendarState): void {
  server.get('/apps/calendar/events', (_schema, request) => {
    // No `calendars` parameter: every event. A present but empty list: none (every filter unticked).
    const wanted = queryListIfPresent(request, 'calendars')
    if (wanted === undefined) return state.events
    const names = new Set(wanted.map(calendarOf))
    return state.events.filter((e) => names.has(e.extendedProps.calendar))
  })

  server.post('/apps/calendar/add-event', (_schema, request) => {
    const input = eventOf(readBody(request))
    if (!input || typeof input.title !== 'string' || input.title.trim() === '')
      return badRequest('A title is required')
    if (typeof input.start !== 'string' || Number.isNaN(Date.parse(input.start)))
      return badRequest('A start is required')
    const problem = checkCategory(input)
    if (problem) return badRequest(problem)
    const extendedProps = isRecord(input.extendedProps) ? input.extendedProps : {}
    const event: CalendarEvent = {
      url: '',
      allDay: false,
      end: input.start,
      ...(input as Partial<CalendarEvent>),
      extendedProps: { ...extendedProps, calendar: calendarOf(extendedProps.calendar) ?? 'Business' },
      title: input.title,
      start: input.start,
      id: nextId(state.events),
    }
    state.events.push(event)
    return json(201, event)
  })

  server.post('/apps/calendar/update-event', (_schema, request) => {
    const input = eventOf(readBody(request))
    const event = state.events.find((e) => e.id === toIntId(input?.id))
    if (!input || !event) return notFound('Unknown event')
    const problem = checkCategory(input)
    if (problem) return badRequest(problem)
    const extendedProps = isRecord(input.extendedProps)
      ? {
          ...event.extendedProps,
          ...input.extendedProps,
          calendar: calendarOf(input.extendedProps.calendar) ?? event.extendedProps.calendar,
        }
      : event.extendedProps
    Object.assign(event, input, { id: event.id, extendedProps })
    return json(200, event)
  })

  server.delete('/apps/calendar/remove-event', (_schema, request) => {
    const id = toIntId(readId(request, ['id', 'eventId']))
    const index = state.events.findIndex((e) => e.id === id)
    if (index === -1) return notFound('Unknown event')
    const [removed] = state.events.splice(index, 1)
    return json(200, removed)
  })
}
