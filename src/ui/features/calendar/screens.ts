import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'

/** The calendar: the template's events and the back office's dates on one page (FullCalendar loads only here). */
export const CALENDAR_SCREENS: ScreenMap = {
  calendar: lazyScreen(() => import('./CalendarPage'), ['calendar']),
}
