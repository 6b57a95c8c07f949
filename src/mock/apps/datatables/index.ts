import { defineMockApp } from '../../mock-app'
import { createStaff } from './data'
import { datatablesRoutes } from './handlers'
import type { DatatablesState } from './handlers'

export const datatablesApp = defineMockApp<DatatablesState>({
  name: 'datatables',
  createState: () => ({ staff: createStaff() }),
  routes: datatablesRoutes,
})
