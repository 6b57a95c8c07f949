import { describe, expect, it } from 'vitest'
import { mockEachTest } from '../../../testing/in-browser-mock'
import { calendarApp } from '.'
import type { CalendarEvent } from './data'

mockEachTest(calendarApp)

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(path, init)
  return { status: response.status, body: (await response.json()) as T }
}
const send = <T>(method: string, path: string, body: unknown) =>
  call<T>(path, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
const events = async (query = '') => (await call<CalendarEvent[]>(`/apps/calendar/events${query}`)).body
const categories = (list: CalendarEvent[]) => new Set(list.map((e) => e.extendedProps.calendar))

describe('calendar mock', () => {
  it('answers every event, dated around the current month, without a filter', async () => {
    const list = await events()
    expect(list.length).toBeGreaterThan(8)
    expect(categories(list)).toEqual(new Set(['Business', 'Holiday', 'Personal', 'ETC', 'Family']))
    const now = new Date()
    const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).getTime()
    const monthEnd = new Date(now.getFullYear(), now.getMonth() + 1, 1).getTime()
    const inMonth = list.filter((e) => Date.parse(e.start) >= monthStart && Date.parse(e.start) < monthEnd)
    expect(inMonth.length).toBeGreaterThan(list.length / 2)
    const DAY = 86_400_000
    expect(list.every((e) => Math.abs(Date.parse(e.start) - now.getTime()) < 70 * DAY)).toBe(true)
    expect(list.every((e) => Date.parse(e.end) >= Date.parse(e.start))).toBe(true)
    expect(list.some((e) => e.allDay)).toBe(true)
  })

  it('filters by a comma list, repeated parameters and the bracket form', async () => {
    expect(categories(await events('?calendars=Business,Holiday'))).toEqual(new Set(['Business', 'Holiday']))
    expect(categories(await events('?calendars=Business&calendars=Family'))).toEqual(
      new Set(['Business', 'Family']),
    )
    expect(categories(await events('?calendars[]=ETC&calendars[]=Personal'))).toEqual(
      new Set(['ETC', 'Personal']),
    )
    const business = await events('?calendars=Business')
    expect(business.length).toBe(
      (await events()).filter((e) => e.extendedProps.calendar === 'Business').length,
    )
  })

  it('answers no events for an empty filter list', async () => {
    expect(await events('?calendars=')).toEqual([])
    expect(await events('?calendars[]=')).toEqual([])
  })

  it('adds an event with the last id plus 1', async () => {
    const maxId = Math.max(...(await events()).map((e) => e.id))
    const start = new Date().toISOString()
    const { status, body } = await send<CalendarEvent>('POST', '/apps/calendar/add-event', {
      event: {
        title: 'Truck inspection',
        start,
        end: start,
        allDay: false,
        extendedProps: { calendar: 'ETC' },
      },
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      id: maxId + 1,
      title: 'Truck inspection',
      url: '',
      extendedProps: { calendar: 'ETC' },
    })
    expect((await events('?calendars=ETC')).map((e) => e.id)).toContain(maxId + 1)
    expect((await send('POST', '/apps/calendar/add-event', { event: { start } })).status).toBe(400)
    expect(
      (
        await send('POST', '/apps/calendar/add-event', {
          event: { title: 'x', start, extendedProps: { calendar: 'Moon' } },
        })
      ).status,
    ).toBe(400)
  })

  it('updates an event', async () => {
    const [first] = await events()
    const { status, body } = await send<CalendarEvent>('POST', '/apps/calendar/update-event', {
      event: { id: first?.id, title: 'Moved', extendedProps: { calendar: 'Family' } },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: first?.id,
      title: 'Moved',
      start: first?.start,
      extendedProps: { calendar: 'Family' },
    })
    expect((await events('?calendars=Family')).map((e) => e.id)).toContain(first?.id)
    expect(
      (await send('POST', '/apps/calendar/update-event', { event: { id: 999, title: 'x' } })).status,
    ).toBe(404)
  })

  it('removes an event', async () => {
    const [first] = await events()
    expect((await call(`/apps/calendar/remove-event?id=${first?.id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await events()).map((e) => e.id)).not.toContain(first?.id)
    expect((await call(`/apps/calendar/remove-event?id=${first?.id}`, { method: 'DELETE' })).status).toBe(404)
    const [second] = await events()
    expect((await send('DELETE', '/apps/calendar/remove-event', { id: second?.id })).status).toBe(200)
  })
})
