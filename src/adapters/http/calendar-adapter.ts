import type { CalendarEvent } from '../../domain/apps/calendar'
import type { CalendarPort } from '../../ports/calendar-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

/** CalendarPort over the in-browser mock's `/apps/calendar/*` endpoints (template-apps §7). */
export function createCalendarAdapter(options: PipelineFetchOptions): CalendarPort {
  const request = pipelineFetch(options)
  return {
    async listEvents(categories) {
      const params = new URLSearchParams()
      // No parameter: every category; a present but empty list: none (every filter unticked).
      if (categories) params.set('calendars', categories.join(','))
      const answer = await request<unknown>(
        'GET',
        `/apps/calendar/events${categories ? `?${params.toString()}` : ''}`,
      )
      return Array.isArray(answer) ? (answer as CalendarEvent[]) : []
    },
    addEvent: (event) => request<CalendarEvent>('POST', '/apps/calendar/add-event', { event }),
    updateEvent: (event) => request<CalendarEvent>('POST', '/apps/calendar/update-event', { event }),
    async removeEvent(id) {
      await request<unknown>('DELETE', `/apps/calendar/remove-event?id=${encodeURIComponent(id)}`)
    },
  }
}
