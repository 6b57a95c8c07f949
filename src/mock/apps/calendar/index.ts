import { defineMockApp } from '../../mock-app'
import { createCalendarState } from './data'
import { calendarRoutes } from './handlers'

export const calendarApp = defineMockApp({
  name: 'calendar',
  createState: () => createCalendarState(),
  routes: (server, state) => calendarRoutes(server, state),
})
