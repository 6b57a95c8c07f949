import { defineMockApp } from '../../mock-app'
import { createKanbanState } from './data'
import { kanbanRoutes } from './handlers'

export const kanbanApp = defineMockApp({
  name: 'kanban',
  createState: () => createKanbanState(),
  routes: (server, state) => kanbanRoutes(server, state),
})
