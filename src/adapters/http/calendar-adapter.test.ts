import { describe, expect, it } from 'vitest'
import { fakeHttp, json } from './test-http'
import { createCalendarAdapter } from './calendar-adapter'

const event = {
  id: 4,
  url: '',
  title: 'Dock visit',
  start: '2026-11-23T10:00:00.000Z',
  end: '2026-11-23T11:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Business' as const },
}

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return {
    fetch,
    calendar: createCalendarAdapter(options),
  }
}

describe('calendar adapter', () => {
  it('asks for every category, some, or none', async () => {
    const { fetch, calendar } = harness(() => json([event]))
    await expect(calendar.listEvents()).resolves.toEqual([event])
    await calendar.listEvents(['Business', 'Family'])
    await calendar.listEvents([])
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/apps/calendar/events',
      '/apps/calendar/events?calendars=Business%2CFamily',
      '/apps/calendar/events?calendars=',
    ])
  })

  it('adds, updates and removes an event', async () => {
    const { fetch, calendar } = harness(() => json(event))
    const { id: _id, ...fresh } = event
    await calendar.addEvent(fresh)
    await calendar.updateEvent({ ...event, title: 'Moved' })
    await calendar.removeEvent(4)
    expect(
      fetch.mock.calls.map(([path, init]) => [
        init?.method,
        path,
        init?.body ? JSON.parse(String(init.body)) : null,
      ]),
    ).toEqual([
      ['POST', '/apps/calendar/add-event', { event: fresh }],
      ['POST', '/apps/calendar/update-event', { event: { ...event, title: 'Moved' } }],
      ['DELETE', '/apps/calendar/remove-event?id=4', null],
    ])
  })
})
