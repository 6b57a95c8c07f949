import { describe, expect, it } from 'vitest'
import {
  CALENDAR_MESSAGES,
  eventFormValues,
  eventFromValues,
  eventSchema,
  newEventValues,
} from './calendar-form-values'

describe('event form', () => {
  it('round-trips an event through the form', () => {
    const values = {
      ...newEventValues(new Date(2026, 10, 23)),
      title: 'Dock visit',
      guests: 'Ann, Bob\nCid',
      location: 'Poti',
    }
    const sent = eventFromValues(values)
    expect(sent.extendedProps.guests).toEqual(['Ann', 'Bob', 'Cid'])
    expect(new Date(sent.start).getHours()).toBe(9)
    expect(eventFormValues({ ...sent, id: 1 })).toEqual({ ...values, guests: 'Ann, Bob, Cid' })
  })

  it('keeps the days of an all-day event, and refuses an end before the start', () => {
    const allDay = { ...newEventValues(new Date(2026, 10, 23), true), title: 'Holiday', endDay: '2026-11-24' }
    expect(eventFromValues(allDay)).toMatchObject({ start: '2026-11-23', end: '2026-11-24', allDay: true })
    const bad = eventSchema.safeParse({ ...allDay, endDay: '2026-11-22' })
    expect(bad.error?.issues[0]?.message).toBe(CALENDAR_MESSAGES.endBeforeStart)
  })
})
