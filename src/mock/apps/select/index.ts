import { defineMockApp } from '../../mock-app'
import { createFilmOptions } from './data'
import { selectRoutes } from './handlers'
import type { SelectState } from './handlers'

export const selectApp = defineMockApp<SelectState>({
  name: 'select',
  createState: () => ({ options: createFilmOptions() }),
  routes: selectRoutes,
})
